import { type EventSearch, EventSearchResponse } from '../../../../core/schemas/eventSearch';
import { cachedPerDbByKey } from '../../../db/cachedPerDb';
import type { Db } from '../../../db/client';
import { eventReadCaches } from '../../../db/eventReadCaches';
import { type CachedJson, serializeJson } from '../../../http/cachedJson';
import { cachedFirstPage, isUnfilteredFirstPage } from './firstPage';
import { searchPublicEvents } from './service';

/**
 * Repeated searches (issue 17 "API speed under concurrency"): the same search asked again within SEARCH_TTL_MS
 * (a popular word in a big city, a link shared in a group, a visitor going back to the results) is answered
 * from memory as ready JSON. A search costs a query of ≈ 15–20 ms CPU at 100 000 events, and two cores run
 * ≈ 100 of those a second, so under load the queue, not the query, made p95. Any change to events drops these
 * on every instance like the first page (server/db/eventReadCaches.ts); the TTL only bounds how long an event
 * that has just started stays in an "upcoming" list. Map-area searches (`bounds`) move with every pan and are
 * not kept; a search that is asked only once costs what it did.
 */
export const SEARCH_TTL_MS = 30_000;

/** Distinct searches kept per database; the oldest goes first. A JSON answer of 24 cards is ≈ 20 KB. */
const SEARCH_MAX_ENTRIES = 1000;

const searches = cachedPerDbByKey<string, CachedJson>(
  SEARCH_TTL_MS,
  // The key is the parsed search as JSON (plain values only: see EventSearch).
  async (db, key, now) =>
    serializeJson(EventSearchResponse.parse(await searchPublicEvents(db, JSON.parse(key) as EventSearch, now))),
  { maxEntries: SEARCH_MAX_ENTRIES },
);
eventReadCaches.add(searches);

/**
 * The answer of GET /api/events for a parsed search, from the first-page cache or the search cache; null for a
 * map-area search, which the caller runs itself.
 */
export const cachedEventSearch = (db: Db, search: EventSearch): Promise<CachedJson> | null => {
  if (isUnfilteredFirstPage(search)) return cachedFirstPage(db, search);
  if (search.bounds !== null) return null;
  return searches(db, JSON.stringify(search));
};
