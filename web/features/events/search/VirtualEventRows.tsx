import {
  defaultRangeExtractor,
  observeWindowOffset,
  useVirtualizer,
  useWindowVirtualizer,
  type Virtualizer,
} from '@tanstack/react-virtual';
import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
  type RefObject,
} from 'react';
import type { GridColumns } from '@core/domain/eventFilters';
import { cn } from '@web/lib/cn';
import { useHydrating } from '@web/lib/useHydrating';
import type { EventSearchItem } from '../api';
import { shouldLoadMore } from './infiniteScroll';

/** Spec §9 row estimates: 420 px in the grid, 200 px in the list. */
export const ROW_ESTIMATE = { grid: 420, list: 200 } as const;
const GAP_PX = 24;
/** The mobile map sheet's cards sit closer together. */
const SHEET_ROW_GAP_PX = 16;

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
 * How many cards the server renders as cards the browser hydrates: whole rows at every column count (1–4) and
 * enough to fill a tall first screen; half of the API's first page, as hydrating all of it is work a phone does
 * not need. The rest of the first page is in the server's HTML too, for visitors without JavaScript (RowsBody).
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

type RowsBodyProps = Pick<VirtualEventRowsProps, 'items' | 'columns' | 'desktopColumns' | 'renderItem'> & {
  virtualizer: Virtualizer<Window, HTMLDivElement> | Virtualizer<HTMLElement, HTMLDivElement>;
  /** Space between rows, as the virtualizer counts it. */
  rowGap: number;
  listRef?: RefObject<HTMLDivElement | null>;
};

const ListItem = ({ children, ...rest }: ComponentProps<'div'>) => (
  <div role="listitem" className="min-w-0" {...rest}>
    {children}
  </div>
);

/**
 * The cards as one flat CSS grid, each card a direct child keyed by its event, so a card stays the same element
 * from the server's HTML through hydration to the virtual rows (keyboard focus and images survive the switch).
 *
 * While the server's HTML hydrates (and in that HTML) the grid holds the first cards and CSS chooses its columns by
 * viewport: the server cannot know the viewport, so a column count of its own would make the desktop page jump
 * after hydration. The rest of the first page follows in a `<noscript>`, so a visitor without JavaScript sees all
 * of it (the browser with scripts ignores it, and React does not hydrate its content).
 *
 * After hydration the grid holds only the rows the virtualizer wants, in the measured number of columns, pushed
 * down by a top padding equal to the rows above them and kept at the list's full height. The first card of each
 * row is measured for the row: grid cells stretch to their row's height.
 */
const RowsBody = ({
  virtualizer,
  items,
  columns,
  desktopColumns,
  rowGap,
  renderItem,
  listRef,
}: RowsBodyProps) => {
  const hydrating = useHydrating();
  const card = (item: EventSearchItem, index: number, measuredRow?: number) => (
    <ListItem
      key={item.id}
      {...(measuredRow !== undefined && { 'data-index': measuredRow, ref: virtualizer.measureElement })}
    >
      {renderItem(item, index)}
    </ListItem>
  );
  const rows = hydrating ? [] : virtualizer.getVirtualItems();
  // One shape for both renders (an array of cards, then the no-script rest), so React keeps every card's element.
  const cards = hydrating
    ? items.slice(0, FIRST_RENDER_CARDS).map((item, index) => card(item, index))
    : rows.flatMap((row) =>
        items
          .slice(row.index * columns, (row.index + 1) * columns)
          .map((item, i) => card(item, row.index * columns + i, i === 0 ? row.index : undefined)),
      );
  const rest = hydrating && items.length > FIRST_RENDER_CARDS && (
    <noscript className="contents">
      {items.slice(FIRST_RENDER_CARDS).map((item, i) => card(item, FIRST_RENDER_CARDS + i))}
    </noscript>
  );
  return (
    <div
      ref={listRef}
      role="list"
      className={cn('grid', hydrating ? ['gap-6', RESPONSIVE_COLUMNS[desktopColumns]] : 'content-start')}
      style={
        hydrating
          ? undefined
          : {
              height: virtualizer.getTotalSize(),
              paddingTop: rows.length > 0 ? rows[0]!.start - virtualizer.options.scrollMargin : 0,
              boxSizing: 'border-box',
              gap: `${rowGap}px ${GAP_PX}px`,
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            }
      }
      data-testid="events-results"
    >
      {cards}
      {rest}
    </div>
  );
};

/**
 * Turns the browser's scroll anchoring off in the scrolling box while the list is in it. The virtualizer corrects
 * the scroll position itself when a row above the screen turns out taller or shorter than estimated; the browser
 * would correct it a second time (the padding above the rows changes), and with the list's end on screen it anchors
 * to what is below the list, following it down as every new page arrives, so the next page loads at once, and so on.
 */
const useNoScrollAnchoring = (box: HTMLElement | null | undefined) => {
  useEffect(() => {
    if (!box) return;
    const { style } = box;
    const before = style.getPropertyValue('overflow-anchor');
    style.setProperty('overflow-anchor', 'none');
    return () => style.setProperty('overflow-anchor', before);
  }, [box]);
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

/**
 * The virtualizer's rows, from the first one on while the rows of the server's cards are still in range: those
 * cards are in the DOM after hydration, and on a phone (one column) the screen holds only a few of them. Letting
 * the virtual rows drop the rest when they take over unmounted eight hydrated cards in one long task (Lighthouse
 * TBT), to mount them again as soon as the visitor scrolled. Rows stay contiguous (RowsBody pads above the first).
 */
const keepFirstRows =
  (firstRows: number) =>
  (range: Parameters<typeof defaultRangeExtractor>[0]): number[] => {
    if (range.startIndex >= firstRows || range.count === 0) return defaultRangeExtractor(range);
    const end = Math.min(range.count - 1, Math.max(range.endIndex + range.overscan, firstRows - 1));
    return Array.from({ length: end + 1 }, (_, index) => index);
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
  const firstRows = Math.ceil(FIRST_RENDER_CARDS / columns);
  // One function per row count: the virtualizer recomputes its rows whenever the extractor changes.
  const rangeExtractor = useMemo(() => keepFirstRows(firstRows), [firstRows]);
  const virtualizer = useWindowVirtualizer<HTMLDivElement>({
    count: Math.ceil(items.length / columns),
    estimateSize: () => estimate,
    overscan: 2,
    gap: GAP_PX,
    scrollMargin: offset,
    // The server has no window to measure: it renders the rows of a tall first screen, and the browser's
    // hydrating render (before it measures) the same ones, so the list is in the HTML without JavaScript.
    initialRect: FIRST_RENDER_RECT,
    initialOffset: hydrating ? 0 : () => window.scrollY,
    observeElementOffset: observeWindowOffsetNow,
    rangeExtractor,
  });
  // The window's anchoring is decided on the body (an anchor is only looked for in its subtree).
  useNoScrollAnchoring(typeof document === 'undefined' ? null : document.body);
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
      columns={columns}
      desktopColumns={desktopColumns}
      rowGap={GAP_PX}
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
  const virtualizer = useVirtualizer<HTMLElement, HTMLDivElement>({
    count: Math.ceil(items.length / columns),
    getScrollElement: () => scroller ?? null,
    estimateSize: () => estimate,
    overscan: 2,
    gap: SHEET_ROW_GAP_PX,
  });
  useNoScrollAnchoring(scroller);
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
      columns={columns}
      desktopColumns={desktopColumns}
      rowGap={SHEET_ROW_GAP_PX}
      renderItem={renderItem}
    />
  );
};

/** Virtualised rows of event cards with infinite scroll (spec §4/§9), in the window or in a scroll box. */
export const VirtualEventRows = (props: VirtualEventRowsProps) =>
  props.scroller === undefined ? <WindowRows {...props} /> : <ScrollerRows {...props} />;
