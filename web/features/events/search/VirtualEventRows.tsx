import {
  observeWindowOffset,
  useVirtualizer,
  useWindowVirtualizer,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { GridColumns } from '@core/domain/eventFilters';
import { cn } from '@web/lib/cn';
import { useHydrating } from '@web/lib/useHydrating';
import type { EventSearchItem } from '../api';
import { shouldLoadMore } from './infiniteScroll';

/** Spec §9 row estimates: 420 px in the grid, 200 px in the list. */
export const ROW_ESTIMATE = { grid: 420, list: 200 } as const;
const GAP_PX = 24;

type PagingProps = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => void };

/**
 * The grid's columns as CSS, for the render before the viewport is known (server, hydration): one on phones, two
 * on tablets, the chosen number on desktops, the same breakpoints as the columns the browser then computes
 * (web/routes/events/EventsPage.tsx). Literal class names, so Tailwind generates them.
 */
const RESPONSIVE_COLUMNS: Record<1 | GridColumns, string> = {
  1: 'grid-cols-1',
  2: 'grid-cols-1 sm:grid-cols-2',
  3: 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3',
  4: 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-4',
};

/**
 * How many cards the server renders, and the browser while it hydrates them: whole rows at every column count
 * (1–4) and enough to fill a tall first screen; half of the API's first page, so a visitor without JavaScript sees
 * the first twelve (a trade against hydration work on phones).
 */
export const FIRST_RENDER_CARDS = 12;

type VirtualEventRowsProps = PagingProps & {
  items: EventSearchItem[];
  /** Cards per row, as the browser measured the viewport. */
  columns: number;
  /** Cards per row on a desktop while the viewport is unknown (server render, hydration). */
  desktopColumns: 1 | GridColumns;
  estimate: number;
  renderItem: (item: EventSearchItem, index: number) => ReactNode;
  /** The scrolling box (mobile map sheet); the window when omitted. */
  scroller?: HTMLElement | null;
};

const chunk = <T,>(items: T[], size: number): T[][] => {
  const rows: T[][] = [];
  for (let i = 0; i < items.length; i += size) rows.push(items.slice(i, i + size));
  return rows;
};

type RowsBodyProps = {
  virtualizer: Virtualizer<Window, HTMLDivElement> | Virtualizer<HTMLElement, HTMLDivElement>;
  items: EventSearchItem[];
  rows: EventSearchItem[][];
  columns: number;
  desktopColumns: 1 | GridColumns;
  renderItem: VirtualEventRowsProps['renderItem'];
  listRef?: RefObject<HTMLDivElement | null>;
};

/**
 * The cards, in rows placed by the virtualizer. While the server's HTML hydrates (and in that HTML) the first cards
 * form one plain grid whose columns CSS chooses by viewport instead: the server cannot know the viewport, so a
 * column count of its own would make the desktop page jump after hydration; and the rows' heights are only
 * estimates there, so absolutely placed rows would overlap and a visitor without JavaScript would click the card
 * on top.
 */
const RowsBody = ({
  virtualizer,
  items,
  rows,
  columns,
  desktopColumns,
  renderItem,
  listRef,
}: RowsBodyProps) => {
  if (useHydrating()) {
    return (
      <div
        ref={listRef}
        role="list"
        className={cn('grid gap-6', RESPONSIVE_COLUMNS[desktopColumns])}
        data-testid="events-results"
      >
        {items.slice(0, FIRST_RENDER_CARDS).map((item, index) => (
          <div role="listitem" key={item.id} className="min-w-0">
            {renderItem(item, index)}
          </div>
        ))}
      </div>
    );
  }
  return (
    <div
      ref={listRef}
      role="list"
      style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
      data-testid="events-results"
    >
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={row.key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          className="absolute inset-x-0 top-0 grid gap-6"
          style={{
            transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
          }}
        >
          {(rows[row.index] ?? []).map((item, i) => (
            <div role="listitem" key={item.id} className="min-w-0">
              {renderItem(item, row.index * columns + i)}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
};

/** Calls `fetchNextPage` when under 200 px of the list remain below the visible area. */
const useLoadMore = (
  remaining: () => number | null,
  target: Window | HTMLElement | null | undefined,
  paging: PagingProps,
  itemCount: number,
) => {
  const latest = useRef({ remaining, paging });
  useEffect(() => {
    latest.current = { remaining, paging };
  });
  useEffect(() => {
    if (!target) return;
    const check = () => {
      const px = latest.current.remaining();
      const p = latest.current.paging;
      if (
        px !== null &&
        shouldLoadMore({ remainingPx: px, hasNextPage: p.hasNextPage, isFetching: p.isFetchingNextPage })
      )
        p.fetchNextPage();
    };
    // A short first page may not fill the screen: check after each render of new items too.
    const frame = requestAnimationFrame(check);
    target.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      cancelAnimationFrame(frame);
      target.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [target, itemCount, paging.isFetchingNextPage, paging.hasNextPage]);
};

/** The viewport assumed before the window is measured (server render, hydration). */
const FIRST_RENDER_RECT = { width: 1280, height: 1600 };

/**
 * The window's scroll position for the virtualizer, read at once as well as on every scroll: the hydrating render
 * assumes the page top like the server did (a visitor may have scrolled the server's page before the app started,
 * and rows for that position would not match the server's HTML), so the rows move to the real position right
 * after, not at the visitor's next scroll.
 */
const observeWindowOffsetNow: typeof observeWindowOffset = (instance, cb) => {
  const stop = observeWindowOffset(instance, cb);
  if (window.scrollY !== instance.scrollOffset) cb(window.scrollY, false);
  return stop;
};

const WindowRows = ({
  items,
  columns,
  desktopColumns,
  estimate,
  renderItem,
  ...paging
}: VirtualEventRowsProps) => {
  const hydrating = useHydrating();
  const listRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    // The list's distance from the page top moves when the filters or header above it change height.
    const measure = () => setOffset(list.getBoundingClientRect().top + window.scrollY);
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  const rows = chunk(items, columns);
  const virtualizer = useWindowVirtualizer<HTMLDivElement>({
    count: rows.length,
    estimateSize: () => estimate,
    overscan: 2,
    gap: GAP_PX,
    scrollMargin: offset,
    // The server has no window to measure: it renders the rows of a tall first screen, and the browser's
    // hydrating render (before it measures) the same ones, so the list is in the HTML without JavaScript.
    initialRect: FIRST_RENDER_RECT,
    initialOffset: hydrating ? 0 : () => window.scrollY,
    observeElementOffset: observeWindowOffsetNow,
  });
  useLoadMore(
    () => (listRef.current ? listRef.current.getBoundingClientRect().bottom - window.innerHeight : null),
    typeof window === 'undefined' ? null : window,
    paging,
    items.length,
  );
  return (
    <RowsBody
      virtualizer={virtualizer}
      items={items}
      rows={rows}
      columns={columns}
      desktopColumns={desktopColumns}
      renderItem={renderItem}
      listRef={listRef}
    />
  );
};

const ScrollerRows = ({
  items,
  columns,
  desktopColumns,
  estimate,
  renderItem,
  scroller,
  ...paging
}: VirtualEventRowsProps) => {
  const rows = chunk(items, columns);
  const virtualizer = useVirtualizer<HTMLElement, HTMLDivElement>({
    count: rows.length,
    getScrollElement: () => scroller ?? null,
    estimateSize: () => estimate,
    overscan: 2,
    gap: 16,
  });
  useLoadMore(
    () => (scroller ? scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight : null),
    scroller,
    paging,
    items.length,
  );
  return (
    <RowsBody
      virtualizer={virtualizer}
      items={items}
      rows={rows}
      columns={columns}
      desktopColumns={desktopColumns}
      renderItem={renderItem}
    />
  );
};

/** Virtualised rows of event cards with infinite scroll (spec §4/§9), in the window or in a scroll box. */
export const VirtualEventRows = (props: VirtualEventRowsProps) =>
  props.scroller === undefined ? <WindowRows {...props} /> : <ScrollerRows {...props} />;
