/** Spec §9: a bottom sheet closes when swiped down more than 100 px. */
export const SWIPE_CLOSE_THRESHOLD_PX = 100;
/** Movement below this is a tap, not a drag, so links inside the sheet keep working. */
export const DRAG_START_THRESHOLD_PX = 8;

/** How far the sheet follows the finger: only downwards. */
export const sheetDragOffset = (deltaY: number): number => Math.max(0, deltaY);

export const shouldCloseAfterSwipe = (deltaY: number): boolean => deltaY > SWIPE_CLOSE_THRESHOLD_PX;
