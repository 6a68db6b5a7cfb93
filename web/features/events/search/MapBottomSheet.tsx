import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type PointerEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import { FILTER_DEBOUNCE } from '@core/domain/eventFilters';
import { DRAG_START_THRESHOLD_PX } from '@web/components/ui/sheetGesture';
import { cn } from '@web/lib/cn';
import { dragSheet, releaseSheet, SHEET_MIN, sheetDims, sheetVelocity } from './bottomSheet';

type MapBottomSheetProps = {
  /** Height from the URL (`overlay`, percent of the map area). */
  height: number;
  onHeightCommit: (height: number) => void;
  /** The map area the height is a percentage of. */
  areaRef: RefObject<HTMLElement | null>;
  header: ReactNode;
  children: (scroller: HTMLDivElement | null) => ReactNode;
};

type Drag = {
  pointerId: number;
  startY: number;
  startHeight: number;
  areaPx: number;
  active: boolean;
  lastY: number;
  lastTime: number;
  velocity: number;
};

/**
 * The results sheet over the mobile map (spec §4): drag the handle, release to snap (minimum / 50 / 95 %),
 * fling to throw it; the height reaches the URL 500 ms after it settles. The dimming layer above half
 * height closes the sheet to its minimum on click.
 */
export const MapBottomSheet = ({
  height,
  onHeightCommit,
  areaRef,
  header,
  children,
}: MapBottomSheetProps) => {
  const { t } = useTranslation('events');
  const [current, setCurrent] = useState(height);
  const [seen, setSeen] = useState(height);
  const [dragging, setDragging] = useState(false);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  // Not a state-setting ref callback: a suspended page detaches refs, and setState there loops.
  useLayoutEffect(() => setScroller(scrollerRef.current), []);
  const drag = useRef<Drag | null>(null);
  const commitRef = useRef(onHeightCommit);
  useEffect(() => {
    commitRef.current = onHeightCommit;
  });
  if (seen !== height) {
    setSeen(height);
    if (!dragging) setCurrent(height);
  }

  // Written to the URL after the sheet has been still for 500 ms.
  useEffect(() => {
    if (dragging || current === height) return;
    const timer = setTimeout(() => commitRef.current(current), FILTER_DEBOUNCE.overlayUrl);
    return () => clearTimeout(timer);
  }, [current, dragging, height]);

  const handlePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    const areaPx = areaRef.current?.clientHeight ?? 0;
    // The handle holds no links: capture at once, so a quick first move past its edge still drags.
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = {
      pointerId: event.pointerId,
      startY: event.clientY,
      startHeight: current,
      areaPx,
      active: false,
      lastY: event.clientY,
      lastTime: event.timeStamp,
      velocity: 0,
    };
  };

  const handlePointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const state = drag.current;
    if (!state || state.pointerId !== event.pointerId) return;
    if (!state.active) {
      if (Math.abs(event.clientY - state.startY) <= DRAG_START_THRESHOLD_PX) return;
      state.active = true;
      setDragging(true);
    }
    const dt = event.timeStamp - state.lastTime;
    if (dt > 0) state.velocity = (event.clientY - state.lastY) / dt;
    state.lastY = event.clientY;
    state.lastTime = event.timeStamp;
    setCurrent(dragSheet(state.startHeight, event.clientY - state.startY, state.areaPx));
  };

  const handlePointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    const state = drag.current;
    drag.current = null;
    if (event.currentTarget.hasPointerCapture(event.pointerId))
      event.currentTarget.releasePointerCapture(event.pointerId);
    if (!state?.active) return;
    setDragging(false);
    const at = dragSheet(state.startHeight, event.clientY - state.startY, state.areaPx);
    // A pause before letting go is no fling.
    const velocity = event.timeStamp - state.lastTime > 100 ? 0 : sheetVelocity(state.velocity, state.areaPx);
    setCurrent(releaseSheet(at, velocity));
  };

  const handleKeyDown = (key: string) => {
    if (key === 'ArrowUp') setCurrent((h) => releaseSheet(Math.min(95, h + 20), 0));
    if (key === 'ArrowDown') setCurrent((h) => releaseSheet(Math.max(SHEET_MIN, h - 20), 0));
  };

  return (
    <>
      {sheetDims(current) ? (
        <div
          aria-hidden
          onClick={() => setCurrent(SHEET_MIN)}
          className="absolute inset-0 z-[900] bg-forest-950/30"
          data-testid="events-sheet-dim"
        />
      ) : null}
      <div
        className={cn(
          'absolute inset-x-0 bottom-0 z-[1000] flex flex-col rounded-t-[1.5rem] bg-canvas shadow-[0_-12px_40px_-12px_rgb(18_32_26/0.35)]',
          !dragging && 'transition-[height] duration-200 ease-out',
        )}
        style={{ height: `${current}%` }}
        data-testid="events-map-sheet"
        data-height={current}
      >
        <div
          role="slider"
          tabIndex={0}
          aria-label={t('map.sheetHandle')}
          aria-orientation="vertical"
          aria-valuemin={SHEET_MIN}
          aria-valuemax={95}
          aria-valuenow={Math.round(current)}
          onPointerDown={handlePointerDown}
          onPointerMove={handlePointerMove}
          onPointerUp={handlePointerEnd}
          onPointerCancel={handlePointerEnd}
          onKeyDown={(e) => handleKeyDown(e.key)}
          className="shrink-0 cursor-grab touch-none px-5 pt-2.5 pb-2 select-none focus-visible:outline-2 focus-visible:outline-forest-600"
          data-testid="events-sheet-handle"
        >
          <div aria-hidden className="mx-auto mb-2 h-1.5 w-12 rounded-full bg-sand-300" />
          {header}
        </div>
        <div ref={scrollerRef} className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 pb-4">
          {children(scroller)}
        </div>
      </div>
    </>
  );
};
