import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '@web/components/ui/ErrorPanel';
import { Skeleton } from '@web/components/ui/Skeleton';
import { OverviewSectionView } from './OverviewSections';
import { useDashboardOverview } from './queries';

/** /dashboard/overzicht: the sections of the roles the user holds, in the order the server gives them. */
export const OverviewView = () => {
  const { t } = useTranslation('analytics');
  const query = useDashboardOverview();
  if (query.isPending)
    return (
      <div aria-busy className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="overview-loading">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-20" />
        ))}
      </div>
    );
  if (query.isError)
    return (
      <ErrorPanel
        title={t('overview.loadFailed')}
        description={t('loadFailedHint')}
        retryLabel={t('retry')}
        onRetry={() => void query.refetch()}
        testId="overview-error"
      />
    );
  return (
    <div className="space-y-8" data-testid="overview">
      {query.data.sections.map((section) => (
        <OverviewSectionView key={section.kind} section={section} />
      ))}
    </div>
  );
};
