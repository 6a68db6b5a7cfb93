import { describe, expect, it } from 'vitest';
import { isSameView } from './mapView';

describe('isSameView', () => {
  it('ignores differences below the URL rounding', () => {
    expect(
      isSameView({ lat: 52.1, lng: 5.1, zoom: 9 }, { lat: 52.1000004, lng: 5.0999996, zoom: 9.001 }),
    ).toBe(true);
    expect(isSameView({ lat: 52.1, lng: 5.1, zoom: 9 }, { lat: 52.2, lng: 5.1, zoom: 9 })).toBe(false);
  });
});
