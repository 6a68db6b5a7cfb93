import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { roadmapItems, roadmapVotes } from '../../db/schema';
import type { RoadmapStatus } from '../../../core/schemas/roadmap';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Writer = Db | Tx;

const columns = {
  id: roadmapItems.id,
  title: roadmapItems.title,
  description: roadmapItems.description,
  status: roadmapItems.status,
  category: roadmapItems.category,
  targetQuarter: roadmapItems.targetQuarter,
  votes: roadmapItems.votes,
  sortOrder: roadmapItems.sortOrder,
  createdAt: roadmapItems.createdAt,
  updatedAt: roadmapItems.updatedAt,
};

/** Every item in board order: status (the enum's order), then order, then title. */
export const selectAllItems = (db: Writer) =>
  db
    .select(columns)
    .from(roadmapItems)
    .orderBy(asc(roadmapItems.status), asc(roadmapItems.sortOrder), asc(roadmapItems.title));

export type RoadmapItemRow = Awaited<ReturnType<typeof selectAllItems>>[number];

export const selectItem = async (db: Writer, id: string): Promise<RoadmapItemRow | null> => {
  const [row] = await db.select(columns).from(roadmapItems).where(eq(roadmapItems.id, id));
  return row ?? null;
};

/** The next free order at the end of a status column. */
export const nextSortOrder = async (db: Writer, status: RoadmapStatus): Promise<number> => {
  const [row] = await db
    .select({ max: sql<number | null>`max(${roadmapItems.sortOrder})` })
    .from(roadmapItems)
    .where(eq(roadmapItems.status, status));
  return (row?.max === null || row?.max === undefined ? 0 : Number(row.max)) + 10;
};

export type RoadmapValues = {
  title: string;
  description: string;
  status: RoadmapStatus;
  category: string;
  targetQuarter: string | null;
  sortOrder: number;
};

export const insertItem = async (tx: Writer, values: RoadmapValues): Promise<string> => {
  const [row] = await tx.insert(roadmapItems).values(values).returning({ id: roadmapItems.id });
  if (!row) throw new Error('roadmap insert returned nothing');
  return row.id;
};

export const updateItem = async (tx: Writer, id: string, values: Partial<RoadmapValues>) => {
  await tx
    .update(roadmapItems)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(roadmapItems.id, id));
};

export const deleteItem = async (tx: Writer, id: string) => {
  await tx.delete(roadmapItems).where(eq(roadmapItems.id, id));
};

/** The ids of the items a member voted for. */
export const selectVotedItemIds = async (db: Writer, userId: string): Promise<string[]> =>
  (
    await db.select({ itemId: roadmapVotes.itemId }).from(roadmapVotes).where(eq(roadmapVotes.userId, userId))
  ).map((r) => r.itemId);

/**
 * A member's vote, once: the row is inserted unless it exists (the primary key decides, so concurrent
 * requests cannot both insert) and the kept count rises only when a row was actually inserted, in the
 * same transaction. Returns the count after, or null when the item does not exist.
 */
export const addVote = async (tx: Writer, itemId: string, userId: string): Promise<number | null> => {
  const inserted = await tx
    .insert(roadmapVotes)
    .values({ itemId, userId })
    .onConflictDoNothing()
    .returning({ itemId: roadmapVotes.itemId });
  return inserted.length > 0 ? bumpVotes(tx, itemId, 1) : currentVotes(tx, itemId);
};

/** Withdraw a member's vote: the count falls only when a row was actually deleted. */
export const removeVote = async (tx: Writer, itemId: string, userId: string): Promise<number | null> => {
  const deleted = await tx
    .delete(roadmapVotes)
    .where(and(eq(roadmapVotes.itemId, itemId), eq(roadmapVotes.userId, userId)))
    .returning({ itemId: roadmapVotes.itemId });
  return deleted.length > 0 ? bumpVotes(tx, itemId, -1) : currentVotes(tx, itemId);
};

const bumpVotes = async (tx: Writer, itemId: string, by: 1 | -1): Promise<number | null> => {
  const [row] = await tx
    .update(roadmapItems)
    .set({ votes: sql`greatest(${roadmapItems.votes} + ${by}, 0)` })
    .where(eq(roadmapItems.id, itemId))
    .returning({ votes: roadmapItems.votes });
  return row ? row.votes : null;
};

const currentVotes = async (tx: Writer, itemId: string): Promise<number | null> => {
  const [row] = await tx
    .select({ votes: roadmapItems.votes })
    .from(roadmapItems)
    .where(eq(roadmapItems.id, itemId));
  return row ? row.votes : null;
};

/** Lock the item for the vote (serialises votes per item; a missing item → null). */
export const lockItem = async (tx: Writer, itemId: string): Promise<boolean> => {
  const rows = await tx
    .select({ id: roadmapItems.id })
    .from(roadmapItems)
    .where(eq(roadmapItems.id, itemId))
    .for('update');
  return rows.length > 0;
};
