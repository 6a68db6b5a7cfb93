/** Spec §4/§9: more results are requested when under 200 px remain, more exist and none is loading. */
export const LOAD_MORE_THRESHOLD_PX = 200;

export const shouldLoadMore = (state: {
  remainingPx: number;
  hasNextPage: boolean;
  isFetching: boolean;
}): boolean => state.hasNextPage && !state.isFetching && state.remainingPx < LOAD_MORE_THRESHOLD_PX;
