import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { SIGN_UPS_MESSAGE_MAX, SignUps, type SiteSettings } from '@core/schemas/siteSettings';
import { Field } from '@web/components/ui/Field';
import { Switch } from '@web/components/ui/Switch';
import { Textarea } from '@web/components/ui/Textarea';
import { SettingsGroupCard } from './SettingsGroupCard';
import { useSettingsGroupForm } from './useSettingsGroupForm';

const schema = z.object({ signUps: SignUps });

type SignUpsSettingsFormProps = { settings: SiteSettings };

/** Open or close the free-trial sign-up, with the text visitors see while it is closed. */
export const SignUpsSettingsForm = ({ settings }: SignUpsSettingsFormProps) => {
  const { t } = useTranslation('siteSettings');
  const { form, formError, saving, handleSubmit } = useSettingsGroupForm(schema, {
    signUps: settings.signUps,
  });
  const errors = form.formState.errors.signUps;
  return (
    <SettingsGroupCard
      id="sign-ups"
      title={t('signUps.title')}
      description={t('signUps.description')}
      formError={formError}
      saving={saving}
      dirty={form.formState.isDirty}
      onSubmit={(e) => void handleSubmit(e)}
    >
      <Switch
        id="setting-sign-ups-open"
        label={t('signUps.open')}
        hint={t('signUps.openHint')}
        {...form.register('signUps.open')}
      />
      <Field
        id="setting-sign-ups-message"
        label={t('signUps.message')}
        error={errors?.message?.message}
        hint={t('signUps.messageHint')}
      >
        <Textarea
          id="setting-sign-ups-message"
          rows={2}
          maxLength={SIGN_UPS_MESSAGE_MAX}
          aria-invalid={errors?.message ? true : undefined}
          aria-describedby={
            errors?.message ? 'setting-sign-ups-message-error' : 'setting-sign-ups-message-hint'
          }
          {...form.register('signUps.message')}
        />
      </Field>
    </SettingsGroupCard>
  );
};
