import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AccountSettingsDto } from '@core/schemas/settings';
import { Badge } from '@web/components/ui/Badge';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { notify } from '@web/lib/toast';
import { useUpdatePrivacy } from './queries';
import { SettingSwitch } from './SettingSwitch';
import { SettingsSection } from './SettingsSection';

type ProfileVisibilityCardProps = { account: AccountSettingsDto };

/** Public or hidden member profile; saved the moment the switch flips. */
export const ProfileVisibilityCard = ({ account }: ProfileVisibilityCardProps) => {
  const { t } = useTranslation('settings');
  const mutation = useUpdatePrivacy();
  // Show the requested state while saving; on failure the cached value (unchanged) comes back.
  const isPublic = mutation.isPending ? (mutation.variables ?? account.isPublic) : account.isPublic;

  const handleChange = async (next: boolean) => {
    try {
      await mutation.mutateAsync(next);
      notify.success(next ? t('privacy.visibility.public') : t('privacy.visibility.hidden'));
    } catch (error) {
      notify.error(apiErrorMessage(error, t));
    }
  };

  return (
    <SettingsSection
      id="privacy-visibility"
      icon={Eye}
      title={t('privacy.visibility.title')}
      description={t('privacy.visibility.description')}
    >
      <div className="flex items-center gap-4 rounded-xl border border-line bg-sand-50/60 px-4 py-3">
        <p id="privacy-visibility-label" className="flex-1 text-sm font-medium text-ink">
          {t('privacy.visibility.label')}
        </p>
        <Badge tone={isPublic ? 'forest' : 'neutral'} className="hidden sm:inline-flex">
          {isPublic ? t('privacy.visibility.statePublic') : t('privacy.visibility.stateHidden')}
        </Badge>
        <SettingSwitch
          id="privacy-visibility-switch"
          checked={isPublic}
          labelledBy="privacy-visibility-label"
          disabled={mutation.isPending}
          onCheckedChange={(next) => void handleChange(next)}
        />
      </div>
    </SettingsSection>
  );
};
