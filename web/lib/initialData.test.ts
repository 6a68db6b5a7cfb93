import { InfiniteQueryObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_FILTERS } from '@core/domain/eventFilters';
import { toSearchQuery } from '@core/domain/eventSearchQuery';
import {
  eventDetailQueryKey,
  eventListQueryKey,
  firstPageData,
  venueDetailQueryKey,
} from '@core/domain/initialData';
import { eventDetailKeys, eventKeys } from '@web/features/events';
import { venueKeys } from '@web/features/venues';
import { parseInitialData, seedQueryClient } from './initialData';

const page = { items: [{ id: 'a' }], total: 30, page: 1, pageSize: 24 };

describe('parseInitialData', () => {
  it('reads the entries and ignores anything malformed', () => {
    expect(parseInitialData('[{"key":["x"],"data":{"n":1}}]')).toEqual([{ key: ['x'], data: { n: 1 } }]);
    expect(parseInitialData('[{"key":"x","data":1},{"key":["y"]},null]')).toEqual([]);
    expect(parseInitialData('{"key":["x"]}')).toEqual([]);
    expect(parseInitialData('<nope')).toEqual([]);
    expect(parseInitialData(null)).toEqual([]);
  });
});

describe('the keys the server seeds', () => {
  it('are the keys of the web queries', () => {
    const query = toSearchQuery({ ...DEFAULT_FILTERS, q: 'yoga' }, null);
    expect(eventListQueryKey(query)).toEqual(eventKeys.list(query));
    expect(eventKeys.list(query).slice(0, 2)).toEqual(eventKeys.lists());
    expect(eventDetailQueryKey('de-sessie')).toEqual(eventDetailKeys.detail('de-sessie'));
    expect(venueDetailQueryKey('de-kas')).toEqual(venueKeys.detail('de-kas'));
  });
});

describe('seedQueryClient', () => {
  it('gives the infinite events list its first page without a fetch, stale after 30 s', async () => {
    vi.useFakeTimers();
    try {
      const client = new QueryClient();
      // What the server writes: the key went through JSON, so undefined values are gone.
      const key = JSON.parse(
        JSON.stringify(eventKeys.list(toSearchQuery(DEFAULT_FILTERS, null))),
      ) as unknown[];
      seedQueryClient(client, { entries: [{ key, data: firstPageData(page) }], readAt: Date.now() });

      const queryFn = vi.fn(() => Promise.resolve(page));
      const observer = new InfiniteQueryObserver(client, {
        queryKey: eventKeys.list(toSearchQuery(DEFAULT_FILTERS, null)),
        queryFn,
        initialPageParam: 1,
        getNextPageParam: () => 2,
        staleTime: 30_000,
      });
      const unsubscribe = observer.subscribe(() => {});
      const result = observer.getCurrentResult();
      expect(result.data?.pages).toEqual([page]);
      expect(result.hasNextPage).toBe(true);
      expect(result.isStale).toBe(false);
      expect(queryFn).not.toHaveBeenCalled();
      const cached = client.getQueryCache().find({ queryKey: key, exact: true });
      vi.advanceTimersByTime(29_000);
      expect(cached?.isStaleByTime(30_000)).toBe(false);
      vi.advanceTimersByTime(2_000);
      expect(cached?.isStaleByTime(30_000)).toBe(true);
      unsubscribe();
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives the event page its detail', () => {
    const client = new QueryClient();
    const detail = { id: 'e1', slug: 'de-sessie', title: 'De sessie' };
    seedQueryClient(client, {
      entries: [{ key: eventDetailQueryKey('de-sessie'), data: detail }],
      readAt: Date.now(),
    });
    const queryFn = vi.fn(() => Promise.resolve(detail));
    const observer = new QueryObserver(client, {
      queryKey: eventDetailKeys.detail('de-sessie'),
      queryFn,
      staleTime: 120_000,
    });
    const unsubscribe = observer.subscribe(() => {});
    expect(observer.getCurrentResult().data).toEqual(detail);
    expect(queryFn).not.toHaveBeenCalled();
    unsubscribe();
  });
});
