import { BREAKPOINTS } from '@web/lib/useMediaQuery';

/** The four layout bands of spec §9's breakpoints (640, 1024, 1200). */
export const BREAKPOINT_BANDS = ['mobile', 'tablet', 'compactDesktop', 'desktop'] as const;
export type BreakpointBand = (typeof BREAKPOINT_BANDS)[number];

/** Each band's first and last width in px (null: open end). */
export const BAND_RANGES: Record<BreakpointBand, { from: number; to: number | null }> = {
  mobile: { from: 0, to: BREAKPOINTS.mobile - 1 },
  tablet: { from: BREAKPOINTS.mobile, to: BREAKPOINTS.tablet - 1 },
  compactDesktop: { from: BREAKPOINTS.tablet, to: BREAKPOINTS.compactDesktop - 1 },
  desktop: { from: BREAKPOINTS.compactDesktop, to: null },
};

/** The band a viewport width falls in: below 640 mobile, below 1024 tablet, below 1200 compact desktop. */
export const bandForWidth = (width: number): BreakpointBand => {
  if (width < BREAKPOINTS.mobile) return 'mobile';
  if (width < BREAKPOINTS.tablet) return 'tablet';
  if (width < BREAKPOINTS.compactDesktop) return 'compactDesktop';
  return 'desktop';
};
