import { useTranslation } from 'react-i18next';
import { PageHeading } from '@web/components/ui/PageHeading';
import { NotificationHistory } from '@web/features/notifications';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';

/** /dashboard/notificaties: the member's full notification history. */
export const NotificationsPage = () => {
  const { t } = useTranslation('notifications');
  useDocumentTitle(t('title'));
  return (
    <div data-testid="notifications-page">
      <PageHeading title={t('title')} description={t('description')} />
      <NotificationHistory />
    </div>
  );
};
