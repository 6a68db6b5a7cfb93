import { and, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventFavorites, events } from '../../db/schema';
import { savedCountChannel } from './channels';
import { selectCardRows } from '../events';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** An event a user may save: published, not in the trash. */
export const selectSavableEvent = async (db: Db | Tx, eventId: string) => {
  const [row] = await db
    .select({ id: events.id, savedCount: events.savedCount })
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.status, 'published'), isNull(events.deletedAt)))
    .limit(1);
  return row ?? null;
};

export const selectSavedCount = async (db: Db | Tx, eventId: string): Promise<number> => {
  const [row] = await db.select({ savedCount: events.savedCount }).from(events).where(eq(events.id, eventId));
  return row?.savedCount ?? 0;
};

/** Insert the favourite; false when it already existed (the count trigger fires only on a real insert). */
export const insertFavorite = async (tx: Tx, userId: string, eventId: string): Promise<boolean> => {
  const rows = await tx
    .insert(eventFavorites)
    .values({ userId, eventId })
    .onConflictDoNothing({ target: [eventFavorites.userId, eventFavorites.eventId] })
    .returning({ id: eventFavorites.id });
  return rows.length > 0;
};

export const deleteFavorite = async (tx: Tx, userId: string, eventId: string): Promise<boolean> => {
  const rows = await tx
    .delete(eventFavorites)
    .where(and(eq(eventFavorites.userId, userId), eq(eventFavorites.eventId, eventId)))
    .returning({ id: eventFavorites.id });
  return rows.length > 0;
};

/**
 * The event's saved_count as the trigger left it, announced on the realtime channel. pg_notify inside the
 * transaction is delivered at commit (and dropped on rollback), to every listening server instance.
 */
export const notifySavedCount = async (tx: Tx, eventId: string): Promise<number> => {
  const [row] = await tx
    .select({
      savedCount: events.savedCount,
      notified: sql<string>`pg_notify(${savedCountChannel.name}, json_build_object('eventId', ${events.id}, 'savedCount', ${events.savedCount})::text)::text`,
    })
    .from(events)
    .where(eq(events.id, eventId));
  return row?.savedCount ?? 0;
};

/** Saved events that still exist for the user: anything but drafts and trashed ones. */
const visibleSaved = (userId: string) =>
  and(
    eq(eventFavorites.userId, userId),
    isNull(events.deletedAt),
    ne(events.status, 'draft'),
    ne(events.status, 'trashed'),
  );

export const countSaved = async (db: Db, userId: string): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(eventFavorites)
    .innerJoin(events, eq(events.id, eventFavorites.eventId))
    .where(visibleSaved(userId));
  return row?.n ?? 0;
};

/** One page of saved events: upcoming first (soonest first), then past ones (most recent first). */
export const selectSavedPage = async (db: Db, userId: string, now: Date, limit: number, offset: number) => {
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const page = await db
    .select({ eventId: eventFavorites.eventId, savedAt: eventFavorites.createdAt, status: events.status })
    .from(eventFavorites)
    .innerJoin(events, eq(events.id, eventFavorites.eventId))
    .where(visibleSaved(userId))
    .orderBy(
      sql`(${events.startDate} >= ${nowSql}) desc`,
      sql`case when ${events.startDate} >= ${nowSql} then ${events.startDate} end asc`,
      sql`${events.startDate} desc`,
      eventFavorites.eventId,
    )
    .limit(limit)
    .offset(offset);
  if (page.length === 0) return [];
  const cards = await selectCardRows(
    db,
    inArray(
      events.id,
      page.map((p) => p.eventId),
    ),
    [],
    page.length,
  );
  const byId = new Map(cards.map((c) => [c.id, c]));
  return page.flatMap((p) => {
    const card = byId.get(p.eventId);
    return card ? [{ ...p, card }] : [];
  });
};

/** Which of these events the user saved. */
export const selectSavedIds = async (db: Db, userId: string, eventIds: string[]): Promise<string[]> => {
  if (eventIds.length === 0) return [];
  const rows = await db
    .select({ eventId: eventFavorites.eventId })
    .from(eventFavorites)
    .where(and(eq(eventFavorites.userId, userId), inArray(eventFavorites.eventId, eventIds)));
  return rows.map((r) => r.eventId);
};
