import { useTranslation } from 'react-i18next';
import { AdminHeading } from '@web/features/admin';
import { AdminDashboardView } from '@web/features/insights';

/** /admin (issue 16): the community at a glance, each figure linking to its screen. */
export const AdminDashboardPage = () => {
  const { t } = useTranslation('insights');
  return (
    <div data-testid="admin-dashboard-page">
      <AdminHeading title={t('dashboard.title')} description={t('dashboard.intro')} />
      <AdminDashboardView />
    </div>
  );
};
