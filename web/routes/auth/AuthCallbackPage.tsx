import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '@core/schemas/accounts';
import { AuthLayout, ResetPasswordForm, VerifyEmailPanel } from '@web/features/accounts';

/**
 * /auth/callback, /auth/confirm, /auth/verify-email, /auth/email-confirmation: where e-mailed links land.
 * `type=recovery` is the password-reset return; everything else confirms an e-mail address.
 */
export const AuthCallbackPage = () => {
  const { t } = useTranslation(['screens', 'accounts']);
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || null;

  if (params.get('type') === 'recovery') {
    return (
      <AuthLayout
        testId="reset-page"
        title={t('accounts:reset.title')}
        intro={t('accounts:reset.intro', { min: PASSWORD_MIN_LENGTH })}
      >
        <ResetPasswordForm token={token} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout testId="verify-page" title={t('screens:verifyEmail.title')}>
      {/* Keyed by token: a second link opened in the same tab is verified on its own. */}
      <VerifyEmailPanel key={token ?? 'none'} token={token} />
    </AuthLayout>
  );
};
