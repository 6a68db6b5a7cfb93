import { DEFAULT_FILTERS } from '../../../../core/domain/eventFilters';
import { type EventSearch, EventSearchResponse } from '../../../../core/schemas/eventSearch';
import { cachedPerDbByKey } from '../../../db/cachedPerDb';
import type { Db } from '../../../db/client';
import { eventReadCaches } from '../../../db/eventReadCaches';
import { type CachedJson, serializeJson } from '../../../http/cachedJson';
import { searchPublicEvents } from './service';

/**
 * The first page of /events without filters is what most visits ask for, and what every visitor gets alike.
 * It is served from memory as ready JSON with its ETag, so a hit costs no query and no serialisation; any
 * change to events drops it on every instance (server/db/eventReadCaches.ts). The TTL only bounds how long an
 * event that has just started stays on the page (the list is "upcoming").
 */
export const FIRST_PAGE_TTL_MS = 30_000;

/** Only the answer that is the same for everyone: page 1, no filter (sort and page size are the key). */
export const isUnfilteredFirstPage = (search: EventSearch): boolean =>
  search.page === 1 &&
  search.q === null &&
  search.type === null &&
  search.subtypes.length === 0 &&
  search.price === null &&
  search.from === null &&
  search.to === null &&
  search.near === null &&
  search.bounds === null &&
  !search.premium;

type FirstPageKey = `${EventSearch['sort']}:${number}`;

const firstPages = cachedPerDbByKey<FirstPageKey, CachedJson>(
  FIRST_PAGE_TTL_MS,
  async (db, key, now) => {
    const [sort, pageSize] = key.split(':') as [EventSearch['sort'], string];
    const search: EventSearch = {
      q: null,
      type: null,
      subtypes: [],
      price: null,
      from: null,
      to: null,
      near: null,
      radiusKm: DEFAULT_FILTERS.radius,
      premium: false,
      sort,
      page: 1,
      pageSize: Number(pageSize),
      bounds: null,
    };
    // Parsed as the route's serializer would, since a string body skips it.
    return serializeJson(EventSearchResponse.parse(await searchPublicEvents(db, search, now)));
  },
  { maxEntries: 50 },
);
eventReadCaches.add(firstPages);

/** The cached first page for this sort and page size (the caller checked isUnfilteredFirstPage). */
export const cachedFirstPage = (db: Db, search: EventSearch): Promise<CachedJson> =>
  firstPages(db, `${search.sort}:${search.pageSize}`);
