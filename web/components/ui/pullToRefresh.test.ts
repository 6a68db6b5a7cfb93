import { describe, expect, it } from 'vitest';
import { pullProgress } from './pullToRefresh';

describe('pullProgress', () => {
  it('is ready only beyond 80 px', () => {
    expect(pullProgress(80).ready).toBe(false);
    expect(pullProgress(81).ready).toBe(true);
  });
  it('caps the indicator at 60 px and ignores upward moves', () => {
    expect(pullProgress(200).offset).toBe(60);
    expect(pullProgress(30).offset).toBe(30);
    expect(pullProgress(-50)).toEqual({ offset: 0, ready: false, ratio: 0 });
  });
});
