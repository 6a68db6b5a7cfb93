import type { FastifyRequest } from 'fastify';
import { isMainEventType } from '../../../../core/domain/categories';
import { parseEventFilters } from '../../../../core/domain/eventFilters';
import { EVENTS_PAGE_SIZE, toSearchParams, toSearchQuery } from '../../../../core/domain/eventSearchQuery';
import { eventListQueryKey, firstPageData } from '../../../../core/domain/initialData';
import {
  type EventSearch,
  EventSearchQuery,
  EventSearchResponse,
} from '../../../../core/schemas/eventSearch';
import type { Db } from '../../../db/client';
import { type PageData, type PageDataRoute, apiQueryOf } from '../../../http/pageData';
import { recordSearch } from '../../insights';
import { cachedEventSearch } from '../search/cached';
import { searchPublicEvents } from '../search/service';

/** `/events` and `/events/{segment}` (the event browser's paths, web/app/screens.ts). */
const EVENTS_PATH = /^\/events(?:\/([^/]+))?\/?$/;

const decodeSegment = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

/**
 * A search answered exactly as GET /api/events answers it (parsed as the API's serializer does, so a page's seeded
 * cache holds what the browser would have fetched), from the API's own caches where it keeps the answer
 * (search/cached.ts); `etag` is that kept answer's, when there was one.
 */
const searchAsTheApi = async (
  db: Db,
  search: EventSearch,
): Promise<{ page: EventSearchResponse; etag: string | null }> => {
  const cached = cachedEventSearch(db, search);
  const kept = cached ? await cached : null;
  return kept
    ? { page: kept.value as EventSearchResponse, etag: kept.etag }
    : { page: EventSearchResponse.parse(await searchPublicEvents(db, search)), etag: null };
};

/** The landing page's row (modules/site): the first `count` upcoming events, as GET /api/events?page=1&pageSize=n. */
export const upcomingEventsPage = async (db: Db, count: number): Promise<EventSearchResponse> =>
  (await searchAsTheApi(db, EventSearchQuery.parse(apiQueryOf({ page: 1, pageSize: count })))).page;

/**
 * The event browser's first results for its HTML: the URL read with the browser's own rules
 * (parseEventFilters → toSearchQuery), the first page searched exactly as GET /api/events answers the
 * browser's first request, and seeded under the browser's key. Nothing for a location filter (the browser
 * geocodes it first) or an unknown type (the browser shows its 404 page).
 */
export const eventsPageData = (db: Db): PageDataRoute => ({
  matches: (pathname) => EVENTS_PATH.test(pathname),
  load: async (req: FastifyRequest): Promise<PageData | null> => {
    const url = new URL(req.url, 'http://kring.invalid');
    const match = EVENTS_PATH.exec(url.pathname);
    if (!match) return null;
    const segment = match[1] === undefined ? null : decodeSegment(match[1]);
    if (match[1] !== undefined && (segment === null || !isMainEventType(segment))) return null;

    const filters = parseEventFilters(url.searchParams, segment);
    if (filters.location !== '') return null;
    const query = toSearchQuery(filters, null);
    const search = EventSearchQuery.parse(toSearchParams({ ...query, page: 1, pageSize: EVENTS_PAGE_SIZE }));
    const { page, etag } = await searchAsTheApi(db, search);
    // The browser does not ask GET /api/events for this page, so the search is counted here (issue 16).
    if (search.q) recordSearch(db, search.q, page.total);
    return {
      entries: [{ key: eventListQueryKey(query), data: firstPageData(page) }],
      image: page.items[0]?.imageUrl ?? null,
      // The first card's image, drawn by web/components/ui/ResponsiveImage in the card layout.
      imageLayout: 'card',
      // Everything above comes from the kept answer (and the URL): its ETag finds the kept page (http/pageCache.ts).
      ...(etag ? { version: etag } : {}),
    };
  },
});
