import { useTranslation } from 'react-i18next';
import { AdminHeading } from '@web/features/admin';
import { AdminAnalyticsView } from '@web/features/insights';

/** /admin/analytics (issue 16): growth and engagement over 30, 90 or 365 days, every series as CSV. */
export const AdminAnalyticsPage = () => {
  const { t } = useTranslation('insights');
  return (
    <div data-testid="admin-analytics-page">
      <AdminHeading title={t('analytics.title')} description={t('analytics.intro')} />
      <AdminAnalyticsView />
    </div>
  );
};
