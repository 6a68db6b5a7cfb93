import { CalendarSearch, CloudOff, LoaderCircle, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/Button';
import { StatePanel } from '@web/components/ui/StatePanel';
import { cn } from '@web/lib/cn';
import { EventCard, type EventCardLayout } from '../EventCard';
import { EventCardSkeleton } from './EventCardSkeleton';
import type { useEventSearch } from '../queries';
import { ROW_ESTIMATE, VirtualEventRows } from './VirtualEventRows';

/** Spec §9: the first 10 cards load their images with priority. */
export const PRIORITY_IMAGES = 10;

type EventResultsProps = {
  search: ReturnType<typeof useEventSearch>;
  layout: EventCardLayout;
  columns: number;
  /** Shows 'Reset filters' in the empty state. */
  onReset?: (() => void) | undefined;
  scroller?: HTMLElement | null;
  /** The search waits for the location's coordinates. */
  waiting?: boolean;
};

/** The result list with its loading, empty, error and end states. */
export const EventResults = ({
  search,
  layout,
  columns,
  onReset,
  scroller,
  waiting = false,
}: EventResultsProps) => {
  const { t } = useTranslation('events');
  const items = search.data?.pages.flatMap((p) => p.items) ?? [];
  const compact = scroller !== undefined;

  if ((search.isPending && !search.data) || waiting) {
    return (
      <div
        aria-busy="true"
        aria-label={t('list.loading')}
        className={cn('grid gap-6', !compact && 'sm:grid-cols-2 lg:grid-cols-3')}
      >
        {Array.from({ length: compact ? 2 : 6 }, (_, i) => (
          <EventCardSkeleton key={i} />
        ))}
      </div>
    );
  }

  if (search.isError && !search.data) {
    return (
      <StatePanel
        icon={CloudOff}
        tone="error"
        testId="events-error"
        title={t('list.error')}
        description={t('list.errorText')}
        action={
          <Button onClick={() => void search.refetch()}>
            <RotateCcw aria-hidden />
            {t('list.retry')}
          </Button>
        }
      />
    );
  }

  if (items.length === 0) {
    return (
      <StatePanel
        icon={CalendarSearch}
        testId="events-empty"
        title={t('list.empty')}
        description={t('list.emptyText')}
        action={
          onReset ? (
            <Button variant="secondary" onClick={onReset} data-testid="events-empty-reset">
              <RotateCcw aria-hidden />
              {t('filters.reset')}
            </Button>
          ) : null
        }
      />
    );
  }

  return (
    <div>
      <VirtualEventRows
        items={items}
        columns={columns}
        estimate={ROW_ESTIMATE[layout]}
        scroller={scroller}
        hasNextPage={search.hasNextPage && !search.isFetchNextPageError}
        isFetchingNextPage={search.isFetchingNextPage}
        fetchNextPage={() => void search.fetchNextPage()}
        renderItem={(event, index) => (
          <EventCard event={event} layout={layout} priority={index < PRIORITY_IMAGES} />
        )}
      />
      <div className="mt-8 flex min-h-10 flex-col items-center gap-3 text-sm text-ink-muted">
        {search.isFetchNextPageError ? (
          <>
            <p className="text-clay-700">{t('list.error')}</p>
            <Button variant="secondary" size="sm" onClick={() => void search.fetchNextPage()}>
              <RotateCcw aria-hidden />
              {t('list.retry')}
            </Button>
          </>
        ) : search.hasNextPage ? (
          <p className="inline-flex items-center gap-2" aria-live="polite">
            <LoaderCircle aria-hidden className={cn('size-4', search.isFetchingNextPage && 'animate-spin')} />
            {t('list.loadingMore')}
          </p>
        ) : (
          <p data-testid="events-all-loaded">{t('list.allLoaded', { count: items.length })}</p>
        )}
      </div>
    </div>
  );
};
