import { describe, expect, it } from 'vitest';
import { sheetDragOffset, shouldCloseAfterSwipe } from './sheetGesture';

describe('sheet swipe gesture', () => {
  it('closes only beyond 100 px down', () => {
    expect(shouldCloseAfterSwipe(100)).toBe(false);
    expect(shouldCloseAfterSwipe(101)).toBe(true);
    expect(shouldCloseAfterSwipe(-300)).toBe(false);
  });
  it('never drags upwards', () => {
    expect(sheetDragOffset(-40)).toBe(0);
    expect(sheetDragOffset(55)).toBe(55);
  });
});
