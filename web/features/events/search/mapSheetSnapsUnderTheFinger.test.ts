import { describe, expect, it } from 'vitest';
import { clampSheet, dragSheet, releaseSheet, SHEET_MIN, sheetDims, sheetVelocity } from './bottomSheet';

describe('map bottom sheet', () => {
  it('follows the finger in percent of the map area, clamped between the minimum and 95', () => {
    expect(dragSheet(50, -100, 500)).toBe(70);
    expect(dragSheet(50, 100, 500)).toBe(30);
    expect(dragSheet(50, -1000, 500)).toBe(95);
    expect(dragSheet(50, 1000, 500)).toBe(SHEET_MIN);
    expect(clampSheet(120)).toBe(95);
  });

  it('snaps to the nearest point within 8 points, else stays where released', () => {
    expect(releaseSheet(55, 0)).toBe(50);
    expect(releaseSheet(89, 0)).toBe(95);
    expect(releaseSheet(SHEET_MIN + 7, 0)).toBe(SHEET_MIN);
    expect(releaseSheet(70, 0)).toBe(70);
  });

  it('adds the fling velocity before snapping', () => {
    // Finger moving up 1 px/ms over a 500 px area = +0.2 %/ms → +40 points over the fling time.
    const velocity = sheetVelocity(-1, 500);
    expect(velocity).toBeCloseTo(0.2);
    expect(releaseSheet(50, velocity)).toBe(95);
    expect(releaseSheet(50, sheetVelocity(1, 500))).toBe(SHEET_MIN);
  });

  it('dims the map above half height', () => {
    expect(sheetDims(50)).toBe(false);
    expect(sheetDims(70)).toBe(true);
  });
});
