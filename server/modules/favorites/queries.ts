import { and, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { type Db, executeRows } from '../../db/client';
import { eventFavorites, events } from '../../db/schema';
import { selectCardRows } from '../events';
import type { ProfileSaveTarget, SaveTarget } from './targets';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The saved thing's row when a user may save it (public), else null. */
export const selectSavable = async (db: Db | Tx, target: SaveTarget, id: string) => {
  const [row] = await db
    .select({ id: target.ownerId })
    .from(target.owner)
    .where(and(eq(target.ownerId, id), target.public))
    .limit(1);
  return row ?? null;
};

export const selectSavedCount = async (db: Db | Tx, target: SaveTarget, id: string): Promise<number> => {
  const [row] = await db
    .select({ savedCount: sql<number>`${target.savedCount}` })
    .from(target.owner)
    .where(eq(target.ownerId, id));
  return row?.savedCount ?? 0;
};

/** Insert the favourite; false when it already existed (the count trigger fires only on a real insert). */
export const insertFavorite = async (tx: Tx, target: SaveTarget, userId: string, id: string) => {
  const rows = await executeRows(
    tx,
    sql`insert into ${target.favorites} (${sql.identifier(target.userId.name)}, ${sql.identifier(target.targetId.name)})
        values (${userId}, ${id}) on conflict do nothing returning 1 as inserted`,
  );
  return rows.length > 0;
};

export const deleteFavorite = async (tx: Tx, target: SaveTarget, userId: string, id: string) => {
  const rows = await tx
    .delete(target.favorites)
    .where(and(eq(target.userId, userId), eq(target.targetId, id)))
    .returning({ id: target.favoriteId });
  return rows.length > 0;
};

/**
 * The saved_count as the trigger left it, announced on the target's realtime channel. pg_notify inside the
 * transaction is delivered at commit (and dropped on rollback), to every listening server instance.
 */
export const notifySavedCount = async (tx: Tx, target: SaveTarget, id: string): Promise<number> => {
  const [row] = await tx
    .select({
      savedCount: sql<number>`${target.savedCount}`,
      notified: sql<string>`pg_notify(${target.channel.name}, json_build_object(${target.key}::text, ${target.ownerId}, 'savedCount', ${target.savedCount})::text)::text`,
    })
    .from(target.owner)
    .where(eq(target.ownerId, id));
  return row?.savedCount ?? 0;
};

/** Which of these the user saved. */
export const selectSavedIds = async (db: Db, target: SaveTarget, userId: string, ids: string[]) => {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: sql<string>`${target.targetId}` })
    .from(target.favorites)
    .where(and(eq(target.userId, userId), inArray(target.targetId, ids)));
  return rows.map((r) => r.id);
};

/** One page of saved venues or professionals that are still public, latest saved first, with the total. */
export const selectSavedProfiles = async (
  db: Db,
  target: ProfileSaveTarget,
  userId: string,
  limit: number,
  offset: number,
) => {
  const where = and(eq(target.userId, userId), target.public);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: sql<string>`${target.ownerId}`,
        name: sql<string>`${target.card.name}`,
        slug: sql<string>`${target.card.slug}`,
        imageUrl: sql<string | null>`${target.card.imageUrl}`,
        city: sql<string | null>`${target.card.city}`,
        savedCount: sql<number>`${target.savedCount}`,
        savedAt: sql<string>`${target.savedAt}`.mapWith((v: string | Date) => new Date(v)),
      })
      .from(target.favorites)
      .innerJoin(target.owner, eq(target.ownerId, target.targetId))
      .where(where)
      .orderBy(desc(target.savedAt), target.ownerId)
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(target.favorites)
      .innerJoin(target.owner, eq(target.ownerId, target.targetId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
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
