import { DEFAULT_OVERLAY, MAX_OVERLAY } from '@core/domain/eventFilters';

/**
 * The map's draggable results sheet (spec §4 "Bottom sheet"): heights in percent of the map area. On release
 * the fling velocity is added, the height clamped between the minimum and 95 %, and snapped to the nearest of
 * minimum / 50 / 95 when within 8 points.
 */
export const SHEET_MIN = 12;
export const SHEET_SNAP_THRESHOLD = 8;
/** How far a fling carries: velocity (percent per ms) × this many ms. */
export const SHEET_FLING_MS = 200;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export const clampSheet = (height: number, min = SHEET_MIN): number => clamp(height, min, MAX_OVERLAY);

/** Height while dragging: the finger moved `deltaYPx` (down = positive) over a `areaPx` tall map area. */
export const dragSheet = (startHeight: number, deltaYPx: number, areaPx: number, min = SHEET_MIN): number =>
  areaPx > 0 ? clampSheet(startHeight - (deltaYPx / areaPx) * 100, min) : startHeight;

/** Finger velocity in px/ms (down = positive) → sheet growth in percent per ms. */
export const sheetVelocity = (velocityPxPerMs: number, areaPx: number): number =>
  areaPx > 0 ? -(velocityPxPerMs / areaPx) * 100 : 0;

/** Final height after release, rounded to a whole percent (the URL's `overlay`). */
export const releaseSheet = (height: number, velocityPctPerMs: number, min = SHEET_MIN): number => {
  const projected = clampSheet(height + velocityPctPerMs * SHEET_FLING_MS, min);
  const points = [min, DEFAULT_OVERLAY, MAX_OVERLAY];
  const nearest = points.reduce((best, p) =>
    Math.abs(p - projected) < Math.abs(best - projected) ? p : best,
  );
  return Math.round(Math.abs(nearest - projected) <= SHEET_SNAP_THRESHOLD ? nearest : projected);
};

/** The dimming layer shows once the sheet covers more than half the map. */
export const sheetDims = (height: number): boolean => height > DEFAULT_OVERLAY;
