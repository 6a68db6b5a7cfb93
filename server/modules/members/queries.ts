import { type SQL, and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { likePatternsFor } from '../../../core/domain/searchText';
import type { MemberSearch, MemberSortKey } from '../../../core/schemas/members';
import type { Db } from '../../db/client';
import { profiles, userFollows } from '../../db/schema';

/**
 * All member SQL. Only public, not suspended profiles ever leave here. Text search uses the trigram index on
 * profiles.search_text (migration 0008); newest sorts on profiles_join_date_idx.
 */

const visible = and(eq(profiles.isPublic, true), isNull(profiles.suspendedAt));

const conditions = (search: MemberSearch): SQL | undefined =>
  and(
    visible,
    ...(search.q ? likePatternsFor(search.q).map((p) => sql`${profiles.searchText} like ${p}`) : []),
    search.city ? sql`lower(${profiles.city}) = lower(${search.city})` : undefined,
  );

const orderFor = (sort: MemberSortKey): SQL[] =>
  sort === 'name'
    ? [sql`lower(${profiles.fullName}) asc nulls last`, asc(profiles.id)]
    : [desc(profiles.joinDate), asc(profiles.id)];

const memberColumns = {
  id: profiles.id,
  slug: profiles.slug,
  fullName: profiles.fullName,
  avatarUrl: profiles.avatarUrl,
  bio: profiles.bio,
  interests: profiles.interests,
  city: profiles.city,
  joinDate: profiles.joinDate,
  eventsAttended: profiles.eventsAttended,
};
export type MemberRecord = Awaited<ReturnType<typeof selectMemberPage>>[number];

export const selectMemberPage = (db: Db, search: MemberSearch) =>
  db
    .select(memberColumns)
    .from(profiles)
    .where(conditions(search))
    .orderBy(...orderFor(search.sort))
    .limit(search.pageSize)
    .offset((search.page - 1) * search.pageSize);

export const countMembers = async (db: Db, search: MemberSearch): Promise<number> => {
  const [row] = await db.select({ n: count() }).from(profiles).where(conditions(search));
  return row?.n ?? 0;
};

/** A visible member by slug or id. */
export const selectMember = async (
  db: Db,
  by: { slug: string } | { id: string },
): Promise<MemberRecord | null> => {
  const [row] = await db
    .select(memberColumns)
    .from(profiles)
    .where(and(visible, 'slug' in by ? eq(profiles.slug, by.slug) : eq(profiles.id, by.id)))
    .limit(1);
  return row ?? null;
};

/** Followers of a user (user_follows_following_idx). */
export const countFollowers = async (db: Db, userId: string): Promise<number> => {
  const [row] = await db.select({ n: count() }).from(userFollows).where(eq(userFollows.followingId, userId));
  return row?.n ?? 0;
};
