import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Mail, MailCheck, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type AccountSettingsDto, EmailChangeBody } from '@core/schemas/settings';
import { Button } from '@web/components/ui/Button';
import { Field } from '@web/components/ui/Field';
import { FormAlert } from '@web/components/ui/FormAlert';
import { Input } from '@web/components/ui/Input';
import { PasswordInput } from '@web/components/ui/PasswordInput';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { fieldErrorText } from '@web/lib/fieldErrorText';
import { notify } from '@web/lib/toast';
import { useCancelEmailChange, useRequestEmailChange } from './queries';
import { SettingsSection } from './SettingsSection';
import { passwordConfirmedFormError } from './settingsErrors';

type EmailChangeCardProps = { account: AccountSettingsDto };

const FIELDS = ['newEmail', 'password'] as const;
const EMPTY: EmailChangeBody = { newEmail: '', password: '' };

/** Current address, a pending change (with withdraw), and the form that mails a link to the new address. */
export const EmailChangeCard = ({ account }: EmailChangeCardProps) => {
  const { t, i18n } = useTranslation('settings');
  const request = useRequestEmailChange();
  const cancel = useCancelEmailChange();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<EmailChangeBody>({
    resolver: zodResolver(EmailChangeBody),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const errorText = (field: (typeof FIELDS)[number]) =>
    fieldErrorText(t, i18n.resolvedLanguage, 'settings:errors', field, errors[field]);

  const handleSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { pendingEmail } = await request.mutateAsync(values);
      form.reset(EMPTY);
      notify.success(t('account.email.sent'), t('account.email.sentDetail', { email: pendingEmail }));
    } catch (error) {
      setFormError(passwordConfirmedFormError(form, error, FIELDS, t));
    }
  });

  const handleCancel = async () => {
    try {
      await cancel.mutateAsync();
      notify.success(t('account.email.cancelled'));
    } catch (error) {
      notify.error(apiErrorMessage(error, t));
    }
  };

  return (
    <SettingsSection
      id="account-email"
      icon={Mail}
      title={t('account.email.title')}
      description={t('account.email.description')}
    >
      <dl className="text-sm">
        <dt className="text-ink-muted">{t('account.email.current')}</dt>
        <dd className="mt-0.5 font-medium break-all text-ink" data-testid="account-current-email">
          {account.email}
        </dd>
      </dl>
      {account.pendingEmail ? (
        <div
          role="status"
          className="flex flex-col gap-3 rounded-xl border border-forest-200 bg-forest-50 px-4 py-3 text-sm sm:flex-row sm:items-center"
          data-testid="account-pending-email"
        >
          <MailCheck aria-hidden className="size-5 shrink-0 text-forest-700" />
          <div className="min-w-0 flex-1">
            <p className="font-medium break-all text-forest-900">
              {t('account.email.pending', { email: account.pendingEmail })}
            </p>
            <p className="text-ink-soft">{t('account.email.pendingHint')}</p>
          </div>
          <Button
            variant="secondary"
            size="sm"
            disabled={cancel.isPending}
            onClick={() => void handleCancel()}
          >
            <Undo2 aria-hidden />
            {t('account.email.cancelPending')}
          </Button>
        </div>
      ) : null}
      <form onSubmit={(e) => void handleSubmit(e)} noValidate className="max-w-md space-y-4">
        <Field id="email-newEmail" label={t('account.email.newEmail')} error={errorText('newEmail')}>
          <Input
            id="email-newEmail"
            type="email"
            inputMode="email"
            autoComplete="email"
            aria-invalid={errors.newEmail ? true : undefined}
            aria-describedby={errors.newEmail ? 'email-newEmail-error' : undefined}
            {...form.register('newEmail')}
          />
        </Field>
        <Field id="email-password" label={t('common.password')} error={errorText('password')}>
          <PasswordInput
            id="email-password"
            autoComplete="current-password"
            showLabel={t('common.showPassword')}
            hideLabel={t('common.hidePassword')}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? 'email-password-error' : undefined}
            {...form.register('password')}
          />
        </Field>
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
          {isSubmitting ? t('account.email.submitting') : t('account.email.submit')}
        </Button>
      </form>
    </SettingsSection>
  );
};
