import { CalendarSearch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ListEmpty, ListError, ListFooter } from '@web/features/directories';
import type { GridColumns } from '@core/domain/eventFilters';
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
  /** Cards per row on a desktop while the viewport is unknown (server render, hydration). */
  desktopColumns: 1 | GridColumns;
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
  desktopColumns,
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
        role="status"
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
    return <ListError testIdPrefix="events" error={search.error} onRetry={() => void search.refetch()} />;
  }

  if (items.length === 0) {
    return (
      <ListEmpty
        testIdPrefix="events"
        icon={CalendarSearch}
        title={t('list.empty')}
        text={t('list.emptyText')}
        resetLabel={t('filters.reset')}
        onReset={onReset}
      />
    );
  }

  return (
    <div>
      {/* Cards are h3 under the page's h1: a results heading keeps the outline in order (WCAG 1.3.1). */}
      <h2 className="sr-only">{t('common:a11y.results')}</h2>
      <VirtualEventRows
        items={items}
        columns={columns}
        desktopColumns={desktopColumns}
        estimate={ROW_ESTIMATE[layout]}
        scroller={scroller}
        hasNextPage={search.hasNextPage && !search.isFetchNextPageError}
        isFetchingNextPage={search.isFetchingNextPage}
        fetchNextPage={() => void search.fetchNextPage()}
        renderItem={(event, index) => (
          <EventCard event={event} layout={layout} priority={index < PRIORITY_IMAGES} />
        )}
      />
      <ListFooter ns="events" testIdPrefix="events" search={search} count={items.length} />
    </div>
  );
};
