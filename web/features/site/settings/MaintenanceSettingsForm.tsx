import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  BANNER_LEVELS,
  BANNER_TEXT_MAX,
  MaintenanceBanner,
  type SiteSettings,
} from '@core/schemas/siteSettings';
import { Field, fieldControlProps } from '@web/components/ui/Field';
import { fieldClassName } from '@web/components/ui/Input';
import { Switch } from '@web/components/ui/Switch';
import { Textarea } from '@web/components/ui/Textarea';
import { cn } from '@web/lib/cn';
import { SettingsGroupCard } from './SettingsGroupCard';
import { useSettingsGroupForm } from './useSettingsGroupForm';

const schema = z.object({ maintenanceBanner: MaintenanceBanner });

type MaintenanceSettingsFormProps = { settings: SiteSettings };

/** The banner every visitor sees above every page while it is on. */
export const MaintenanceSettingsForm = ({ settings }: MaintenanceSettingsFormProps) => {
  const { t } = useTranslation('siteSettings');
  const { form, formError, saving, handleSubmit } = useSettingsGroupForm(schema, {
    maintenanceBanner: settings.maintenanceBanner,
  });
  const errors = form.formState.errors.maintenanceBanner;
  return (
    <SettingsGroupCard
      id="maintenance"
      title={t('maintenance.title')}
      description={t('maintenance.description')}
      formError={formError}
      saving={saving}
      dirty={form.formState.isDirty}
      onSubmit={(e) => void handleSubmit(e)}
    >
      <Switch
        id="setting-banner-on"
        label={t('maintenance.enabled')}
        {...form.register('maintenanceBanner.enabled')}
      />
      <Field
        id="setting-banner-text"
        label={t('maintenance.text')}
        error={errors?.text?.message}
        hint={t('maintenance.textHint', { max: BANNER_TEXT_MAX })}
      >
        <Textarea
          id="setting-banner-text"
          rows={3}
          maxLength={BANNER_TEXT_MAX}
          aria-invalid={errors?.text ? true : undefined}
          aria-describedby={errors?.text ? 'setting-banner-text-error' : 'setting-banner-text-hint'}
          {...form.register('maintenanceBanner.text')}
        />
      </Field>
      <Field id="setting-banner-level" label={t('maintenance.level')} error={errors?.level?.message}>
        <select
          {...fieldControlProps('setting-banner-level', errors?.level?.message)}
          className={cn(fieldClassName, 'h-12 py-0')}
          {...form.register('maintenanceBanner.level')}
        >
          {BANNER_LEVELS.map((level) => (
            <option key={level} value={level}>
              {t(`maintenance.levels.${level}`)}
            </option>
          ))}
        </select>
      </Field>
    </SettingsGroupCard>
  );
};
