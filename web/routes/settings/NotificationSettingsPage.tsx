import { useTranslation } from 'react-i18next';
import {
  NotificationPreferencesForm,
  SettingsLoadState,
  SettingsShell,
  useNotificationPreferences,
} from '@web/features/settings';

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
