import { useTranslation } from 'react-i18next';
import { PageHeading } from '@web/components/ui/PageHeading';
import { OverviewView } from '@web/features/analytics';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';

/** /dashboard/overzicht: the signed-in user's home, one section per role (issue 12). */
export const OverviewPage = () => {
  const { t } = useTranslation('analytics');
  useDocumentTitle(t('overview.title'));
  return (
    <div data-testid="overview-page">
      <PageHeading title={t('overview.title')} description={t('overview.description')} />
      <OverviewView />
    </div>
  );
};
