import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, KeyRound, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, ResetPasswordBody } from '@core/schemas/accounts';
import { Button } from '@web/components/ui/Button';
import { Field } from '@web/components/ui/Field';
import { FormAlert } from '@web/components/ui/FormAlert';
import { PasswordInput } from '@web/components/ui/PasswordInput';
import { apiErrorCode, apiErrorMessage } from '@web/lib/apiErrors';
import { fieldErrorText } from '@web/lib/fieldErrorText';
import { useResetPasswordMutation } from './queries';

const ResetPasswordFormSchema = ResetPasswordBody.pick({ password: true })
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: 'De wachtwoorden komen niet overeen.',
    path: ['confirmPassword'],
  });
type ResetPasswordValues = z.infer<typeof ResetPasswordFormSchema>;

const inlineLink = 'font-medium underline underline-offset-2';

type ResetPasswordFormProps = { token: string | null };

/** The password-reset return (/auth/callback?type=recovery): new password twice, then on to the login. */
export const ResetPasswordForm = ({ token }: ResetPasswordFormProps) => {
  const { t, i18n } = useTranslation('accounts');
  const mutation = useResetPasswordMutation();
  const [done, setDone] = useState(false);
  const [serverError, setFormError] = useState<{ message: string; tokenInvalid: boolean } | null>(null);
  const formError = token ? serverError : { message: t('reset.missingToken'), tokenInvalid: true };
  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;

  const handleSubmit = form.handleSubmit(async ({ password }) => {
    if (!token) return;
    setFormError(null);
    try {
      await mutation.mutateAsync({ token, password });
      setDone(true);
    } catch (error) {
      setFormError({
        message: apiErrorMessage(error, t),
        tokenInvalid: apiErrorCode(error) === 'reset_token_invalid',
      });
    }
  });

  if (done) {
    return (
      <div role="status" data-testid="reset-success" className="flex flex-col items-center py-4 text-center">
        <span className="grid size-16 place-items-center rounded-full bg-forest-50 text-forest-700">
          <CircleCheck aria-hidden className="size-8" />
        </span>
        <h2 className="mt-6 text-3xl font-medium">{t('reset.successTitle')}</h2>
        <p className="mt-3 text-ink-soft">{t('reset.successText')}</p>
        <Button asChild size="lg" className="mt-8 w-full sm:w-auto">
          <Link to="/inloggen">{t('reset.login')}</Link>
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={(e) => void handleSubmit(e)} noValidate data-testid="reset-form" className="space-y-5">
      <Field
        id="reset-password"
        label={t('fields.newPassword')}
        error={fieldErrorText(t, i18n.resolvedLanguage, 'accounts:errors', 'password', errors.password)}
        hint={t('password.hint', { min: PASSWORD_MIN_LENGTH })}
      >
        <PasswordInput
          id="reset-password"
          autoComplete="new-password"
          showLabel={t('password.show')}
          hideLabel={t('password.hide')}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? 'reset-password-error' : 'reset-password-hint'}
          {...form.register('password')}
        />
      </Field>
      <Field
        id="reset-confirm"
        label={t('fields.confirmPassword')}
        error={fieldErrorText(
          t,
          i18n.resolvedLanguage,
          'accounts:errors',
          'confirmPassword',
          errors.confirmPassword,
        )}
      >
        <PasswordInput
          id="reset-confirm"
          autoComplete="new-password"
          showLabel={t('password.show')}
          hideLabel={t('password.hide')}
          aria-invalid={errors.confirmPassword ? true : undefined}
          aria-describedby={errors.confirmPassword ? 'reset-confirm-error' : undefined}
          {...form.register('confirmPassword')}
        />
      </Field>
      {formError ? (
        <FormAlert
          testId="reset-error"
          action={
            formError.tokenInvalid ? (
              <Link to="/wachtwoord-vergeten" className={inlineLink}>
                {t('reset.newLink')}
              </Link>
            ) : null
          }
        >
          {formError.message}
        </FormAlert>
      ) : null}
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={isSubmitting || !token}
        data-testid="reset-submit"
      >
        {isSubmitting ? <LoaderCircle aria-hidden className="animate-spin" /> : <KeyRound aria-hidden />}
        {isSubmitting ? t('reset.submitting') : t('reset.submit')}
      </Button>
    </form>
  );
};
