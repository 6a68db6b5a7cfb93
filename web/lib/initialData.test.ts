import { InfiniteQueryObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_FILTERS } from '@core/domain/eventFilters';
import { toSearchQuery } from '@core/domain/eventSearchQuery';
import { forumTopicListParams } from '@core/domain/forum';
import { helpCenterSearch } from '@core/domain/help';
import {
  eventDetailQueryKey,
  eventListQueryKey,
  firstPageData,
  forumCategoriesQueryKey,
  forumStatsQueryKey,
  forumTopicsQueryKey,
  helpOverviewQueryKey,
  helpSearchQueryKey,
  organizationListQueryKey,
  venueDetailQueryKey,
  venueListQueryKey,
} from '@core/domain/initialData';
import { organizationFilters, toOrganizationSearchQuery } from '@core/domain/organizationFilters';
import { toVenueSearchQuery, venueFilters } from '@core/domain/venueFilters';
import { eventDetailKeys, eventKeys } from '@web/features/events';
import { forumKeys } from '@web/features/forum';
import { helpKeys } from '@web/features/help';
import { organizationKeys } from '@web/features/organizations';
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

  it('of the list pages are the keys of their web queries, read from the URL by the same rules', () => {
    const params = new URLSearchParams('q=yoga&sort=capacity&view=list&type=Studio&category=dans');
    const venues = toVenueSearchQuery(venueFilters.parse(params), null);
    expect(venueListQueryKey(venues)).toEqual(venueKeys.list(venues));
    const organizations = toOrganizationSearchQuery(organizationFilters.parse(params), null);
    expect(organizationListQueryKey(organizations)).toEqual(organizationKeys.list(organizations));

    expect(forumCategoriesQueryKey()).toEqual(forumKeys.categories());
    expect(forumStatsQueryKey()).toEqual(forumKeys.stats());
    // The overview's latest topics ignore the URL; a search list takes its sort, tag and page.
    const latest = forumTopicListParams({ view: 'recent' }, new URLSearchParams('sort=new&page=3'), 5);
    expect(latest).toEqual({ view: 'recent', page: 1, limit: 5 });
    const search = forumTopicListParams(
      { view: 'all', q: 'adem' },
      new URLSearchParams('q=adem&sort=new&tag=Rust&page=2&sort=views'),
    );
    expect(search).toEqual({ view: 'all', q: 'adem', sort: 'new', tag: 'Rust', page: 2, limit: 20 });
    // Absent values are left out, so the key is the one that went through the server's JSON.
    expect(JSON.parse(JSON.stringify(forumTopicsQueryKey(search)))).toEqual(forumKeys.topics(search));

    expect(helpOverviewQueryKey()).toEqual(helpKeys.overview());
    const help = helpCenterSearch(new URLSearchParams('q=%20adem%20&categorie=Privacy&page=nul'));
    expect(help).toEqual({ q: 'adem', category: 'Privacy', page: 1 });
    expect(helpSearchQueryKey(help)).toEqual(helpKeys.search(help));
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
