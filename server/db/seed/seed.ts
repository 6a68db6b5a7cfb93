import { hashPassword } from 'better-auth/crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { DEFAULT_EVENT_COUNT, DEFAULT_MEMBER_COUNT, DEMO_ACCOUNTS, DEMO_PASSWORD } from './data';
import { seedCatalog } from './seed-catalog';
import { insertFavorites, insertForum, insertReviews, updateOrganizationCounts } from './seed-community';
import { insertInbox } from './seed-inbox';
import { insertEvents, insertSpeakers } from './seed-events';
import { insertEventViews } from './seed-event-views';
import { insertVenueHire } from './seed-venue-hire';
import { insertTicketDemo } from './seed-tickets';
import { insertPastVisits } from './seed-past-visits';
import { insertAvailability } from './seed-availability';
import { insertPeople, planPeople } from './seed-people';
import { insertProfiles, insertSubscriptions, profileIds } from './seed-profiles';
import { insertVolumeProfiles } from './seed-volume';

export type SeedOptions = {
  /** Number of generated events (default 360); up to 100 000 and more for benchmarks. */
  events?: number;
  /** Number of generated members (default 120). */
  members?: number;
  /** Extra organisations, venues and professionals, N of each, for the directory benchmarks (default 0). */
  profiles?: number;
  /** Reference time: events are spread over the 12 months after it. Default: now. */
  now?: Date;
  log?: (msg: string) => void;
  /** A pino-style logger (what `server/main.ts` passes); used when `log` is absent. */
  logger?: { info: (msg: string) => void };
};

export type SeedResult = {
  users: number;
  events: number;
  publishedUpcomingEvents: number;
  ms: number;
};

/**
 * Fills an empty, migrated database with the Dutch/Belgian demo content of issue 2: plans, categories,
 * demo accounts (password `kring-demo-2026`), organisations, venues, professionals with services, members,
 * events with tickets/occurrences/sessions/speakers, favourites, reviews, forum, help and roadmap.
 * Deterministic for a given `now`; batched multi-row inserts in a few transactions.
 */
export const seedDatabase = async (db: Db, opts: SeedOptions = {}): Promise<SeedResult> => {
  const started = Date.now();
  const now = opts.now ?? new Date();
  const log = opts.log ?? ((msg: string) => opts.logger?.info(msg));
  const eventCount = opts.events ?? DEFAULT_EVENT_COUNT;

  // One scrypt hash shared by every seeded account: hashing 200 passwords would take seconds.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const plan = planPeople(now, opts.members ?? DEFAULT_MEMBER_COUNT);
  const ids = profileIds();

  const catalog = await db.transaction(async (tx) => {
    const catalogIds = await seedCatalog(tx, now);
    await insertPeople(tx, plan, passwordHash);
    await insertProfiles(tx, plan, catalogIds, ids, now);
    await insertSubscriptions(tx, plan, now);
    await insertSpeakers(tx, ids);
    return catalogIds;
  });
  log(`seed: ${plan.people.length} accounts, profielen en catalogus aangemaakt`);
  if (opts.profiles) await insertVolumeProfiles(db, { count: opts.profiles, now, catalog, log });

  const summary = await insertEvents(db, { count: eventCount, now, plan, catalog, ids, log });
  log(`seed: ${summary.total} evenementen (${summary.publishedUpcoming} gepubliceerd en komend)`);

  await db.transaction(async (tx) => {
    await insertFavorites(tx, plan, ids, summary, now);
    await insertReviews(tx, plan, ids, summary, now);
    await updateOrganizationCounts(tx, summary);
    await insertForum(tx, plan, catalog, now);
    await insertInbox(tx, plan, summary, now);
    await insertPastVisits(tx, plan, ids, now);
    await insertAvailability(tx, ids, now);
    await insertVenueHire(tx, plan, ids, now);
    await insertEventViews(tx, plan, now);
    await insertTicketDemo(tx, plan, catalog, ids, now);
  });
  // Fresh statistics and no dead rows after a bulk load (the ticket trigger updates every event once): PGlite
  // has no autovacuum, so without this the planner guesses and the event search runs several times slower
  // (bench/RESULTS.md "Event search").
  await db.execute(sql`vacuum analyze`);
  const ms = Date.now() - started;
  log(
    `seed: klaar in ${(ms / 1000).toFixed(1)} s; demo-accounts: ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}`,
  );
  return {
    users: plan.people.length,
    events: summary.total,
    publishedUpcomingEvents: summary.publishedUpcoming,
    ms,
  };
};
