// What the showcase routes (web/routes/test) use: who may see them, and their fixed sample data.
export { BAND_RANGES, BREAKPOINT_BANDS, bandForWidth, type BreakpointBand } from './breakpoints';
export { SHOWCASE_TAB_LABELS, showcaseEvents, showcaseListingCards, showcaseMarkers } from './fixtures';
export { useViewportWidth } from './useViewportWidth';
export { testPagesKeys, useTestPagesAccess } from './queries';
