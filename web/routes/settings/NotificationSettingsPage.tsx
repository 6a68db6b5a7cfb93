import { useTranslation } from 'react-i18next';
import { NotificationPreferencesForm } from '@web/features/settings/NotificationPreferencesForm';
import { useNotificationPreferences } from '@web/features/settings/queries';
import { SettingsLoadState } from '@web/features/settings/SettingsLoadState';
import { SettingsShell } from '@web/features/settings/SettingsShell';

/** /dashboard/instellingen/notificaties: e-mail on or off per notification type. */
export const NotificationSettingsPage = () => {
  const { t } = useTranslation('settings');
  const query = useNotificationPreferences();
  return (
    <SettingsShell title={t('notifications.title')} description={t('notifications.description')}>
      {query.data ? (
        <NotificationPreferencesForm preferences={query.data.preferences} />
      ) : (
        <SettingsLoadState error={query.error} onRetry={() => void query.refetch()} />
      )}
    </SettingsShell>
  );
};
