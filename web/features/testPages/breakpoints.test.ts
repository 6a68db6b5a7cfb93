import { describe, expect, it } from 'vitest';
import { BAND_RANGES, BREAKPOINT_BANDS, bandForWidth } from './breakpoints';

describe('breakpoint bands (spec §9: 640, 1024, 1200)', () => {
  it('puts each width in its band, the breakpoint itself in the wider one', () => {
    expect(bandForWidth(320)).toBe('mobile');
    expect(bandForWidth(639)).toBe('mobile');
    expect(bandForWidth(640)).toBe('tablet');
    expect(bandForWidth(1023)).toBe('tablet');
    expect(bandForWidth(1024)).toBe('compactDesktop');
    expect(bandForWidth(1199)).toBe('compactDesktop');
    expect(bandForWidth(1200)).toBe('desktop');
    expect(bandForWidth(2560)).toBe('desktop');
  });

  it('has ranges that agree with the bands and leave no gap', () => {
    for (const band of BREAKPOINT_BANDS) {
      const { from, to } = BAND_RANGES[band];
      expect(bandForWidth(from)).toBe(band);
      if (to !== null) {
        expect(bandForWidth(to)).toBe(band);
        expect(bandForWidth(to + 1)).not.toBe(band);
      }
    }
  });
});
