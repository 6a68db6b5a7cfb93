import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventFilterState } from '@core/domain/eventFilters';
import type { EventSearchItem, EventSearchQuery } from '../api';
import { EventResults } from './EventResults';
import { EventsMap } from './EventsMap';
import { MapBottomSheet } from './MapBottomSheet';
import type { useEventSearch } from '../queries';
import type { UpdateFilters } from './useEventFilters';

type MobileMapLayoutProps = {
  filters: EventFilterState;
  update: UpdateFilters;
  query: EventSearchQuery;
  search: ReturnType<typeof useEventSearch>;
  items: EventSearchItem[];
  total: number | null;
  waiting: boolean;
  onReset: (() => void) | undefined;
  /** Search field, filters button and toolbar above the map. */
  controls: ReactNode;
};

/**
 * Map view on phones (spec §2): a fixed header with the controls, the map below it, and the draggable
 * results sheet over the map; the page behind does not scroll meanwhile.
 */
export const MobileMapLayout = ({
  filters,
  update,
  query,
  search,
  items,
  total,
  waiting,
  onReset,
  controls,
}: MobileMapLayoutProps) => {
  const { t } = useTranslation('events');
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, []);
  return (
    <div
      className="fixed inset-x-0 top-16 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-[45] flex flex-col bg-canvas"
      data-testid="events-mobile-map"
    >
      <div className="flex shrink-0 flex-col gap-2 border-b border-line bg-canvas px-4 py-2">{controls}</div>
      <div ref={area} className="relative min-h-0 flex-1">
        <EventsMap
          filters={filters}
          update={update}
          query={query}
          items={items}
          className="absolute inset-0"
          sizeKey={String(filters.overlay)}
        />
        <MapBottomSheet
          height={filters.overlay}
          onHeightCommit={(overlay) => update((s) => ({ ...s, overlay }), { replace: true })}
          areaRef={area}
          header={
            <p className="text-center text-sm font-medium text-ink-soft">
              {total === null ? t('list.loading') : t('list.count', { count: total })}
            </p>
          }
        >
          {(scroller) =>
            scroller ? (
              <EventResults
                search={search}
                layout="list"
                columns={1}
                desktopColumns={1}
                scroller={scroller}
                onReset={onReset}
                waiting={waiting}
              />
            ) : null
          }
        </MapBottomSheet>
      </div>
    </div>
  );
};
