import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/Button';
import { ErrorPanel } from '@web/components/ui/ErrorPanel';
import { PageHeading } from '@web/components/ui/PageHeading';
import { Skeleton } from '@web/components/ui/Skeleton';
import { StatePanel } from '@web/components/ui/StatePanel';
import {
  AvailabilityOverview,
  ExceptionsPanel,
  IncomingRequests,
  WeeklyHoursEditor,
  useAvailability,
} from '@web/features/appointments';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';

/**
 * /dashboard/availability (professional, professional_premium, admin): incoming requests first (what needs an
 * answer), the week/month overview, the weekly hours and the exceptions.
 */
export const AvailabilityPage = () => {
  const { t } = useTranslation('appointments');
  useDocumentTitle(t('page.title'));
  const query = useAvailability();

  const body = (() => {
    if (query.isPending)
      return (
        <div className="space-y-4" aria-busy="true">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      );
    if (query.isError)
      return (
        <ErrorPanel
          title={t('page.loadError')}
          description={apiErrorMessage(query.error, t)}
          retryLabel={t('retry')}
          onRetry={() => void query.refetch()}
        />
      );
    if (!query.data.professional)
      return (
        <StatePanel
          icon={UserRound}
          testId="availability-no-profile"
          title={t('page.noProfileTitle')}
          description={t('page.noProfileText')}
          action={
            <Button asChild>
              <Link to="/dashboard/professional/profiel">{t('page.noProfileAction')}</Link>
            </Button>
          }
        />
      );
    return (
      <div className="space-y-6">
        <IncomingRequests />
        <AvailabilityOverview />
        <WeeklyHoursEditor key={JSON.stringify(query.data.ranges)} ranges={query.data.ranges} />
        <ExceptionsPanel />
      </div>
    );
  })();

  return (
    <div data-testid="availability-page">
      <PageHeading title={t('page.title')} description={t('page.description')} />
      {body}
    </div>
  );
};
