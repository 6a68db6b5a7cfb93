import { CalendarSearch, CloudOff, LoaderCircle, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MainEventType } from '@core/domain/categories';
import { Button } from '@web/components/ui/Button';
import { StatePanel } from '@web/components/ui/StatePanel';
import { EventCard } from './EventCard';
import { EventCardSkeleton } from './EventCardSkeleton';
import { useEventList } from './queries';

const PRIORITY_IMAGES = 10;

type EventListProps = { mainType: MainEventType | undefined };

/** Paged list of upcoming published events with loading, empty, error and 'Meer laden' states. */
export const EventList = ({ mainType }: EventListProps) => {
  const { t } = useTranslation('events');
  const query = useEventList({ mainType });
  const events = query.data?.pages.flatMap((p) => p.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;

  if (query.isPending) {
    return (
      <div
        aria-busy="true"
        aria-label={t('list.loading')}
        className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
      >
        {Array.from({ length: 6 }, (_, i) => (
          <EventCardSkeleton key={i} />
        ))}
      </div>
    );
  }

  if (query.isError) {
    return (
      <StatePanel
        icon={CloudOff}
        tone="error"
        testId="events-error"
        title={t('list.error')}
        description={t('list.errorText')}
        action={
          <Button onClick={() => void query.refetch()}>
            <RotateCcw aria-hidden />
            {t('list.retry')}
          </Button>
        }
      />
    );
  }

  if (events.length === 0) {
    return (
      <StatePanel
        icon={CalendarSearch}
        testId="events-empty"
        title={t('list.empty')}
        description={t('list.emptyText')}
        action={
          mainType ? (
            <Button asChild variant="secondary">
              <Link to="/events">{t('list.reset')}</Link>
            </Button>
          ) : null
        }
      />
    );
  }

  return (
    <div>
      <div className="mb-5 flex items-center justify-between gap-4">
        <p className="text-sm font-medium text-ink-soft" data-testid="events-count" aria-live="polite">
          {t('list.count', { count: total })}
        </p>
        {query.isFetching && !query.isFetchingNextPage ? (
          <p className="inline-flex items-center gap-1.5 text-sm text-ink-muted">
            <LoaderCircle aria-hidden className="size-4 animate-spin" />
            {t('list.refreshing')}
          </p>
        ) : null}
      </div>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {events.map((event, index) => (
          <li key={event.id}>
            <EventCard event={event} priority={index < PRIORITY_IMAGES} />
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-col items-center gap-3">
        {query.hasNextPage ? (
          <Button
            variant="secondary"
            size="lg"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
            data-testid="events-load-more"
          >
            {query.isFetchingNextPage ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
            {t('list.loadMore')}
          </Button>
        ) : (
          <p className="text-sm text-ink-muted">{t('list.allLoaded', { count: events.length })}</p>
        )}
        {query.isFetchNextPageError ? <p className="text-sm text-clay-700">{t('list.error')}</p> : null}
      </div>
    </div>
  );
};
