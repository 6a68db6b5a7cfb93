import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, LogIn, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SignInBody } from '@core/schemas/accounts';
import { Button } from '@web/components/ui/Button';
import { Field } from '@web/components/ui/Field';
import { FormAlert } from '@web/components/ui/FormAlert';
import { Input } from '@web/components/ui/Input';
import { PasswordInput } from '@web/components/ui/PasswordInput';
import { apiErrorCode, apiErrorMessage } from '@web/lib/apiErrors';
import { fieldErrorText } from '@web/lib/fieldErrorText';
import { notify } from '@web/lib/toast';
import { useSignInMutation } from './queries';
import { TwoFactorForm } from './TwoFactorForm';
import { useCompleteSignIn } from './useCompleteSignIn';
import { useResendVerification } from './useResendVerification';

type LoginError = { code: string | null; message: string };

/**
 * E-mail + password sign-in. Switches on the server's code: wrong credentials and rate limits show the
 * message above the button, an unconfirmed address adds a resend button, a suspended account goes to
 * /suspended, and a user with a second factor continues to the code step (also after Google, via `?tweestap=1`).
 */
export const LoginForm = () => {
  const { t, i18n } = useTranslation('accounts');
  const navigate = useNavigate();
  const mutation = useSignInMutation();
  const completeSignIn = useCompleteSignIn();
  const { resend, isPending: isResending } = useResendVerification();
  const [loginError, setLoginError] = useState<LoginError | null>(null);
  const [params] = useSearchParams();
  // `?tweestap=1`: Google sign-in of an account with two-factor sends the visitor here for the code step.
  const [needsCode, setNeedsCode] = useState(() => params.get('tweestap') === '1');
  const form = useForm<SignInBody>({
    resolver: zodResolver(SignInBody),
    defaultValues: { email: '', password: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  // Stays true through the follow-up (session refetch, navigation), so the button cannot be pressed twice.
  const busy = form.formState.isSubmitting;

  const handleSubmit = form.handleSubmit(async (values) => {
    setLoginError(null);
    try {
      const result = await mutation.mutateAsync(values);
      if (result.twoFactorRequired) {
        setNeedsCode(true);
        return;
      }
      await completeSignIn();
    } catch (error) {
      const code = apiErrorCode(error);
      if (code === 'account_suspended') {
        await navigate('/suspended');
        return;
      }
      setLoginError({ code, message: apiErrorMessage(error, t) });
    }
  });

  const handleResend = async () => {
    const email = form.getValues('email').trim();
    if (!email) {
      notify.error(t('resend.needsEmail'));
      form.setFocus('email');
      return;
    }
    await resend(email);
  };

  if (needsCode) {
    return (
      <TwoFactorForm
        onCancel={() => {
          setNeedsCode(false);
          form.setValue('password', '');
        }}
      />
    );
  }

  return (
    <form
      onSubmit={(e) => void handleSubmit(e)}
      noValidate
      aria-labelledby="login-form-title"
      data-testid="login-form"
      className="space-y-5"
    >
      <h2 id="login-form-title" className="sr-only">
        {t('login.formTitle')}
      </h2>
      <Field
        id="login-email"
        label={t('fields.email')}
        error={fieldErrorText(t, i18n.resolvedLanguage, 'accounts:errors', 'email', errors.email)}
      >
        <Input
          id="login-email"
          type="email"
          autoComplete="username"
          inputMode="email"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'login-email-error' : undefined}
          {...form.register('email')}
        />
      </Field>
      <div>
        <Field
          id="login-password"
          label={t('fields.password')}
          error={fieldErrorText(t, i18n.resolvedLanguage, 'accounts:errors', 'password', errors.password)}
        >
          <PasswordInput
            id="login-password"
            autoComplete="current-password"
            showLabel={t('password.show')}
            hideLabel={t('password.hide')}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? 'login-password-error' : undefined}
            {...form.register('password')}
          />
        </Field>
        {/* Below the field, so Tab goes straight from e-mail to password. */}
        <p className="mt-2 text-right">
          <Link
            to="/wachtwoord-vergeten"
            className="text-sm font-medium text-forest-700 underline-offset-2 hover:underline"
          >
            {t('login.forgot')}
          </Link>
        </p>
      </div>
      {loginError ? (
        <FormAlert
          testId="login-error"
          action={
            loginError.code === 'email_not_confirmed' ? (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => void handleResend()}
                disabled={isResending}
                data-testid="login-resend"
              >
                {isResending ? (
                  <LoaderCircle aria-hidden className="animate-spin" />
                ) : (
                  <RotateCw aria-hidden />
                )}
                {isResending ? t('resend.sending') : t('login.resend')}
              </Button>
            ) : null
          }
        >
          {loginError.message}
        </FormAlert>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={busy} data-testid="login-submit">
        {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : <LogIn aria-hidden />}
        {busy ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
};
