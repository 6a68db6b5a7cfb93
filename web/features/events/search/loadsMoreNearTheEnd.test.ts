import { describe, expect, it } from 'vitest';
import { LOAD_MORE_THRESHOLD_PX, shouldLoadMore } from './infiniteScroll';

describe('shouldLoadMore', () => {
  const base = { hasNextPage: true, isFetching: false };
  it('asks for more under 200 px from the end, when more exist and none is loading', () => {
    expect(shouldLoadMore({ ...base, remainingPx: LOAD_MORE_THRESHOLD_PX - 1 })).toBe(true);
    expect(shouldLoadMore({ ...base, remainingPx: LOAD_MORE_THRESHOLD_PX })).toBe(false);
    expect(shouldLoadMore({ ...base, remainingPx: 0, isFetching: true })).toBe(false);
    expect(shouldLoadMore({ ...base, remainingPx: 0, hasNextPage: false })).toBe(false);
  });
});
