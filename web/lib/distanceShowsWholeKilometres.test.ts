import { describe, expect, it } from 'vitest';
import { formatDistanceKm } from './distance';

describe('formatDistanceKm', () => {
  it('rounds to whole kilometres', () => {
    expect(formatDistanceKm(0.4)).toBe('0 km');
    expect(formatDistanceKm(12.5)).toBe('13 km');
    expect(formatDistanceKm(37)).toBe('37 km');
  });

  it('shows nothing without a distance', () => {
    expect(formatDistanceKm(null)).toBeNull();
    expect(formatDistanceKm(undefined)).toBeNull();
    expect(formatDistanceKm(Number.NaN)).toBeNull();
  });
});
