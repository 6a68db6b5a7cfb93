import type { Db } from '../../db/client';
import { type NotifyInput, notify } from './notify';
import { hasNotificationSince, selectNotifiedFollowerIds } from './queriesFanout';

/** Followers are written in slices of this many, so one INSERT stays far below PostgreSQL's parameter limit. */
const FOLLOWER_SLICE = 1_000;

/**
 * Notify everyone who follows `followingId` with notifications on (spec §3 user_follows.notifications_enabled),
 * inside the caller's transaction. Goes through `notify`, so each follower's channel preferences decide as for
 * any other notification; the followers are read once and written in slices (multi-row INSERTs), which keeps
 * an organiser with thousands of followers to a handful of statements.
 */
export const notifyFollowers = async (
  db: Db,
  input: Omit<NotifyInput, 'userIds'> & { followingId: string },
): Promise<number> => {
  const { followingId, ...rest } = input;
  const followers = (await selectNotifiedFollowerIds(db, followingId)).filter(
    (id) => id !== input.exceptUserId,
  );
  let written = 0;
  for (let i = 0; i < followers.length; i += FOLLOWER_SLICE)
    written += await notify(db, { ...rest, userIds: followers.slice(i, i + FOLLOWER_SLICE) });
  return written;
};

/**
 * Notify one member unless they already got a notification of this kind about the same thing (`data`
 * containing `once`) within `withinMs`: for causes that repeat (an up-vote per voter), so a popular post
 * yields one notification a day, not one per vote.
 */
export const notifyOncePer = async (
  db: Db,
  input: Omit<NotifyInput, 'userIds'> & { userId: string; once: Record<string, string>; withinMs: number },
): Promise<number> => {
  const { userId, once, withinMs, ...rest } = input;
  if (userId === input.exceptUserId) return 0;
  const since = new Date(Date.now() - withinMs);
  if (await hasNotificationSince(db, { userId, kind: input.kind, match: once, since })) return 0;
  return notify(db, { ...rest, userIds: [userId], data: { ...input.data, ...once } });
};
