import { useTranslation } from 'react-i18next';
import { DashboardServiceList } from '@web/features/services';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';

/** /dashboard/services: the professional's services (spec §2, §6 limit). */
export const DashboardServicesPage = () => {
  const { t } = useTranslation('services');
  useDocumentTitle(t('dashboard.title'));
  return (
    <div data-testid="dashboard-services-page">
      <header className="mb-6">
        <h1 className="text-3xl leading-tight font-medium sm:text-4xl">{t('dashboard.title')}</h1>
        <p className="mt-2 max-w-2xl text-ink-soft">{t('dashboard.description')}</p>
      </header>
      <DashboardServiceList />
    </div>
  );
};
