import { EventDetail } from '../../../../core/schemas/eventDetail';
import { cachedPerDbByKey } from '../../../db/cachedPerDb';
import type { Db } from '../../../db/client';
import { eventReadCaches } from '../../../db/eventReadCaches';
import { type CachedJson, serializeJson } from '../../../http/cachedJson';
import { loadEventDetail } from './service';

/**
 * An event page's data is read by every visitor alike and changes only when the event (or what it shows)
 * does, which drops it on every instance (server/db/eventReadCaches.ts). The TTL bounds the parts that move
 * with the clock alone: the related events are upcoming ones.
 */
export const EVENT_DETAIL_TTL_MS = 60_000;

/** Enough for every event a busy site is visited on within a minute; a crawler only pushes out the oldest. */
const EVENT_DETAIL_MAX_ENTRIES = 2000;

const details = cachedPerDbByKey<string, CachedJson>(
  EVENT_DETAIL_TTL_MS,
  // Parsed as the route's serializer would, since a string body skips it.
  async (db, idOrSlug, now) => serializeJson(EventDetail.parse(await loadEventDetail(db, idOrSlug, now))),
  { maxEntries: EVENT_DETAIL_MAX_ENTRIES },
);
eventReadCaches.add(details);

/**
 * The public event page by id or slug, ready to send. Slugs are case-insensitive (findPublicEvent), so the
 * key is lower case; an unknown event throws event_not_found and is not kept.
 */
export const cachedEventDetail = (db: Db, idOrSlug: string): Promise<CachedJson> =>
  details(db, idOrSlug.trim().toLowerCase());
