import { Ticket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@web/components/ui/Button';
import { ErrorPanel } from '@web/components/ui/ErrorPanel';
import { PageHeading } from '@web/components/ui/PageHeading';
import { Pagination } from '@web/components/ui/Pagination';
import { SkeletonList } from '@web/components/ui/Skeleton';
import { StatePanel } from '@web/components/ui/StatePanel';
import { MyTicketList, useMyTickets } from '@web/features/tickets';
import { pageParam } from '@web/lib/pageParam';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';

/** /dashboard/tickets: the member's ticket orders, upcoming events first, each opening its tickets. */
export const MyTicketsPage = () => {
  const { t } = useTranslation('tickets');
  const [params, setParams] = useSearchParams();
  const page = pageParam(params);
  const query = useMyTickets(page);
  useDocumentTitle(t('mine.title'));

  return (
    <div data-testid="my-tickets-page">
      <PageHeading title={t('mine.title')} description={t('mine.description')} />
      {query.isPending ? (
        <SkeletonList rows={4} rowClassName="h-28 rounded-2xl" className="space-y-3" />
      ) : query.isError ? (
        <ErrorPanel
          title={t('mine.errorTitle')}
          description={t('mine.errorText')}
          retryLabel={t('purchase.retry')}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.items.length === 0 ? (
        <StatePanel
          icon={Ticket}
          title={t('mine.emptyTitle')}
          description={t('mine.emptyText')}
          testId="my-tickets-empty"
          action={
            <Button asChild>
              <Link to="/events">{t('mine.browse')}</Link>
            </Button>
          }
        />
      ) : (
        <>
          <MyTicketList items={query.data.items} />
          <Pagination
            page={page}
            pageSize={query.data.pageSize}
            total={query.data.total}
            hideSinglePage
            onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})}
            summary={(pages) => t('mine.pageOf', { page, pages, count: query.data.total })}
          />
        </>
      )}
    </div>
  );
};
