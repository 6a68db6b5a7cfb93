import type { Db } from '../client';
import {
  eventCategoryMapping,
  eventOccurrences,
  eventRecurrenceRules,
  eventSessions,
  eventSpeakerLineup,
  events,
  eventTickets,
  speakers,
} from '../schema';
import { createEventStream, isPublicUpcoming, SPEAKERS, uuidFor, type EventSeed } from './data';
import { allowPastEvents, insertMany, suspendHeavyIndexes } from './insert';
import type { CatalogIds } from './seed-catalog';
import type { PeoplePlan } from './seed-people';
import type { ProfileIds } from './seed-profiles';

/** Events per transaction: big enough for few round trips, small enough to keep PGlite's single connection responsive. */
const EVENTS_PER_TRANSACTION = 2500;
/** How many upcoming event ids to keep for favourites and reviews (the rest only count). */
const SAMPLE_LIMIT = 3000;
/** From this many events on, the search and geo indexes are rebuilt after the load instead of maintained. */
const BULK_INDEX_THRESHOLD = 20_000;

export type EventSummary = {
  total: number;
  publishedUpcoming: number;
  /** Published events per organisation slug. */
  publishedByOrg: Map<string, number>;
  /** Ids of published upcoming events (first SAMPLE_LIMIT), for favourites. */
  upcomingIds: string[];
  /**
   * A few ids of past events (held, or expired) per organisation slug, for reviews about an event: a review
   * is about something that happened (issue 11 eligibility). An organisation without one gets reviews
   * without an event.
   */
  pastByOrg: Map<string, string[]>;
};

const speakerId = (key: number): string => uuidFor('speaker', key);

export const insertSpeakers = async (db: Db, ids: ProfileIds): Promise<void> => {
  await insertMany(
    db,
    speakers,
    SPEAKERS.map((s) => ({
      id: speakerId(s.key),
      name: s.name,
      bio: s.bio,
      title: s.title,
      company: s.company,
      imageUrl: s.imageUrl,
      professionalId: s.professionalSlug ? (ids.professionalBySlug.get(s.professionalSlug) ?? null) : null,
    })),
  );
};

const need = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`seed: missing ${what}`);
  return value;
};

/**
 * Languages of a seeded event: most are Dutch; a few are English, bilingual, German or French, so
 * /dashboard/aanbevolen can show 'In het Engels' for a participant who chose other languages.
 */
const seedLanguages = (index: number): string[] => {
  if (index % 11 === 3) return ['en'];
  if (index % 11 === 7) return ['nl', 'en'];
  if (index % 23 === 5) return ['de'];
  if (index % 29 === 9) return ['fr'];
  return ['nl'];
};

/** What an event row needs to resolve its organiser, organisation, venue and categories. */
export type EventSliceRefs = {
  plan: { orgOwner: ReadonlyMap<string, { id: string }> };
  catalog: Pick<CatalogIds, 'categoryBySlug'>;
  ids: Pick<ProfileIds, 'venueBySlug' | 'orgBySlug'>;
};

const eventRow = (
  e: EventSeed,
  plan: EventSliceRefs['plan'],
  catalog: EventSliceRefs['catalog'],
  ids: EventSliceRefs['ids'],
) => {
  const venueId = e.venueSlug ? need(ids.venueBySlug.get(e.venueSlug), e.venueSlug) : null;
  return {
    id: e.id,
    slug: e.slug,
    title: e.title,
    description: e.description,
    shortDescription: e.shortDescription,
    imageUrl: e.imageUrl,
    location: e.location,
    address: e.address,
    city: e.city,
    country: e.country,
    latitude: e.latitude,
    longitude: e.longitude,
    isOnline: e.isOnline,
    onlineUrl: e.onlineUrl,
    organizerName: e.organizerName,
    organizerId: need(plan.orgOwner.get(e.organizationSlug), e.organizationSlug).id,
    theme: e.theme,
    tags: e.tags,
    languages: seedLanguages(e.index),
    price: e.price,
    currency: e.currency,
    startDate: e.startDate,
    endDate: e.endDate,
    status: e.status,
    publishedAt: e.publishedAt,
    deletedAt: e.deletedAt,
    eventType: e.mainType,
    mainTypeId: need(catalog.categoryBySlug.get(e.mainType), e.mainType),
    subTypeId: catalog.categoryBySlug.get(e.subTypes[0] ?? '') ?? null,
    maxParticipants: e.maxParticipants,
    currentParticipants: e.currentParticipants,
    isPremiumOrganizer: e.isPremiumOrganizer,
    venueId,
    venueProfileId: venueId,
    venueName: e.venueName,
    organizationProfileId: need(ids.orgBySlug.get(e.organizationSlug), e.organizationSlug),
    createdInRole: e.isPremiumOrganizer ? ('organization_premium' as const) : ('organization' as const),
    viewCount: e.status === 'draft' ? 0 : (e.index * 7919) % 900,
    eventDates: e.eventDates,
    createdAt: e.createdAt,
    updatedAt: e.publishedAt ?? e.createdAt,
  };
};

/**
 * One slice of events with all their children, in one transaction. Also used by /admin/test-data
 * (modules/testData), which maps the demo organisations of a stream onto its own generated ones.
 */
export const insertEventSlice = async (
  db: Db,
  slice: readonly EventSeed[],
  plan: EventSliceRefs['plan'],
  catalog: EventSliceRefs['catalog'],
  ids: EventSliceRefs['ids'],
): Promise<void> => {
  await db.transaction(async (tx) => {
    await allowPastEvents(tx);
    await insertMany(
      tx,
      events,
      slice.map((e) => eventRow(e, plan, catalog, ids)),
    );
    await insertMany(
      tx,
      eventTickets,
      slice.flatMap((e) => e.tickets.map((t) => ({ eventId: e.id, ...t }))),
    );
    await insertMany(
      tx,
      eventRecurrenceRules,
      slice.flatMap((e) => (e.recurrence ? [{ eventId: e.id, ...e.recurrence }] : [])),
    );
    await insertMany(
      tx,
      eventOccurrences,
      slice.flatMap((e) =>
        e.occurrences.map((o) => ({ eventId: e.id, startDate: o.startDate, endDate: o.endDate })),
      ),
    );
    await insertMany(
      tx,
      eventSessions,
      slice.flatMap((e) => e.sessions.map((s) => ({ eventId: e.id, ...s }))),
    );
    await insertMany(
      tx,
      eventSpeakerLineup,
      slice.flatMap((e) =>
        e.speakerKeys.map((key, orderIndex) => ({ eventId: e.id, speakerId: speakerId(key), orderIndex })),
      ),
    );
    await insertMany(
      tx,
      eventCategoryMapping,
      slice.flatMap((e) =>
        [...new Set([e.mainType, ...e.subTypes])].map((slug) => ({
          eventId: e.id,
          categoryId: need(catalog.categoryBySlug.get(slug), slug),
        })),
      ),
    );
  });
};

type InsertEventsOptions = {
  count: number;
  now: Date;
  plan: PeoplePlan;
  catalog: CatalogIds;
  ids: ProfileIds;
  log: (msg: string) => void;
};

/**
 * Generates and inserts `count` events in slices (tickets, recurrence, occurrences, sessions, line-ups,
 * category mappings), never holding more than one slice in memory. Large loads rebuild the search and geo
 * indexes once at the end.
 */
export const insertEvents = async (db: Db, opts: InsertEventsOptions): Promise<EventSummary> => {
  const summary: EventSummary = {
    total: 0,
    publishedUpcoming: 0,
    publishedByOrg: new Map(),
    upcomingIds: [],
    pastByOrg: new Map(),
  };
  const restoreIndexes = opts.count >= BULK_INDEX_THRESHOLD ? await suspendHeavyIndexes(db, 'events') : null;
  try {
    await insertAllSlices(db, opts, summary);
  } finally {
    if (restoreIndexes) {
      opts.log('evenementen: zoek- en kaartindexen opnieuw opbouwen…');
      await restoreIndexes();
    }
  }
  return summary;
};

const insertAllSlices = async (db: Db, opts: InsertEventsOptions, summary: EventSummary): Promise<void> => {
  const started = Date.now();
  const stream = createEventStream({ now: opts.now });
  for (let done = 0; done < opts.count;) {
    const slice = stream.take(Math.min(EVENTS_PER_TRANSACTION, opts.count - done));
    await insertEventSlice(db, slice, opts.plan, opts.catalog, opts.ids);
    for (const e of slice) {
      if (e.status === 'published') {
        summary.publishedByOrg.set(
          e.organizationSlug,
          (summary.publishedByOrg.get(e.organizationSlug) ?? 0) + 1,
        );
      }
      const held = (e.status === 'published' || e.status === 'expired') && e.deletedAt === null;
      if (held && e.startDate.getTime() < opts.now.getTime()) {
        const sample = summary.pastByOrg.get(e.organizationSlug) ?? [];
        if (sample.length < 5) summary.pastByOrg.set(e.organizationSlug, [...sample, e.id]);
      }
      if (isPublicUpcoming(e, opts.now)) {
        summary.publishedUpcoming += 1;
        if (summary.upcomingIds.length < SAMPLE_LIMIT) summary.upcomingIds.push(e.id);
      }
    }
    done += slice.length;
    summary.total = done;
    if (opts.count > EVENTS_PER_TRANSACTION)
      opts.log(`evenementen: ${done}/${opts.count} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
};
