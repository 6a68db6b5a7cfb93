import { type SQL, and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { ProfessionalSortKey } from '../../../core/domain/professionalFilters';
import type { ProfileLookup } from '../../../core/domain/slugs';
import { likePatternsFor } from '../../../core/domain/searchText';
import type { ProfessionalSearch } from '../../../core/schemas/professionals';
import type { Db } from '../../db/client';
import { totalColumn } from '../../db/paging';
import { profileLookupCondition } from '../../db/profileLookup';
import { professionalServices, professionalTypes, professionals, userFollows } from '../../db/schema';
import { wholeKmFrom, withinRadius } from '../geo';

/**
 * All professionals SQL: the directory search (spec §2 /professionals, §5 filters), the type options and
 * the profile page. Indexes of migrations 0001/0008: trigram on search_text, (latitude, longitude) for the
 * radius box, professional_type_id, GIN on category_ids (related professionals), and
 * professional_services (professional_id, status, price) for the price range and price sort.
 */

const coordinates = { latitude: professionals.latitude, longitude: professionals.longitude };

/** Services a visitor sees (professional_services.status; 'draft' stays with its owner). */
const VISIBLE_SERVICE_STATUSES = ['active', 'published'] as const;

/** In directories and related lists: published and not hidden by an admin. */
const isListed = and(eq(professionals.status, 'published'), eq(professionals.isHidden, false));

const textMatches = (q: string): SQL | undefined =>
  and(...likePatternsFor(q).map((pattern) => sql`${professionals.searchText} like ${pattern}`));

/** At least one visible service priced within the range (an unpriced service matches no price filter). */
const offersServiceWithin = (min: number | null, max: number | null): SQL =>
  sql`exists (select 1 from ${professionalServices}
    where ${professionalServices.professionalId} = ${professionals.id}
      and ${professionalServices.status} in ('active', 'published')
      and ${professionalServices.price} is not null
      ${min !== null ? sql`and ${professionalServices.price} >= ${min}` : sql``}
      ${max !== null ? sql`and ${professionalServices.price} <= ${max}` : sql``})`;

const searchConditions = (search: ProfessionalSearch): SQL | undefined =>
  and(
    isListed,
    search.q ? textMatches(search.q) : undefined,
    search.type
      ? sql`${professionals.professionalTypeId} =
          (select ${professionalTypes.id} from ${professionalTypes} where ${professionalTypes.slug} = ${search.type})`
      : undefined,
    search.online ? eq(professionals.availableForOnline, true) : undefined,
    search.inPerson ? eq(professionals.availableForInPerson, true) : undefined,
    search.minPrice !== null || search.maxPrice !== null
      ? offersServiceWithin(search.minPrice, search.maxPrice)
      : undefined,
    search.near ? withinRadius(coordinates, search.near, search.radiusKm) : undefined,
  );

/** A search that reads every match anyway (text or a place): the page carries its total (server/db/paging). */
export const isNarrowProfessionalSearch = (search: ProfessionalSearch): boolean =>
  search.q !== null || search.near !== null;

/** The lowest visible service price (the price sorts), read per returned row through the services index. */
const lowestPrice = sql<number | null>`(select min(${professionalServices.price})
  from ${professionalServices}
  where ${professionalServices.professionalId} = ${professionals.id}
    and ${professionalServices.status} in ('active', 'published'))`;

/** Spec §2 "Premium profiles first": premium, then verified, then the chosen order; id keeps paging stable. */
const orderFor = (sort: ProfessionalSortKey): SQL[] => {
  const first = [desc(professionals.isPremium), desc(professionals.isVerified)];
  const byName = sql`lower(${professionals.businessName})`;
  switch (sort) {
    case 'rating':
      return [...first, sql`${professionals.rating} desc nulls last`, asc(byName), asc(professionals.id)];
    case 'newest':
      return [...first, desc(professionals.createdAt), asc(professionals.id)];
    case 'price_asc':
      return [...first, sql`${lowestPrice} asc nulls last`, asc(byName), asc(professionals.id)];
    case 'price_desc':
      return [...first, sql`${lowestPrice} desc nulls last`, asc(byName), asc(professionals.id)];
    case 'name':
      return [...first, asc(byName), asc(professionals.id)];
  }
};

/** The columns of a professional's listing card (spec §3 unified listing card). */
const cardColumns = {
  id: professionals.id,
  slug: professionals.slug,
  businessName: professionals.businessName,
  professionalTitle: professionals.professionalTitle,
  typeName: professionalTypes.name,
  bio: professionals.bio,
  profileImageUrl: professionals.profileImageUrl,
  city: professionals.city,
  latitude: professionals.latitude,
  longitude: professionals.longitude,
  isPremium: professionals.isPremium,
  isVerified: professionals.isVerified,
  rating: professionals.rating,
  reviewCount: professionals.reviewCount,
  savedCount: professionals.savedCount,
  servicesCount: professionals.servicesCount,
};

/** One page of the directory, with the distance to `near` in whole km when given. */
export const selectProfessionalPage = (db: Db, search: ProfessionalSearch) =>
  db
    .select({
      ...cardColumns,
      distanceKm: search.near ? wholeKmFrom(coordinates, search.near) : sql<number | null>`null::int`,
      total: totalColumn(isNarrowProfessionalSearch(search)),
    })
    .from(professionals)
    .leftJoin(professionalTypes, eq(professionalTypes.id, professionals.professionalTypeId))
    .where(searchConditions(search))
    .orderBy(...orderFor(search.sort))
    .limit(search.pageSize)
    .offset((search.page - 1) * search.pageSize);

export type ProfessionalCardRow = Omit<Awaited<ReturnType<typeof selectProfessionalPage>>[number], 'total'>;

export const countProfessionals = async (db: Db, search: ProfessionalSearch): Promise<number> => {
  const [row] = await db.select({ n: count() }).from(professionals).where(searchConditions(search));
  return row?.n ?? 0;
};

/** Every professional type in their set order (the type filter's options). */
export const selectProfessionalTypes = (db: Db) =>
  db
    .select({ slug: professionalTypes.slug, name: professionalTypes.name })
    .from(professionalTypes)
    .orderBy(asc(professionalTypes.sortOrder), asc(professionalTypes.name));

/** The professional behind a profile link with its type, whatever its status (the service decides), or null. */
export const selectProfessional = async (db: Db, by: ProfileLookup) => {
  const [row] = await db
    .select({
      professional: professionals,
      typeSlug: professionalTypes.slug,
      typeName: professionalTypes.name,
    })
    .from(professionals)
    .leftJoin(professionalTypes, eq(professionalTypes.id, professionals.professionalTypeId))
    .where(profileLookupCondition(professionals, by))
    .orderBy(asc(professionals.createdAt))
    .limit(1);
  return row ?? null;
};

export type ProfessionalRecord = NonNullable<Awaited<ReturnType<typeof selectProfessional>>>;

/** The services a visitor sees, cheapest first (unpriced last), then by title. */
export const selectVisibleServices = (db: Db, professionalId: string) =>
  db
    .select({
      id: professionalServices.id,
      title: professionalServices.title,
      description: professionalServices.description,
      price: professionalServices.price,
      priceType: professionalServices.priceType,
      durationMinutes: professionalServices.durationMinutes,
      isOnline: professionalServices.isOnline,
      isInPerson: professionalServices.isInPerson,
      maxParticipants: professionalServices.maxParticipants,
    })
    .from(professionalServices)
    .where(
      and(
        eq(professionalServices.professionalId, professionalId),
        inArray(professionalServices.status, [...VISIBLE_SERVICE_STATUSES]),
      ),
    )
    .orderBy(sql`${professionalServices.price} asc nulls last`, asc(professionalServices.title));

export type ProfessionalServiceRow = Awaited<ReturnType<typeof selectVisibleServices>>[number];

/** How many people follow this account (user_follows, indexed on following_id). */
export const countFollowers = async (db: Db, userId: string): Promise<number> => {
  const [row] = await db.select({ n: count() }).from(userFollows).where(eq(userFollows.followingId, userId));
  return row?.n ?? 0;
};

/**
 * Listed professionals sharing at least one category with this one (GIN on category_ids), itself excluded:
 * premium, then verified, then the most shared categories, then by name. The caller skips a professional
 * without categories (nothing can overlap).
 */
export const selectRelatedProfessionals = (
  db: Db,
  professional: { id: string; categoryIds: string[] },
  limit: number,
) => {
  const categories = sql`array[${sql.join(
    professional.categoryIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
  return db
    .select({ ...cardColumns, distanceKm: sql<number | null>`null::int` })
    .from(professionals)
    .leftJoin(professionalTypes, eq(professionalTypes.id, professionals.professionalTypeId))
    .where(
      and(
        isListed,
        ne(professionals.id, professional.id),
        sql`${professionals.categoryIds} && ${categories}`,
      ),
    )
    .orderBy(
      desc(professionals.isPremium),
      desc(professionals.isVerified),
      sql`cardinality(array(select unnest(${professionals.categoryIds}) intersect select unnest(${categories}))) desc`,
      asc(sql`lower(${professionals.businessName})`),
      asc(professionals.id),
    )
    .limit(limit);
};
