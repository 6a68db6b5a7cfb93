import { Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { BOOKING_STATUSES, type BookingStatus } from '@core/domain/bookings';
import { Button } from '@web/components/ui/Button';
import { ErrorPanel } from '@web/components/ui/ErrorPanel';
import { Pagination } from '@web/components/ui/Pagination';
import { Skeleton } from '@web/components/ui/Skeleton';
import { StatePanel } from '@web/components/ui/StatePanel';
import { cn } from '@web/lib/cn';
import { pageParam } from '@web/lib/pageParam';
import { BookingCard } from './BookingCard';
import { useVenueBookings } from './queries';

const isStatus = (value: string | null): value is BookingStatus =>
  value !== null && (BOOKING_STATUSES as readonly string[]).includes(value);

/**
 * /dashboard/venue/bookings: a venue's requests by status (tabs in the URL, 'Aangevraagd' first), newest
 * first, ten a page, each card with accept/decline/cancel behind a confirmation.
 */
export const VenueBookingsList = ({ venueId }: { venueId: string }) => {
  const { t } = useTranslation('bookings');
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = raw === 'alle' ? undefined : isStatus(raw) ? raw : 'requested';
  const page = pageParam(params);
  const query = useVenueBookings(venueId, status, page);
  const setFilter = (next: Record<string, string | null>) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      for (const [k, v] of Object.entries(next)) {
        if (v === null) p.delete(k);
        else p.set(k, v);
      }
      return p;
    });

  const counts = query.data?.counts;
  const tabs: { key: string; label: string; count: number | undefined; active: boolean }[] = [
    ...BOOKING_STATUSES.map((s) => ({
      key: s,
      label: t(`status.${s}`),
      count: counts?.[s],
      active: status === s,
    })),
    {
      key: 'alle',
      label: t('tabs.all'),
      count: counts ? Object.values(counts).reduce((a, b) => a + b, 0) : undefined,
      active: status === undefined,
    },
  ];

  return (
    <div>
      <div role="tablist" aria-label={t('tabs.label')} className="mb-4 flex gap-2 overflow-x-auto pb-1">
        {tabs.map((tab) => (
          <button
            key={tab.key}
            type="button"
            role="tab"
            aria-selected={tab.active}
            onClick={() => setFilter({ status: tab.key, page: null })}
            className={cn(
              'inline-flex h-10 shrink-0 items-center gap-2 rounded-full border px-4 text-sm font-medium transition-colors',
              tab.active
                ? 'border-forest-700 bg-forest-700 text-white'
                : 'border-line bg-white text-ink hover:border-forest-300',
            )}
          >
            {tab.label}
            {tab.count !== undefined ? (
              <span className={cn('rounded-full px-2 text-xs', tab.active ? 'bg-white/20' : 'bg-sand-100')}>
                {tab.count}
              </span>
            ) : null}
          </button>
        ))}
      </div>
      {query.isPending ? (
        <div className="space-y-3" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-40 w-full" />
          ))}
        </div>
      ) : query.isError ? (
        <ErrorPanel
          title={t('load.error')}
          description={t('load.errorText')}
          retryLabel={t('load.retry')}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.items.length === 0 ? (
        <StatePanel
          icon={Inbox}
          testId="bookings-empty"
          title={
            query.data.counts && Object.values(query.data.counts).some((n) => n > 0)
              ? t('list.emptyStatus')
              : t('list.empty')
          }
          description={t('list.emptyText')}
          action={
            <Button asChild variant="secondary">
              <Link to={`/dashboard/venue/beschikbaarheid?locatie=${venueId}`}>{t('list.emptyAction')}</Link>
            </Button>
          }
        />
      ) : (
        <>
          <ul className="space-y-3">
            {query.data.items.map((b) => (
              <BookingCard key={b.id} booking={b} />
            ))}
          </ul>
          <Pagination
            page={query.data.page}
            pageSize={query.data.pageSize}
            total={query.data.total}
            hideSinglePage
            onPage={(p) => setFilter({ page: String(p) })}
            summary={(pages) => t('list.summary', { page: query.data.page, pages, count: query.data.total })}
          />
        </>
      )}
    </div>
  );
};
