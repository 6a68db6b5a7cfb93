import { useTranslation } from 'react-i18next';
import { PageHeading } from '@web/components/ui/PageHeading';
import { OrganizationAnalyticsView } from '@web/features/analytics';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';

/** /dashboard/analytics: the organisation's figures over 7, 30 or 90 days (issue 12). */
export const AnalyticsPage = () => {
  const { t } = useTranslation('analytics');
  useDocumentTitle(t('organizationTitle'));
  return (
    <div data-testid="analytics-page">
      <PageHeading title={t('organizationTitle')} description={t('organizationDescription')} />
      <OrganizationAnalyticsView />
    </div>
  );
};
