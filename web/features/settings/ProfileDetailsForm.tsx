import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type AccountSettingsDto, AccountUpdateBody } from '@core/schemas/settings';
import { Button } from '@web/components/ui/Button';
import { Field } from '@web/components/ui/Field';
import { FormAlert } from '@web/components/ui/FormAlert';
import { Input } from '@web/components/ui/Input';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { fieldErrorText } from '@web/lib/fieldErrorText';
import { notify } from '@web/lib/toast';
import { useUpdateAccount } from './queries';
import { SettingsSection } from './SettingsSection';
import { applyServerFieldErrors } from './settingsErrors';

type ProfileDetailsFormProps = { account: AccountSettingsDto };

const FIELDS = ['fullName', 'username'] as const;

/** Full name and username; the header's name follows after saving. */
export const ProfileDetailsForm = ({ account }: ProfileDetailsFormProps) => {
  const { t, i18n } = useTranslation('settings');
  const mutation = useUpdateAccount();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<AccountUpdateBody>({
    resolver: zodResolver(AccountUpdateBody),
    defaultValues: { fullName: account.fullName, username: account.username ?? '' },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const errorText = (field: (typeof FIELDS)[number]) =>
    fieldErrorText(t, i18n.resolvedLanguage, 'settings:errors', field, errors[field]);

  const handleSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await mutation.mutateAsync(values);
      form.reset({ fullName: saved.fullName, username: saved.username ?? '' });
      notify.success(t('account.details.saved'));
    } catch (error) {
      if (!applyServerFieldErrors(form, error, FIELDS)) setFormError(apiErrorMessage(error, t));
      notify.error(apiErrorMessage(error, t));
    }
  });

  return (
    <SettingsSection
      id="account-details"
      icon={UserRound}
      title={t('account.details.title')}
      description={t('account.details.description')}
    >
      <form onSubmit={(e) => void handleSubmit(e)} noValidate className="max-w-md space-y-4">
        <Field id="account-fullName" label={t('account.details.fullName')} error={errorText('fullName')}>
          <Input
            id="account-fullName"
            autoComplete="name"
            aria-invalid={errors.fullName ? true : undefined}
            aria-describedby={errors.fullName ? 'account-fullName-error' : undefined}
            {...form.register('fullName')}
          />
        </Field>
        <Field
          id="account-username"
          label={t('account.details.username')}
          error={errorText('username')}
          hint={t('account.details.usernameHint')}
        >
          <Input
            id="account-username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            aria-invalid={errors.username ? true : undefined}
            aria-describedby={errors.username ? 'account-username-error' : 'account-username-hint'}
            {...form.register('username')}
          />
        </Field>
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto" data-testid="account-save">
          {isSubmitting ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
          {isSubmitting ? t('common.saving') : t('common.save')}
        </Button>
      </form>
    </SettingsSection>
  );
};
