import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FollowKind } from '../../../core/schemas/follows';
import type { Db } from '../../db/client';
import { organizationProfiles, professionals, profiles, userFollows, users } from '../../db/schema';
import { followerCountChannel } from './channels';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A user one may follow: an account whose profile is not suspended. */
export const selectFollowable = async (db: Db | Tx, userId: string) => {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(and(eq(users.id, userId), isNull(profiles.suspendedAt)))
    .limit(1);
  return row ?? null;
};

/** Insert the follow (notifications on by default); null when it already existed. */
export const insertFollow = async (tx: Tx, followerId: string, followingId: string) => {
  const rows = await tx
    .insert(userFollows)
    .values({ followerId, followingId })
    .onConflictDoNothing({ target: [userFollows.followerId, userFollows.followingId] })
    .returning({ id: userFollows.id });
  return rows.length > 0;
};

export const deleteFollow = async (tx: Tx, followerId: string, followingId: string) => {
  const rows = await tx
    .delete(userFollows)
    .where(and(eq(userFollows.followerId, followerId), eq(userFollows.followingId, followingId)))
    .returning({ id: userFollows.id });
  return rows.length > 0;
};

export const updateNotifications = async (
  db: Db,
  followerId: string,
  followingId: string,
  notificationsEnabled: boolean,
) => {
  const rows = await db
    .update(userFollows)
    .set({ notificationsEnabled })
    .where(and(eq(userFollows.followerId, followerId), eq(userFollows.followingId, followingId)))
    .returning({ notificationsEnabled: userFollows.notificationsEnabled });
  return rows[0] ?? null;
};

export const selectFollow = async (db: Db | Tx, followerId: string, followingId: string) => {
  const [row] = await db
    .select({ notificationsEnabled: userFollows.notificationsEnabled })
    .from(userFollows)
    .where(and(eq(userFollows.followerId, followerId), eq(userFollows.followingId, followingId)))
    .limit(1);
  return row ?? null;
};

/** Followers of a user, counted on the following_id index (user_follows_following_idx). */
export const selectFollowerCount = async (db: Db | Tx, userId: string): Promise<number> => {
  const [row] = await db.select({ n: count() }).from(userFollows).where(eq(userFollows.followingId, userId));
  return row?.n ?? 0;
};

/** The new follower count, announced on the realtime channel (delivered at commit, dropped on rollback). */
export const notifyFollowerCount = async (tx: Tx, userId: string): Promise<number> => {
  const followerCount = await selectFollowerCount(tx, userId);
  const payload = JSON.stringify({ userId, followerCount });
  await tx.execute(sql`select pg_notify(${followerCountChannel.name}, ${payload})`);
  return followerCount;
};

export const selectFollowedIds = async (db: Db, followerId: string, ids: string[]): Promise<string[]> => {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: userFollows.followingId })
    .from(userFollows)
    .where(and(eq(userFollows.followerId, followerId), inArray(userFollows.followingId, ids)));
  return rows.map((r) => r.id);
};

/** What a followed user is: the organisation they own, else their professional profile, else a member. */
const kindOf = sql<FollowKind>`case when ${organizationProfiles.id} is not null then 'organization'
  when ${professionals.id} is not null then 'professional' else 'member' end`;
const kindRank = sql`case when ${organizationProfiles.id} is not null then 0
  when ${professionals.id} is not null then 1 else 2 end`;

/** One page of what the user follows (optionally one kind): organisations, professionals, members. */
export const selectFollowingPage = async (
  db: Db,
  followerId: string,
  kind: FollowKind | undefined,
  limit: number,
  offset: number,
) => {
  const rows = await db
    .select({
      userId: userFollows.followingId,
      kind: kindOf,
      notificationsEnabled: userFollows.notificationsEnabled,
      followedAt: userFollows.createdAt,
      organizationName: organizationProfiles.organizationName,
      organizationSlug: organizationProfiles.slug,
      organizationLogo: organizationProfiles.logoUrl,
      businessName: professionals.businessName,
      professionalSlug: professionals.slug,
      professionalImage: professionals.profileImageUrl,
      fullName: profiles.fullName,
      memberSlug: profiles.slug,
      avatarUrl: profiles.avatarUrl,
    })
    .from(userFollows)
    .leftJoin(organizationProfiles, eq(organizationProfiles.userId, userFollows.followingId))
    .leftJoin(professionals, eq(professionals.userId, userFollows.followingId))
    .leftJoin(profiles, eq(profiles.id, userFollows.followingId))
    .where(and(eq(userFollows.followerId, followerId), kind ? sql`${kindOf} = ${kind}` : undefined))
    .orderBy(kindRank, desc(userFollows.createdAt), userFollows.followingId)
    .limit(limit)
    .offset(offset);
  return rows;
};
export type FollowingRow = Awaited<ReturnType<typeof selectFollowingPage>>[number];

/** How many users of each kind the user follows. */
export const countFollowingByKind = async (db: Db, followerId: string) => {
  const rows = await db
    .select({ kind: kindOf, n: count() })
    .from(userFollows)
    .leftJoin(organizationProfiles, eq(organizationProfiles.userId, userFollows.followingId))
    .leftJoin(professionals, eq(professionals.userId, userFollows.followingId))
    .where(eq(userFollows.followerId, followerId))
    .groupBy(kindOf);
  const counts: Record<FollowKind, number> = { organization: 0, professional: 0, member: 0 };
  for (const row of rows) counts[row.kind] = row.n;
  return counts;
};
