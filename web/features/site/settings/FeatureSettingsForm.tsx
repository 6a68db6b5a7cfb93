import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FEATURE_SWITCHES, Features, type SiteSettings } from '@core/schemas/siteSettings';
import { Switch } from '@web/components/ui/Switch';
import { SettingsGroupCard } from './SettingsGroupCard';
import { useSettingsGroupForm } from './useSettingsGroupForm';

const schema = z.object({ features: Features });

type FeatureSettingsFormProps = { settings: SiteSettings };

/** The feature switches (forum posting, direct messages): off refuses the writes on the server. */
export const FeatureSettingsForm = ({ settings }: FeatureSettingsFormProps) => {
  const { t } = useTranslation('siteSettings');
  const { form, formError, saving, handleSubmit } = useSettingsGroupForm(schema, {
    features: settings.features,
  });
  return (
    <SettingsGroupCard
      id="features"
      title={t('features.title')}
      description={t('features.description')}
      formError={formError}
      saving={saving}
      dirty={form.formState.isDirty}
      onSubmit={(e) => void handleSubmit(e)}
    >
      {FEATURE_SWITCHES.map((feature) => (
        <Switch
          key={feature}
          id={`setting-feature-${feature}`}
          label={t(`features.${feature}.label`)}
          hint={t(`features.${feature}.hint`)}
          {...form.register(`features.${feature}`)}
        />
      ))}
    </SettingsGroupCard>
  );
};
