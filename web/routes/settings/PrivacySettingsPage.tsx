import { useTranslation } from 'react-i18next';
import {
  DataExportCard,
  DeleteAccountCard,
  ProfileVisibilityCard,
  SettingsLoadState,
  SettingsShell,
  useAccountSettings,
} from '@web/features/settings';

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
