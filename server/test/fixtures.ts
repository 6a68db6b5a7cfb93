import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  eventCategories,
  eventCategoryMapping,
  eventCategoryParents,
  eventFavorites,
  eventTickets,
  events,
  organizationProfiles,
  profiles,
  users,
  venueFavorites,
  venueProfiles,
  venueReviewReplies,
  venueReviews,
} from '../db/schema';

/**
 * Small fixture builders for API tests: real rows through Drizzle, unique names per call, sensible
 * defaults. Tests say only what matters to them.
 */

const DAY = 86_400_000;
export const daysFromNow = (days: number, from = new Date()): Date => new Date(from.getTime() + days * DAY);

let counter = 0;
const next = (): number => ++counter;

export const insertUser = async (db: Db, values: { name?: string; email?: string } = {}) => {
  const n = next();
  const [user] = await db
    .insert(users)
    .values({
      name: values.name ?? `Gebruiker ${n}`,
      email: values.email ?? `gebruiker${n}-${randomUUID()}@test.kring`,
    })
    .returning();
  if (!user) throw new Error('no user');
  await db.insert(profiles).values({ id: user.id, email: user.email, fullName: user.name });
  return user;
};

export const insertOrganization = async (db: Db, values: { name?: string; isPremium?: boolean } = {}) => {
  const owner = await insertUser(db);
  const name = values.name ?? `Organisatie ${next()}`;
  const [org] = await db
    .insert(organizationProfiles)
    .values({
      userId: owner.id,
      organizationName: name,
      slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${next()}`,
      isPremium: values.isPremium ?? false,
    })
    .returning();
  if (!org) throw new Error('no organisation');
  return org;
};

export const insertCategory = async (
  db: Db,
  values: {
    slug: string;
    name?: string;
    isMain?: boolean;
    isActive?: boolean;
    showGeneralSubtypes?: boolean;
    parents?: string[];
    sortOrder?: number;
  },
) => {
  const [category] = await db
    .insert(eventCategories)
    .values({
      slug: values.slug,
      name: values.name ?? values.slug,
      isMainCategory: values.isMain ?? false,
      isActive: values.isActive ?? true,
      showGeneralSubtypes: values.showGeneralSubtypes ?? false,
      sortOrder: values.sortOrder ?? 0,
    })
    .returning();
  if (!category) throw new Error('no category');
  for (const parentSlug of values.parents ?? []) {
    await db.insert(eventCategoryParents).values({ categoryId: category.id, parentSlug });
  }
  return category;
};

export type EventFixture = Partial<typeof events.$inferInsert> & {
  tickets?: { price: number; isActive?: boolean }[];
  categoryIds?: string[];
};

/**
 * Insert an event (published, starting in a week, unless told otherwise). Past start dates are allowed
 * here the way the seed does it: inside a transaction that sets kring.allow_past_events.
 */
export const insertEvent = async (db: Db, values: EventFixture = {}) => {
  const n = next();
  const { tickets = [], categoryIds = [], ...columns } = values;
  const title = columns.title ?? `Evenement ${n} ${randomUUID().slice(0, 8)}`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local kring.allow_past_events = 'on'`);
    const [event] = await tx
      .insert(events)
      .values({
        slug: `evenement-${n}-${randomUUID().slice(0, 8)}`,
        status: 'published',
        startDate: daysFromNow(7),
        city: 'Utrecht',
        ...columns,
        title,
      })
      .returning();
    if (!event) throw new Error('no event');
    for (const [i, t] of tickets.entries()) {
      await tx
        .insert(eventTickets)
        .values({ eventId: event.id, name: `Ticket ${i + 1}`, price: t.price, isActive: t.isActive ?? true });
    }
    for (const categoryId of categoryIds) {
      await tx.insert(eventCategoryMapping).values({ eventId: event.id, categoryId });
    }
    return event;
  });
};

export const insertFavorite = async (db: Db, eventId: string) => {
  const user = await insertUser(db);
  await db.insert(eventFavorites).values({ userId: user.id, eventId });
};

export type VenueFixture = Partial<typeof venueProfiles.$inferInsert>;

/** Insert a venue profile with its own owner (a slug from the name unless told otherwise). */
export const insertVenue = async (db: Db, values: VenueFixture = {}) => {
  const owner = await insertUser(db);
  const n = next();
  const name = values.name ?? `Locatie ${n}`;
  const [venue] = await db
    .insert(venueProfiles)
    .values({
      userId: owner.id,
      slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${n}`,
      city: 'Utrecht',
      ...values,
      name,
    })
    .returning();
  if (!venue) throw new Error('no venue');
  return { venue, owner };
};

/** A review of a venue by a new member, with the owner's replies if given. */
export const insertVenueReview = async (
  db: Db,
  venue: { id: string; userId: string },
  values: { rating: number; comment: string; replies?: string[]; reviewerName?: string },
) => {
  const reviewer = await insertUser(db, values.reviewerName ? { name: values.reviewerName } : {});
  const [review] = await db
    .insert(venueReviews)
    .values({ venueId: venue.id, reviewerId: reviewer.id, rating: values.rating, comment: values.comment })
    .returning();
  if (!review) throw new Error('no review');
  for (const replyText of values.replies ?? []) {
    await db.insert(venueReviewReplies).values({ reviewId: review.id, responderId: venue.userId, replyText });
  }
  return review;
};

/** A member saves a venue. */
export const insertVenueFavorite = async (db: Db, venueId: string) => {
  const user = await insertUser(db);
  await db.insert(venueFavorites).values({ userId: user.id, venueId });
};

/**
 * Write with the database's triggers off (`session_replication_role = replica`, this transaction only), so no
 * NOTIFY goes out: what an instance would see if a change reached the database unannounced. For tests of what a
 * cache does on its own (its time to live, a channel of its own).
 */
export const withoutTriggers = async <T>(db: Db, write: (tx: Db) => Promise<T>): Promise<T> =>
  db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    return write(tx as unknown as Db);
  });
