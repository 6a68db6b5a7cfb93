import { AppError } from '../../../core/errors';
import type {
  FollowResponse,
  FollowerCountMessage,
  FollowingQuery,
  FollowingResponse,
} from '../../../core/schemas/follows';
import type { Db } from '../../db/client';
import type { Actor } from '../../http/context';
import { ensure } from '../../http/authorize';
import { followsPolicy } from './policy';
import { presentFollowing } from './presenter';
import {
  countFollowingByKind,
  deleteFollow,
  insertFollow,
  notifyFollowerCount,
  selectFollow,
  selectFollowable,
  selectFollowedIds,
  selectFollowerCount,
  selectFollowingPage,
  updateNotifications,
} from './queries';

/**
 * Follow or unfollow a user (spec §3 user_follows, notifications on by default). Idempotent like saving: the
 * insert/delete and the realtime NOTIFY of the new follower count happen in one transaction. Following
 * yourself is refused; following an unknown or suspended account is a 404 (unfollowing always works).
 */
export const setFollowing = async (
  db: Db,
  actor: Actor,
  userId: string,
  following: boolean,
): Promise<FollowResponse> => {
  ensure(followsPolicy.manageOwnFollows(actor));
  if (userId === actor.userId) throw new AppError('follow_self');
  return db.transaction(async (tx) => {
    if (following && !(await selectFollowable(tx, userId))) throw new AppError('follow_target_not_found');
    const changed = following
      ? await insertFollow(tx, actor.userId, userId)
      : await deleteFollow(tx, actor.userId, userId);
    const followerCount = changed
      ? await notifyFollowerCount(tx, userId)
      : await selectFollowerCount(tx, userId);
    const row = following ? await selectFollow(tx, actor.userId, userId) : null;
    return {
      userId,
      following,
      notificationsEnabled: row?.notificationsEnabled ?? false,
      followerCount,
    };
  });
};

/** Turn notifications of a followed user on or off ('Meldingen aan/uit'); 404 when not followed. */
export const setFollowNotifications = async (
  db: Db,
  actor: Actor,
  userId: string,
  notificationsEnabled: boolean,
): Promise<FollowResponse> => {
  ensure(followsPolicy.manageOwnFollows(actor));
  const row = await updateNotifications(db, actor.userId, userId, notificationsEnabled);
  if (!row) throw new AppError('follow_target_not_found');
  return {
    userId,
    following: true,
    notificationsEnabled: row.notificationsEnabled,
    followerCount: await selectFollowerCount(db, userId),
  };
};

/** Which of the given users the actor follows (a page of buttons asks at once). */
export const followedIds = async (db: Db, actor: Actor, ids: string[]): Promise<string[]> => {
  ensure(followsPolicy.manageOwnFollows(actor));
  return selectFollowedIds(db, actor.userId, ids);
};

/** /dashboard/organisaties: what the actor follows, organisations first, one page with counts per kind. */
export const listFollowing = async (
  db: Db,
  actor: Actor,
  query: FollowingQuery,
): Promise<FollowingResponse> => {
  ensure(followsPolicy.manageOwnFollows(actor));
  const [rows, counts] = await Promise.all([
    selectFollowingPage(db, actor.userId, query.kind, query.pageSize, (query.page - 1) * query.pageSize),
    countFollowingByKind(db, actor.userId),
  ]);
  const total = query.kind ? counts[query.kind] : counts.organization + counts.professional + counts.member;
  return { items: rows.map(presentFollowing), total, page: query.page, pageSize: query.pageSize, counts };
};

/** A user's public follower count (the live stream starts from it); 404 for an unknown account. */
export const followerCount = async (db: Db, userId: string): Promise<FollowerCountMessage> => {
  if (!(await selectFollowable(db, userId))) throw new AppError('follow_target_not_found');
  return { userId, followerCount: await selectFollowerCount(db, userId) };
};
