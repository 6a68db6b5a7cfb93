import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Trash2, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DELETE_CONFIRM_WORD, DeleteAccountBody } from '@core/schemas/settings';
import { Button } from '@web/components/ui/Button';
import { Dialog } from '@web/components/ui/Dialog';
import { Field } from '@web/components/ui/Field';
import { FormAlert } from '@web/components/ui/FormAlert';
import { Input } from '@web/components/ui/Input';
import { PasswordInput } from '@web/components/ui/PasswordInput';
import { fieldErrorText } from '@web/lib/fieldErrorText';
import { SettingsSection } from './SettingsSection';
import { passwordConfirmedFormError } from './settingsErrors';
import { useDeleteAccount } from './useDeleteAccount';

/** The contract plus the confirmation word, checked here so a typo never reaches the server. */
const DeleteFormSchema = DeleteAccountBody.extend({
  confirm: z.string().refine((v) => v.trim() === DELETE_CONFIRM_WORD, {
    message: `Typ ${DELETE_CONFIRM_WORD} om te bevestigen.`,
  }),
});
type DeleteFormValues = z.infer<typeof DeleteFormSchema>;
const FIELDS = ['password', 'confirm'] as const;
const EMPTY: DeleteFormValues = { password: '', confirm: '' };

/** Danger zone: delete the account after the password and the word VERWIJDER, in a dialog. */
export const DeleteAccountCard = () => {
  const { t, i18n } = useTranslation('settings');
  const [open, setOpen] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const mutation = useDeleteAccount();
  const form = useForm<DeleteFormValues>({
    resolver: zodResolver(DeleteFormSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const errorText = (field: (typeof FIELDS)[number]) =>
    fieldErrorText(t, i18n.resolvedLanguage, 'settings:errors', field, errors[field]);

  const handleOpenChange = (next: boolean) => {
    if (isSubmitting) return;
    setOpen(next);
    if (!next) {
      form.reset(EMPTY);
      setFormError(null);
    }
  };

  const handleSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await mutation.mutateAsync(values);
    } catch (error) {
      setFormError(passwordConfirmedFormError(form, error, FIELDS, t));
    }
  });

  return (
    <SettingsSection
      id="privacy-delete"
      icon={TriangleAlert}
      tone="danger"
      title={t('privacy.delete.title')}
      description={t('privacy.delete.description')}
    >
      <Button variant="accent" onClick={() => setOpen(true)} data-testid="delete-account-open">
        <Trash2 aria-hidden />
        {t('privacy.delete.open')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={handleOpenChange}
        title={t('privacy.delete.dialogTitle')}
        description={t('privacy.delete.dialogDescription')}
        closeLabel={t('common.close')}
      >
        <form
          onSubmit={(e) => void handleSubmit(e)}
          noValidate
          className="space-y-4"
          data-testid="delete-account-form"
        >
          <Field id="delete-password" label={t('common.password')} error={errorText('password')}>
            <PasswordInput
              id="delete-password"
              autoComplete="current-password"
              showLabel={t('common.showPassword')}
              hideLabel={t('common.hidePassword')}
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={errors.password ? 'delete-password-error' : undefined}
              {...form.register('password')}
            />
          </Field>
          <Field
            id="delete-confirm"
            label={t('privacy.delete.confirmLabel', { word: DELETE_CONFIRM_WORD })}
            error={errorText('confirm')}
          >
            <Input
              id="delete-confirm"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              aria-invalid={errors.confirm ? true : undefined}
              aria-describedby={errors.confirm ? 'delete-confirm-error' : undefined}
              {...form.register('confirm')}
            />
          </Field>
          {formError ? <FormAlert>{formError}</FormAlert> : null}
          <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" disabled={isSubmitting} onClick={() => handleOpenChange(false)}>
              {t('common.cancel')}
            </Button>
            <Button
              type="submit"
              variant="accent"
              disabled={isSubmitting}
              data-testid="delete-account-submit"
            >
              {isSubmitting ? <LoaderCircle aria-hidden className="animate-spin" /> : <Trash2 aria-hidden />}
              {isSubmitting ? t('privacy.delete.submitting') : t('privacy.delete.submit')}
            </Button>
          </div>
        </form>
      </Dialog>
    </SettingsSection>
  );
};
