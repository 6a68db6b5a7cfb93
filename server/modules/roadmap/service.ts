import { AppError } from '../../../core/errors';
import type {
  AdminRoadmapItemDto,
  AdminRoadmapList,
  RoadmapCreateBody,
  RoadmapMyVotes,
  RoadmapReorderBody,
  RoadmapUpdateBody,
  RoadmapVoteResult,
} from '../../../core/schemas/roadmap';
import type { Db } from '../../db/client';
import { ensure } from '../../http/authorize';
import type { Actor } from '../../http/context';
import { recordAudit } from '../admin';
import { roadmapPolicy } from './policy';
import {
  type RoadmapItemRow,
  addVote,
  deleteItem,
  insertItem,
  lockItem,
  nextSortOrder,
  removeVote,
  selectAllItems,
  selectItem,
  selectVotedItemIds,
  updateItem,
} from './queries';

/** An admin write: who, from where. */
export type AdminCall = { actor: Actor; ip: string };

const present = (row: RoadmapItemRow): AdminRoadmapItemDto => ({
  id: row.id,
  title: row.title,
  description: row.description,
  status: row.status,
  category: row.category,
  targetQuarter: row.targetQuarter,
  votes: row.votes,
  sortOrder: row.sortOrder,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** What the audit log keeps of an item (votes move on their own, so they are left out). */
const snapshot = (row: RoadmapItemRow) => {
  const { votes: _votes, createdAt: _c, updatedAt: _u, ...rest } = row;
  return rest;
};

export const listRoadmapAdmin = async (db: Db, actor: Actor): Promise<AdminRoadmapList> => {
  ensure(roadmapPolicy.manage(actor), 'admin_only');
  return { items: (await selectAllItems(db)).map(present) };
};

const mustExist = async (db: Parameters<typeof selectItem>[0], id: string): Promise<RoadmapItemRow> => {
  const row = await selectItem(db, id);
  if (!row) throw new AppError('roadmap_item_not_found');
  return row;
};

export const createRoadmapItem = async (
  db: Db,
  call: AdminCall,
  body: RoadmapCreateBody,
): Promise<AdminRoadmapItemDto> => {
  ensure(roadmapPolicy.manage(call.actor), 'admin_only');
  const row = await db.transaction(async (tx) => {
    const sortOrder = body.sortOrder ?? (await nextSortOrder(tx, body.status));
    const id = await insertItem(tx, { ...body, sortOrder });
    const after = await mustExist(tx, id);
    await recordAudit(tx, {
      actorId: call.actor.userId,
      action: 'roadmap.create',
      targetType: 'roadmap_item',
      targetId: id,
      data: { before: null, after: snapshot(after) },
      ip: call.ip,
    });
    return after;
  });
  return present(row);
};

export const updateRoadmapItem = async (
  db: Db,
  call: AdminCall,
  id: string,
  body: RoadmapUpdateBody,
): Promise<AdminRoadmapItemDto> => {
  ensure(roadmapPolicy.manage(call.actor), 'admin_only');
  const row = await db.transaction(async (tx) => {
    const before = await mustExist(tx, id);
    // A new status without an order puts the item at the end of its new column.
    const sortOrder =
      body.sortOrder ??
      (body.status && body.status !== before.status ? await nextSortOrder(tx, body.status) : undefined);
    await updateItem(tx, id, { ...body, ...(sortOrder === undefined ? {} : { sortOrder }) });
    const after = await mustExist(tx, id);
    await recordAudit(tx, {
      actorId: call.actor.userId,
      action: 'roadmap.update',
      targetType: 'roadmap_item',
      targetId: id,
      data: { before: snapshot(before), after: snapshot(after) },
      ip: call.ip,
    });
    return after;
  });
  return present(row);
};

export const deleteRoadmapItem = async (db: Db, call: AdminCall, id: string): Promise<void> => {
  ensure(roadmapPolicy.manage(call.actor), 'admin_only');
  await db.transaction(async (tx) => {
    const before = await mustExist(tx, id);
    await deleteItem(tx, id);
    await recordAudit(tx, {
      actorId: call.actor.userId,
      action: 'roadmap.delete',
      targetType: 'roadmap_item',
      targetId: id,
      data: { before: { ...snapshot(before), votes: before.votes }, after: null },
      ip: call.ip,
    });
  });
};

/** A new order for one status column (up/down): 10, 20, 30 … as given; one entry per item that moved. */
export const reorderRoadmap = async (
  db: Db,
  call: AdminCall,
  body: RoadmapReorderBody,
): Promise<AdminRoadmapList> => {
  ensure(roadmapPolicy.manage(call.actor), 'admin_only');
  await db.transaction(async (tx) => {
    for (const [index, id] of [...new Set(body.ids)].entries()) {
      const before = await mustExist(tx, id);
      if (before.status !== body.status) {
        throw new AppError('validation_failed', {
          fields: { ids: 'Alle items moeten in dezelfde kolom staan.' },
        });
      }
      const sortOrder = (index + 1) * 10;
      if (before.sortOrder === sortOrder) continue;
      await updateItem(tx, id, { sortOrder });
      await recordAudit(tx, {
        actorId: call.actor.userId,
        action: 'roadmap.update',
        targetType: 'roadmap_item',
        targetId: id,
        data: { before: snapshot(before), after: { ...snapshot(before), sortOrder } },
        ip: call.ip,
      });
    }
  });
  return listRoadmapAdmin(db, call.actor);
};

export const myRoadmapVotes = async (db: Db, actor: Actor): Promise<RoadmapMyVotes> => ({
  itemIds: await selectVotedItemIds(db, actor.userId),
});

/**
 * Vote for an item (`voted` true) or withdraw (false); idempotent, one vote per member per item. The vote
 * row and roadmap_items.votes change in one transaction with the item locked, so concurrent votes neither
 * double count nor lose a count.
 */
export const setRoadmapVote = async (
  db: Db,
  actor: Actor,
  itemId: string,
  voted: boolean,
): Promise<RoadmapVoteResult> => {
  ensure(roadmapPolicy.vote(actor), 'impersonation_forbidden');
  const votes = await db.transaction(async (tx) => {
    if (!(await lockItem(tx, itemId))) throw new AppError('roadmap_item_not_found');
    return voted ? addVote(tx, itemId, actor.userId) : removeVote(tx, itemId, actor.userId);
  });
  if (votes === null) throw new AppError('roadmap_item_not_found');
  return { itemId, voted, votes };
};
