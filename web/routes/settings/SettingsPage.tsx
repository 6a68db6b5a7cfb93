import { useTranslation } from 'react-i18next';
import { SettingsOverview, SettingsShell } from '@web/features/settings';

/**
 * /dashboard/instellingen: an overview of the personal tabs with a line about each (the user menu's
 * "Account" lands here), rather than jumping straight into the account tab.
 */
export const SettingsPage = () => {
  const { t } = useTranslation('settings');
  return (
    <SettingsShell title={t('overview.title')} description={t('overview.description')}>
      <SettingsOverview />
    </SettingsShell>
  );
};
