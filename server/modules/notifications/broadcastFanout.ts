import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  anyBroadcastReach,
  countBroadcastReach,
  insertBroadcastChunk,
  notifyBroadcast,
} from './queriesBroadcast';

export { selectBroadcastReadCounts as broadcastReadCounts } from './queriesBroadcast';

/**
 * Members per chunk. Each chunk is its own short transaction (one INSERT … SELECT for the rows, one for the
 * deliveries), so a broadcast to 100 000 members never holds a transaction (or PGlite's one connection) for
 * long and /api/events and the streams keep answering in between.
 */
export const BROADCAST_CHUNK_SIZE = 10_000;

export type BroadcastFanoutInput = {
  broadcastId: string;
  title: string;
  content: string;
  actionUrl: string | null;
  /** A subquery with one column `user_id`, one row per member of the audience. */
  audience: SQL;
  /** Called inside the last transaction with the number of rows written: mark the broadcast sent there. */
  finish: (tx: Db, reach: number) => Promise<void>;
};

export type BroadcastFanoutResult = { reach: number; queued: number };

const BEFORE_EVERY_UUID = '00000000-0000-0000-0000-000000000000';

/** How many members an audience reaches on at least one channel (the same SQL the fan-out writes from). */
export const broadcastReach = (db: Db, audience: SQL): Promise<number> => countBroadcastReach(db, audience);

/** Whether the audience reaches anyone (stops at the first member). */
export const broadcastReachesAnyone = (db: Db, audience: SQL): Promise<boolean> =>
  anyBroadcastReach(db, audience);

/**
 * Write a broadcast's notifications (kind 'broadcast', type 'announcements', broadcast_id set) and its e-mail and
 * push deliveries, set-based, in chunks of BROADCAST_CHUNK_SIZE members by user id, each chunk its own
 * transaction. The last transaction lets the caller mark the broadcast sent and announces it ONCE on
 * broadcastChannel; the stream delivers it to open streams after that commit.
 */
export const fanOutBroadcast = async (
  db: Db,
  input: BroadcastFanoutInput,
): Promise<BroadcastFanoutResult> => {
  let after = BEFORE_EVERY_UUID;
  let reach = 0;
  let queued = 0;
  for (;;) {
    const chunk = await db.transaction((tx) =>
      insertBroadcastChunk(tx, { ...input, afterUserId: after, size: BROADCAST_CHUNK_SIZE }),
    );
    reach += chunk.written;
    queued += chunk.queued;
    if (chunk.lastUserId === null || chunk.scanned < BROADCAST_CHUNK_SIZE) break;
    after = chunk.lastUserId;
  }
  await db.transaction(async (tx) => {
    await input.finish(tx, reach);
    await notifyBroadcast(tx, input.broadcastId);
  });
  return { reach, queued };
};
