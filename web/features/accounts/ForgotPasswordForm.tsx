import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, MailCheck, Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { EmailBody } from '@core/schemas/accounts';
import { Button } from '@web/components/ui/Button';
import { Field } from '@web/components/ui/Field';
import { FormAlert } from '@web/components/ui/FormAlert';
import { Input } from '@web/components/ui/Input';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { fieldErrorText } from '@web/lib/fieldErrorText';
import { useForgotPasswordMutation } from './queries';

type EmailValues = z.infer<typeof EmailBody>;

const SentPanel = ({ onAgain }: { onAgain: () => void }) => {
  const { t } = useTranslation('accounts');
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div
      role="status"
      data-testid="forgot-sent"
      className="flex flex-col items-center py-4 text-center sm:py-6"
    >
      <span className="grid size-14 place-items-center rounded-full bg-forest-50 text-forest-700">
        <MailCheck aria-hidden className="size-7" />
      </span>
      <h2 ref={headingRef} tabIndex={-1} className="mt-5 text-2xl font-medium focus:outline-none">
        {t('forgot.sentTitle')}
      </h2>
      <p className="mt-3 leading-relaxed text-ink-soft">{t('forgot.sentText')}</p>
      <div className="mt-7 flex w-full flex-col gap-3">
        <Button asChild>
          <Link to="/inloggen">{t('forgot.backToLogin')}</Link>
        </Button>
        <Button variant="ghost" onClick={onAgain}>
          {t('forgot.again')}
        </Button>
      </div>
    </div>
  );
};

/**
 * Asks for a reset link. The answer is the same whether or not the address has an account (the server
 * answers 202 either way), so the page never reveals who is a member.
 */
export const ForgotPasswordForm = () => {
  const { t, i18n } = useTranslation('accounts');
  const mutation = useForgotPasswordMutation();
  const [sent, setSent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<EmailValues>({ resolver: zodResolver(EmailBody), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;

  const handleSubmit = form.handleSubmit(async ({ email }) => {
    setFormError(null);
    try {
      await mutation.mutateAsync(email);
      setSent(true);
    } catch (error) {
      setFormError(apiErrorMessage(error, t));
    }
  });

  if (sent) return <SentPanel onAgain={() => setSent(false)} />;

  return (
    <form
      onSubmit={(e) => void handleSubmit(e)}
      noValidate
      aria-labelledby="forgot-form-title"
      data-testid="forgot-form"
      className="space-y-5"
    >
      <h2 id="forgot-form-title" className="sr-only">
        {t('forgot.formTitle')}
      </h2>
      <Field
        id="forgot-email"
        label={t('fields.email')}
        error={fieldErrorText(t, i18n.resolvedLanguage, 'accounts:errors', 'email', errors.email)}
      >
        <Input
          id="forgot-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'forgot-email-error' : undefined}
          {...form.register('email')}
        />
      </Field>
      {formError ? <FormAlert testId="forgot-error">{formError}</FormAlert> : null}
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting} data-testid="forgot-submit">
        {isSubmitting ? <LoaderCircle aria-hidden className="animate-spin" /> : <Send aria-hidden />}
        {isSubmitting ? t('forgot.submitting') : t('forgot.submit')}
      </Button>
    </form>
  );
};
