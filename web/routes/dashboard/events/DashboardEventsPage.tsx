import { CalendarPlus, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '@web/components/ui/Button';
import { Pagination } from '@web/components/ui/Pagination';
import { Skeleton } from '@web/components/ui/Skeleton';
import { StatePanel } from '@web/components/ui/StatePanel';
import { useListParams } from '@web/features/admin';
import {
  CREATE_EVENT_PATH,
  DashboardEventList,
  DashboardEventSearch,
  DashboardEventsEmpty,
  dashboardTabForPath,
  DashboardTabs,
  EventAdminHeading,
  PlanAllowance,
  StatusActionDialog,
  useDashboardEvents,
  useStatusActionFlow,
} from '@web/features/events';
import { apiErrorMessage } from '@web/lib/apiErrors';

const LIST_KEYS = ['q'] as const;

/**
 * /dashboard/evenementen and its tabs (aankomend, gepubliceerd, concepten, geannuleerd, verlopen,
 * prullenbak): the organiser's events with counts per tab, search, status actions and pages.
 */
export const DashboardEventsPage = () => {
  const { t } = useTranslation('eventAdmin');
  const { pathname } = useLocation();
  const tab = dashboardTabForPath(pathname);
  const { values, page, setFilters, setPage } = useListParams(LIST_KEYS);
  const query = useDashboardEvents({ tab, q: values.q, page });
  const flow = useStatusActionFlow();

  return (
    <div data-testid="dashboard-events-page">
      <EventAdminHeading
        title={t(`tabs.title.${tab}`)}
        description={t(`tabs.description.${tab}`)}
        actions={
          <Button asChild>
            <Link to={CREATE_EVENT_PATH} data-testid="new-event-button">
              <CalendarPlus aria-hidden />
              {t('newEvent')}
            </Link>
          </Button>
        }
      />
      <DashboardTabs active={tab} counts={query.data?.counts} search={values.q} />
      <DashboardEventSearch key={values.q} value={values.q} onSearch={(q) => setFilters({ q })} />
      {query.data ? <PlanAllowance plan={query.data.plan} /> : null}
      {query.isPending ? (
        <div className="space-y-2" role="status" aria-busy aria-label={t('list.loading')}>
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-24" />
          ))}
        </div>
      ) : query.isError ? (
        <StatePanel
          tone="error"
          icon={TriangleAlert}
          testId="dashboard-events-error"
          title={t('list.errorTitle')}
          description={t('list.error', { message: apiErrorMessage(query.error, t) })}
          action={
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {t('list.retry')}
            </Button>
          }
        />
      ) : query.data.items.length === 0 ? (
        <DashboardEventsEmpty tab={tab} search={values.q} />
      ) : (
        <div className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          <DashboardEventList events={query.data.items} flow={flow} />
          <Pagination
            page={query.data.page}
            pageSize={query.data.pageSize}
            total={query.data.total}
            onPage={setPage}
            summary={(pages) =>
              t('pagination.status', { page: query.data.page, pages, count: query.data.total })
            }
            hideSinglePage
          />
        </div>
      )}
      <StatusActionDialog flow={flow} />
    </div>
  );
};
