import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { RADIUS_OPTIONS } from '@core/domain/eventFilters';
import { ContactEmail, DefaultRadiusKm, SiteName, type SiteSettings } from '@core/schemas/siteSettings';
import { Field } from '@web/components/ui/Field';
import { Input, fieldClassName } from '@web/components/ui/Input';
import { cn } from '@web/lib/cn';
import { SettingsGroupCard } from './SettingsGroupCard';
import { useSettingsGroupForm } from './useSettingsGroupForm';

const schema = z.object({ siteName: SiteName, contactEmail: ContactEmail, defaultRadiusKm: DefaultRadiusKm });

type GeneralSettingsFormProps = { settings: SiteSettings };

/** Site name, contact address and the events browser's default radius. */
export const GeneralSettingsForm = ({ settings }: GeneralSettingsFormProps) => {
  const { t } = useTranslation('siteSettings');
  const { form, formError, saving, handleSubmit } = useSettingsGroupForm(schema, {
    siteName: settings.siteName,
    contactEmail: settings.contactEmail,
    defaultRadiusKm: settings.defaultRadiusKm,
  });
  const errors = form.formState.errors;
  return (
    <SettingsGroupCard
      id="general"
      title={t('general.title')}
      description={t('general.description')}
      formError={formError}
      saving={saving}
      dirty={form.formState.isDirty}
      onSubmit={(e) => void handleSubmit(e)}
    >
      <Field
        id="setting-site-name"
        label={t('general.siteName')}
        error={errors.siteName?.message}
        hint={t('general.siteNameHint')}
      >
        <Input
          id="setting-site-name"
          maxLength={60}
          aria-invalid={errors.siteName ? true : undefined}
          aria-describedby={errors.siteName ? 'setting-site-name-error' : 'setting-site-name-hint'}
          {...form.register('siteName')}
        />
      </Field>
      <Field
        id="setting-contact"
        label={t('general.contactEmail')}
        error={errors.contactEmail?.message}
        hint={t('general.contactEmailHint')}
      >
        <Input
          id="setting-contact"
          type="email"
          maxLength={254}
          aria-invalid={errors.contactEmail ? true : undefined}
          aria-describedby={errors.contactEmail ? 'setting-contact-error' : 'setting-contact-hint'}
          {...form.register('contactEmail')}
        />
      </Field>
      <Field
        id="setting-radius"
        label={t('general.radius')}
        error={errors.defaultRadiusKm?.message}
        hint={t('general.radiusHint')}
      >
        <select
          id="setting-radius"
          className={cn(fieldClassName, 'h-12 py-0')}
          aria-invalid={errors.defaultRadiusKm ? true : undefined}
          aria-describedby={errors.defaultRadiusKm ? 'setting-radius-error' : 'setting-radius-hint'}
          {...form.register('defaultRadiusKm', { valueAsNumber: true })}
        >
          {RADIUS_OPTIONS.map((km) => (
            <option key={km} value={km}>
              {t('general.km', { km })}
            </option>
          ))}
        </select>
      </Field>
    </SettingsGroupCard>
  );
};
