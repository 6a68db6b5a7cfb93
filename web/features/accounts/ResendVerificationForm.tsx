import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, RotateCw } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { EmailBody } from '@core/schemas/accounts';
import { Button } from '@web/components/ui/Button';
import { Field } from '@web/components/ui/Field';
import { Input } from '@web/components/ui/Input';
import { fieldErrorText } from '@web/lib/fieldErrorText';
import { useResendVerification } from './useResendVerification';

type EmailValues = z.infer<typeof EmailBody>;

/** When a confirmation link failed: ask for the address and send a fresh confirmation mail. */
export const ResendVerificationForm = () => {
  const { t, i18n } = useTranslation('accounts');
  const { resend } = useResendVerification();
  const form = useForm<EmailValues>({ resolver: zodResolver(EmailBody), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;
  const handleSubmit = form.handleSubmit(async ({ email }) => {
    await resend(email);
  });

  return (
    <form
      onSubmit={(e) => void handleSubmit(e)}
      noValidate
      aria-labelledby="resend-form-title"
      data-testid="resend-form"
      className="space-y-4 text-left"
    >
      <h2 id="resend-form-title" className="font-sans text-base font-semibold">
        {t('verify.resendTitle')}
      </h2>
      <Field
        id="resend-email"
        label={t('fields.email')}
        error={fieldErrorText(t, i18n.resolvedLanguage, 'accounts:errors', 'email', errors.email)}
      >
        <Input
          id="resend-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'resend-email-error' : undefined}
          {...form.register('email')}
        />
      </Field>
      <Button type="submit" variant="secondary" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? <LoaderCircle aria-hidden className="animate-spin" /> : <RotateCw aria-hidden />}
        {isSubmitting ? t('resend.sending') : t('verify.resendSubmit')}
      </Button>
    </form>
  );
};
