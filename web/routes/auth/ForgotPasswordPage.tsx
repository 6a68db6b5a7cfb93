import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthLayout, ForgotPasswordForm } from '@web/features/accounts';

/** /auth/forgot-password and /wachtwoord-vergeten. */
export const ForgotPasswordPage = () => {
  const { t } = useTranslation(['screens', 'accounts']);
  return (
    <AuthLayout
      testId="forgot-page"
      title={t('screens:forgotPassword.title')}
      intro={t('accounts:forgot.intro')}
      footer={
        <Link
          to="/inloggen"
          className="inline-flex items-center gap-1.5 font-medium text-forest-700 hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {t('accounts:forgot.backToLogin')}
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
};
