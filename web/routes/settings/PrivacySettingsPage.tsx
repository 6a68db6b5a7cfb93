import { useTranslation } from 'react-i18next';
import { DataExportCard } from '@web/features/settings/DataExportCard';
import { DeleteAccountCard } from '@web/features/settings/DeleteAccountCard';
import { ProfileVisibilityCard } from '@web/features/settings/ProfileVisibilityCard';
import { useAccountSettings } from '@web/features/settings/queries';
import { SettingsLoadState } from '@web/features/settings/SettingsLoadState';
import { SettingsShell } from '@web/features/settings/SettingsShell';

/** /dashboard/instellingen/privacy: profile visibility, data download and account deletion. */
export const PrivacySettingsPage = () => {
  const { t } = useTranslation('settings');
  const query = useAccountSettings();
  return (
    <SettingsShell title={t('privacy.title')} description={t('privacy.description')}>
      {query.data ? (
        <ProfileVisibilityCard account={query.data} />
      ) : (
        <SettingsLoadState error={query.error} onRetry={() => void query.refetch()} sections={1} />
      )}
      <DataExportCard />
      <DeleteAccountCard />
    </SettingsShell>
  );
};
