import { useTranslation } from 'react-i18next';
import { PageHeading } from '@web/components/ui/PageHeading';
import { DashboardServiceList } from '@web/features/services';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';

/** /dashboard/services: the professional's services (spec §2, §6 limit). */
export const DashboardServicesPage = () => {
  const { t } = useTranslation('services');
  useDocumentTitle(t('dashboard.title'));
  return (
    <div data-testid="dashboard-services-page">
      <PageHeading title={t('dashboard.title')} description={t('dashboard.description')} />
      <DashboardServiceList />
    </div>
  );
};
