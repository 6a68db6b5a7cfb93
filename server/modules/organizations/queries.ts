import { type SQL, and, asc, count, desc, eq, or, sql } from 'drizzle-orm';
import { likePatternsFor } from '../../../core/domain/searchText';
import type { ProfileLookup } from '../../../core/domain/slugs';
import type { OrganizationSearch } from '../../../core/schemas/organizations';
import { type Db, executeRows } from '../../db/client';
import { totalColumn } from '../../db/paging';
import { profileLookupCondition } from '../../db/profileLookup';
import { eventCategories, organizationProfiles, userFollows } from '../../db/schema';
import { distanceKmFrom, wholeKmFrom, withinRadius } from '../geo';

/**
 * All organisation SQL: the directory search (spec §2 /organizations) and the organisation page. Every filter
 * is served by an index of migration 0008 and before: trigram on search_text, the (latitude, longitude) box,
 * GIN on categories; the directory order by (is_premium, is_verified, lower(name)). Hidden profiles never leave.
 */

const org = organizationProfiles;
const coordinates = { latitude: org.latitude, longitude: org.longitude };

const textMatches = (q: string): SQL | undefined =>
  and(...likePatternsFor(q).map((pattern) => sql`${org.searchText} like ${pattern}`));

const searchConditions = (search: OrganizationSearch): SQL | undefined =>
  and(
    eq(org.isHidden, false),
    search.q ? textMatches(search.q) : undefined,
    search.category ? sql`${org.categories} @> array[${search.category}]::text[]` : undefined,
    search.near ? withinRadius(coordinates, search.near, search.radiusKm) : undefined,
  );

/** A search that reads every match anyway (text or a place): the page carries its total (server/db/paging). */
export const isNarrowOrganizationSearch = (search: OrganizationSearch): boolean =>
  search.q !== null || search.near !== null;

/** Premium, then verified first (spec §2, §9), then the chosen order; id keeps paging stable. */
const orderFor = (search: OrganizationSearch): SQL[] => {
  const first = [desc(org.isPremium), desc(org.isVerified)];
  const byName = sql`lower(${org.organizationName})`;
  switch (search.sort) {
    case 'rating':
      return [...first, sql`${org.rating} desc nulls last`, asc(byName), asc(org.id)];
    case 'newest':
      return [...first, desc(org.createdAt), asc(org.id)];
    case 'distance':
      return search.near
        ? [
            ...first,
            sql`${distanceKmFrom(coordinates, search.near)} asc nulls last`,
            asc(byName),
            asc(org.id),
          ]
        : [...first, asc(byName), asc(org.id)];
    case 'name':
      return [...first, asc(byName), asc(org.id)];
  }
};

// Subqueries rather than joins: they run for the returned rows only, after the sort and limit. Outer columns
// are spelled out with their table (a one-table select leaves them unqualified, and a bare name would bind
// inside the subquery).
const outerUserId = sql.raw('"organization_profiles"."user_id"');
const outerCategories = sql.raw('"organization_profiles"."categories"');

/** Users following the owner (spec §3 user_follows; indexed on following_id). */
const followerCount = sql<number>`(select count(*) from ${userFollows}
  where ${userFollows.followingId} = ${outerUserId})::int`.mapWith(Number);

/** The categories with their names, in the profile's order; a slug without a category row keeps the slug. */
const categoryOptions = sql<{ slug: string; label: string }[]>`coalesce((
  select json_agg(json_build_object('slug', s.slug, 'label', coalesce(c.name, s.slug)) order by s.ord)
  from unnest(${outerCategories}) with ordinality as s(slug, ord)
  left join ${eventCategories} c on c.slug = s.slug), '[]'::json)`;

/** The columns of an organisation's listing card (spec §3 unified listing card). */
const cardColumns = {
  id: org.id,
  slug: org.slug,
  name: org.organizationName,
  tagline: org.tagline,
  description: org.description,
  logoUrl: org.logoUrl,
  profileImageUrl: org.profileImageUrl,
  coverImageUrl: org.coverImageUrl,
  organizationImageUrl: org.organizationImageUrl,
  galleryImages: org.galleryImages,
  city: org.city,
  address: org.address,
  latitude: org.latitude,
  longitude: org.longitude,
  isVerified: org.isVerified,
  isPremium: org.isPremium,
  rating: org.rating,
  reviewCount: org.reviewCount,
  eventCount: org.eventCount,
  memberCount: org.memberCount,
  categories: categoryOptions,
  followerCount,
};

/** One page of the directory, with the distance to `near` in whole km when given. */
export const selectOrganizationPage = (db: Db, search: OrganizationSearch) =>
  db
    .select({
      ...cardColumns,
      distanceKm: search.near ? wholeKmFrom(coordinates, search.near) : sql<number | null>`null::int`,
      total: totalColumn(isNarrowOrganizationSearch(search)),
    })
    .from(org)
    .where(searchConditions(search))
    .orderBy(...orderFor(search))
    .limit(search.pageSize)
    .offset((search.page - 1) * search.pageSize);

export type OrganizationCardRow = Awaited<ReturnType<typeof selectOrganizationPage>>[number];

export const countOrganizations = async (db: Db, search: OrganizationSearch): Promise<number> => {
  const [row] = await db.select({ n: count() }).from(org).where(searchConditions(search));
  return row?.n ?? 0;
};

/** Every category a visible organisation uses, by name (the category filter's options). */
export const selectOrganizationCategories = (db: Db) =>
  executeRows<{ slug: string; label: string }>(
    db,
    sql`select s.slug, coalesce(c.name, s.slug) as label
      from (select distinct unnest(${org.categories}) as slug from ${org} where ${org.isHidden} = false) s
      left join ${eventCategories} c on c.slug = s.slug
      order by lower(coalesce(c.name, s.slug))`,
  );

/**
 * A visible organisation by one lookup. An id or 8-hex prefix matches the profile id or, as spec §5 has old
 * links carry it, the owning user's id.
 */
export const selectOrganization = async (db: Db, by: ProfileLookup) => {
  const byProfile = profileLookupCondition({ id: org.id, slug: org.slug }, by);
  const where =
    'slug' in by ? byProfile : or(byProfile, profileLookupCondition({ id: org.userId, slug: org.slug }, by));
  const [row] = await db
    .select({ organization: org, categories: categoryOptions, followerCount })
    .from(org)
    .where(and(where, eq(org.isHidden, false)))
    .orderBy(asc(org.createdAt))
    .limit(1);
  return row ?? null;
};

export type OrganizationRecord = NonNullable<Awaited<ReturnType<typeof selectOrganization>>>;
