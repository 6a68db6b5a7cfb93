import { type SQL, and, asc, count, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { ProfileLookup } from '../../../core/domain/slugs';
import { likePatternsFor } from '../../../core/domain/searchText';
import type { VenueSortKey } from '../../../core/domain/venueFilters';
import type { VenueSearch } from '../../../core/schemas/directory';
import { type Db, executeRows } from '../../db/client';
import { totalColumn } from '../../db/paging';
import { profileLookupCondition } from '../../db/profileLookup';
import { venueProfiles } from '../../db/schema';
import { wholeKmFrom, withinRadius } from '../geo';

/**
 * All venue SQL: the directory search (spec §2 directories, §5 filters) and the venue page. Every filter is
 * served by an index of migration 0006: trigram on search_text, the (latitude, longitude) box, GIN on
 * venue_type, btree on capacity/rate being small enough to check on the narrowed rows.
 */

const coordinates = { latitude: venueProfiles.latitude, longitude: venueProfiles.longitude };

const textMatches = (q: string): SQL | undefined =>
  and(...likePatternsFor(q).map((pattern) => sql`${venueProfiles.searchText} like ${pattern}`));

/** Venues an admin hid (issue 11 moderation) are in no listing and have no page. */
const notHidden = eq(venueProfiles.isHidden, false);

const searchConditions = (search: VenueSearch): SQL | undefined =>
  and(
    notHidden,
    search.q ? textMatches(search.q) : undefined,
    search.type ? sql`${venueProfiles.venueType} @> array[${search.type}]::text[]` : undefined,
    search.minCapacity !== null ? gte(venueProfiles.maxCapacity, search.minCapacity) : undefined,
    search.maxRate !== null ? lte(venueProfiles.dailyRate, search.maxRate) : undefined,
    search.near ? withinRadius(coordinates, search.near, search.radiusKm) : undefined,
  );

/** Spec §2 "Premium profiles first": premium, then verified, then the chosen order; id keeps paging stable. */
const orderFor = (sort: VenueSortKey): SQL[] => {
  const first = [desc(venueProfiles.isPremium), desc(venueProfiles.isVerified)];
  const byName = sql`lower(${venueProfiles.name})`;
  switch (sort) {
    case 'rating':
      return [...first, sql`${venueProfiles.rating} desc nulls last`, asc(byName), asc(venueProfiles.id)];
    case 'newest':
      return [...first, desc(venueProfiles.createdAt), asc(venueProfiles.id)];
    case 'capacity':
      return [
        ...first,
        sql`${venueProfiles.maxCapacity} desc nulls last`,
        asc(byName),
        asc(venueProfiles.id),
      ];
    case 'price_asc':
      return [...first, sql`${venueProfiles.dailyRate} asc nulls last`, asc(byName), asc(venueProfiles.id)];
    case 'price_desc':
      return [...first, sql`${venueProfiles.dailyRate} desc nulls last`, asc(byName), asc(venueProfiles.id)];
    case 'name':
      return [...first, asc(byName), asc(venueProfiles.id)];
  }
};

/** A search that reads every match anyway (text or a place): the page carries its total (server/db/paging). */
export const isNarrowVenueSearch = (search: VenueSearch): boolean =>
  search.q !== null || search.near !== null;

/** The columns of a venue's listing card (spec §3 unified listing card). */
const venueCardColumns = {
  id: venueProfiles.id,
  slug: venueProfiles.slug,
  name: venueProfiles.name,
  description: venueProfiles.description,
  profileImageUrl: venueProfiles.profileImageUrl,
  coverImageUrl: venueProfiles.coverImageUrl,
  galleryImages: venueProfiles.galleryImages,
  venueTypes: venueProfiles.venueType,
  city: venueProfiles.city,
  address: venueProfiles.address,
  latitude: venueProfiles.latitude,
  longitude: venueProfiles.longitude,
  maxCapacity: venueProfiles.maxCapacity,
  dailyRate: venueProfiles.dailyRate,
  isVerified: venueProfiles.isVerified,
  isPremium: venueProfiles.isPremium,
  rating: venueProfiles.rating,
  // Kept by the triggers of migration 0008 (visible reviews, favourites), so no count per card.
  reviewCount: venueProfiles.reviewCount,
  savedCount: venueProfiles.savedCount,
};

/** One page of the directory, with the distance to `near` in whole km when given. */
export const selectVenuePage = (db: Db, search: VenueSearch) =>
  db
    .select({
      ...venueCardColumns,
      distanceKm: search.near ? wholeKmFrom(coordinates, search.near) : sql<number | null>`null::int`,
      total: totalColumn(isNarrowVenueSearch(search)),
    })
    .from(venueProfiles)
    .where(searchConditions(search))
    .orderBy(...orderFor(search.sort))
    .limit(search.pageSize)
    .offset((search.page - 1) * search.pageSize);

export type VenueCardRow = Awaited<ReturnType<typeof selectVenuePage>>[number];

export const countVenues = async (db: Db, search: VenueSearch): Promise<number> => {
  const [row] = await db.select({ n: count() }).from(venueProfiles).where(searchConditions(search));
  return row?.n ?? 0;
};

/** Every venue type in use, alphabetically (the type filter's options). */
export const selectVenueTypes = async (db: Db): Promise<string[]> => {
  const rows = await executeRows<{ type: string }>(
    db,
    sql`select distinct unnest(${venueProfiles.venueType}) as type from ${venueProfiles}
      where not ${venueProfiles.isHidden} order by 1`,
  );
  return rows.map((r) => r.type);
};

/** The venue row with its counts, or null (also for a hidden venue). */
export const selectVenue = async (db: Db, by: ProfileLookup) => {
  const [row] = await db
    .select({ venue: venueProfiles })
    .from(venueProfiles)
    .where(and(profileLookupCondition(venueProfiles, by), notHidden))
    .orderBy(asc(venueProfiles.createdAt))
    .limit(1);
  return row ?? null;
};

export type VenueRecord = NonNullable<Awaited<ReturnType<typeof selectVenue>>>;
