import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ChangePasswordBody, PASSWORD_MIN_LENGTH } from '@core/schemas/accounts';
import { Button } from '@web/components/ui/Button';
import { Field } from '@web/components/ui/Field';
import { FormAlert } from '@web/components/ui/FormAlert';
import { PasswordInput } from '@web/components/ui/PasswordInput';
import { isApiError } from '@web/lib/api';
import { apiErrorCode, apiErrorMessage } from '@web/lib/apiErrors';
import { fieldErrorText } from '@web/lib/fieldErrorText';
import { notify } from '@web/lib/toast';
import { useChangePassword } from './queries';
import { SectionCard } from './SectionCard';

/** The contract's rules (core) plus the repeat field, which only the form knows. */
const PasswordFormSchema = z
  .object({
    currentPassword: z.string(),
    newPassword: z.string(),
    confirmPassword: z.string(),
    signOutOthers: z.boolean(),
  })
  .superRefine((values, ctx) => {
    const parsed = ChangePasswordBody.safeParse(values);
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    if (values.confirmPassword !== values.newPassword)
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: 'De wachtwoorden komen niet overeen.',
      });
  });
type PasswordFormValues = z.infer<typeof PasswordFormSchema>;
type PasswordField = keyof PasswordFormValues;

const EMPTY: PasswordFormValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
  signOutOthers: false,
};

const isField = (name: string): name is PasswordField => Object.hasOwn(EMPTY, name);

/** Wachtwoord wijzigen: current, new and repeated password; optionally sign out all other devices. */
export const PasswordChangeCard = () => {
  const { t, i18n } = useTranslation('security');
  const mutation = useChangePassword();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<PasswordFormValues>({
    resolver: zodResolver(PasswordFormSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const errorText = (field: PasswordField) =>
    fieldErrorText(t, i18n.resolvedLanguage, 'accounts:errors', field, errors[field]);
  const describedBy = (field: PasswordField) => (errors[field] ? `password-${field}-error` : undefined);
  const passwordLabels = { showLabel: t('password.show'), hideLabel: t('password.hide') };

  const handleSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { message } = await mutation.mutateAsync({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
        signOutOthers: values.signOutOthers,
      });
      notify.success(message, values.signOutOthers ? t('password.othersSignedOut') : undefined);
      form.reset(EMPTY);
    } catch (error) {
      if (apiErrorCode(error) === 'password_incorrect') {
        form.setError(
          'currentPassword',
          { type: 'server', message: apiErrorMessage(error, t) },
          { shouldFocus: true },
        );
        return;
      }
      const fields = isApiError(error) ? Object.entries(error.fields ?? {}) : [];
      for (const [name, message] of fields)
        if (isField(name)) form.setError(name, { type: 'server', message });
      if (fields.length === 0) setFormError(apiErrorMessage(error, t));
    }
  });

  return (
    <SectionCard
      id="password-section"
      icon={KeyRound}
      title={t('password.title')}
      description={t('password.description')}
    >
      <form onSubmit={(e) => void handleSubmit(e)} noValidate className="max-w-md space-y-4">
        {/* Lets password managers pair the new password with the account. */}
        <input type="text" autoComplete="username" hidden readOnly aria-hidden tabIndex={-1} />
        <Field
          id="password-currentPassword"
          label={t('password.current')}
          error={errorText('currentPassword')}
        >
          <PasswordInput
            id="password-currentPassword"
            autoComplete="current-password"
            aria-invalid={errors.currentPassword ? true : undefined}
            aria-describedby={describedBy('currentPassword')}
            {...passwordLabels}
            {...form.register('currentPassword')}
          />
        </Field>
        <Field
          id="password-newPassword"
          label={t('password.new')}
          error={errorText('newPassword')}
          hint={t('password.hint', { min: PASSWORD_MIN_LENGTH })}
        >
          <PasswordInput
            id="password-newPassword"
            autoComplete="new-password"
            aria-invalid={errors.newPassword ? true : undefined}
            aria-describedby={describedBy('newPassword') ?? 'password-newPassword-hint'}
            {...passwordLabels}
            {...form.register('newPassword')}
          />
        </Field>
        <Field
          id="password-confirmPassword"
          label={t('password.repeat')}
          error={errorText('confirmPassword')}
        >
          <PasswordInput
            id="password-confirmPassword"
            autoComplete="new-password"
            aria-invalid={errors.confirmPassword ? true : undefined}
            aria-describedby={describedBy('confirmPassword')}
            {...passwordLabels}
            {...form.register('confirmPassword')}
          />
        </Field>
        <div className="flex items-start gap-3">
          <input
            id="password-signOutOthers"
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 cursor-pointer rounded accent-forest-700"
            {...form.register('signOutOthers')}
          />
          <label htmlFor="password-signOutOthers" className="text-sm leading-relaxed text-ink-soft">
            {t('password.signOutOthers')}
          </label>
        </div>
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
          {isSubmitting ? t('password.submitting') : t('password.submit')}
        </Button>
      </form>
    </SectionCard>
  );
};
