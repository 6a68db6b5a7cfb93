import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, SignUpBody, TRIAL_ROLES, type TrialRole } from '@core/schemas/accounts';
import { Button } from '@web/components/ui/Button';
import { Field } from '@web/components/ui/Field';
import { FormAlert } from '@web/components/ui/FormAlert';
import { Input } from '@web/components/ui/Input';
import { PasswordInput } from '@web/components/ui/PasswordInput';
import { isApiError } from '@web/lib/api';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { fieldErrorText } from '@web/lib/fieldErrorText';
import { CheckInboxPanel } from './CheckInboxPanel';
import { useSignUpMutation } from './queries';
import { RoleRadioCards } from './RoleRadioCards';

/** The contract's body, with the checkbox as a plain boolean the form can start unticked. */
const SignUpFormSchema = SignUpBody.extend({
  role: z.enum(TRIAL_ROLES),
  acceptTerms: z
    .boolean()
    .refine((accepted) => accepted, { message: 'Je moet akkoord gaan met de voorwaarden.' }),
});
type SignUpFormValues = z.infer<typeof SignUpFormSchema>;

const FIELDS = ['name', 'email', 'password', 'role', 'acceptTerms'] as const;
type SignUpField = (typeof FIELDS)[number];
const isSignUpField = (value: string): value is SignUpField => (FIELDS as readonly string[]).includes(value);

const inlineLink = 'font-medium text-forest-700 underline underline-offset-2 hover:text-forest-800';

type SignUpFormProps = { initialRole: TrialRole };

/**
 * Free-trial sign-up (spec §2): name, e-mail, password, role and consent, validated with the contract's
 * schema. Success swaps the form for "Check je inbox"; a taken address gets its message under the field
 * with the two ways forward; typed values always stay.
 */
export const SignUpForm = ({ initialRole }: SignUpFormProps) => {
  const { t, i18n } = useTranslation('accounts');
  const mutation = useSignUpMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [duplicateEmail, setDuplicateEmail] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<SignUpFormValues>({
    resolver: zodResolver(SignUpFormSchema),
    defaultValues: { name: '', email: '', password: '', role: initialRole, acceptTerms: false },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  // Stays true through the follow-up (session refetch, navigation), so the button cannot be pressed twice.
  const busy = form.formState.isSubmitting;
  const errorText = (field: SignUpField) =>
    fieldErrorText(t, i18n.resolvedLanguage, 'accounts:errors', field, errors[field]);
  const describedBy = (field: SignUpField, hint?: string) => (errors[field] ? `signup-${field}-error` : hint);

  const handleSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    setDuplicateEmail(false);
    try {
      const result = await mutation.mutateAsync({ ...values, acceptTerms: true });
      setSentTo(result.email || values.email);
    } catch (error) {
      if (isApiError(error) && error.code === 'email_already_registered') {
        setDuplicateEmail(true);
        form.setError('email', { type: 'server', message: apiErrorMessage(error, t) }, { shouldFocus: true });
        return;
      }
      const fields = isApiError(error) ? Object.entries(error.fields ?? {}) : [];
      const known = fields.filter(([field]) => isSignUpField(field));
      for (const [field, message] of known) {
        if (isSignUpField(field)) form.setError(field, { type: 'server', message }, { shouldFocus: true });
      }
      if (known.length === 0) setFormError(apiErrorMessage(error, t));
    }
  });

  if (sentTo !== null) {
    return (
      <CheckInboxPanel
        email={sentTo}
        onRestart={() => {
          form.setValue('email', '');
          setSentTo(null);
        }}
      />
    );
  }

  return (
    <form
      onSubmit={(e) => void handleSubmit(e)}
      noValidate
      aria-labelledby="signup-form-title"
      data-testid="signup-form"
      className="space-y-5"
    >
      <h2 id="signup-form-title" className="sr-only">
        {t('trial.formTitle')}
      </h2>
      <RoleRadioCards registration={form.register('role')} />
      <Field id="signup-name" label={t('fields.name')} error={errorText('name')}>
        <Input
          id="signup-name"
          autoComplete="name"
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy('name')}
          {...form.register('name')}
        />
      </Field>
      <div>
        <Field id="signup-email" label={t('fields.email')} error={errorText('email')}>
          <Input
            id="signup-email"
            type="email"
            autoComplete="email"
            inputMode="email"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={
              duplicateEmail ? 'signup-email-error signup-email-duplicate' : describedBy('email')
            }
            {...form.register('email', { onChange: () => setDuplicateEmail(false) })}
          />
        </Field>
        {duplicateEmail ? (
          <p
            id="signup-email-duplicate"
            data-testid="duplicate-email-help"
            className="mt-1.5 text-sm text-ink-soft"
          >
            <Trans
              t={t}
              i18nKey="trial.duplicateHelp"
              components={{
                login: <Link to="/inloggen" className={inlineLink} />,
                forgot: <Link to="/wachtwoord-vergeten" className={inlineLink} />,
              }}
            />
          </p>
        ) : null}
      </div>
      <Field
        id="signup-password"
        label={t('fields.password')}
        error={errorText('password')}
        hint={t('password.hint', { min: PASSWORD_MIN_LENGTH })}
      >
        <PasswordInput
          id="signup-password"
          autoComplete="new-password"
          showLabel={t('password.show')}
          hideLabel={t('password.hide')}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={describedBy('password', 'signup-password-hint')}
          {...form.register('password')}
        />
      </Field>
      <div className="flex flex-col gap-1.5">
        <div className="flex items-start gap-3">
          <input
            id="signup-terms"
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 cursor-pointer rounded accent-forest-700"
            aria-invalid={errors.acceptTerms ? true : undefined}
            aria-describedby={describedBy('acceptTerms')}
            {...form.register('acceptTerms')}
          />
          <label htmlFor="signup-terms" className="text-sm leading-relaxed text-ink-soft">
            <Trans
              t={t}
              i18nKey="trial.consent"
              components={{
                // New tab: following the link must not throw away what was typed here.
                terms: <Link to="/terms" target="_blank" rel="noopener" className={inlineLink} />,
                privacy: <Link to="/privacy" target="_blank" rel="noopener" className={inlineLink} />,
              }}
            />
          </label>
        </div>
        {errors.acceptTerms ? (
          <p id="signup-acceptTerms-error" role="alert" className="text-sm text-red-700">
            {errorText('acceptTerms')}
          </p>
        ) : null}
      </div>
      {formError ? <FormAlert testId="signup-error">{formError}</FormAlert> : null}
      <Button type="submit" size="lg" className="w-full" disabled={busy} data-testid="signup-submit">
        {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : <UserPlus aria-hidden />}
        {busy ? t('trial.submitting') : t('trial.submit')}
      </Button>
    </form>
  );
};
