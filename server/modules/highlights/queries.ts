import { and, asc, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, organizationProfiles, professionals, venueProfiles } from '../../db/schema';

/**
 * The premium highlights (spec §2 /premium-highlights): a few premium profiles of each kind, verified and
 * best rated first. Each list is served by its directory index (is_premium desc leads every one of them).
 */

export const selectPremiumOrganizations = (db: Db, limit: number) =>
  db
    .select({
      id: organizationProfiles.id,
      slug: organizationProfiles.slug,
      name: organizationProfiles.organizationName,
      description: organizationProfiles.description,
      imageUrl: sql<
        string | null
      >`coalesce(${organizationProfiles.logoUrl}, ${organizationProfiles.profileImageUrl}, ${organizationProfiles.coverImageUrl})`,
      city: organizationProfiles.city,
      isVerified: organizationProfiles.isVerified,
      rating: organizationProfiles.rating,
      reviewCount: organizationProfiles.reviewCount,
    })
    .from(organizationProfiles)
    .where(and(eq(organizationProfiles.isPremium, true), eq(organizationProfiles.isHidden, false)))
    .orderBy(
      desc(organizationProfiles.isVerified),
      sql`${organizationProfiles.rating} desc nulls last`,
      asc(organizationProfiles.id),
    )
    .limit(limit);

export const selectPremiumVenues = (db: Db, limit: number) =>
  db
    .select({
      id: venueProfiles.id,
      slug: venueProfiles.slug,
      name: venueProfiles.name,
      description: venueProfiles.description,
      imageUrl: sql<
        string | null
      >`coalesce(${venueProfiles.coverImageUrl}, ${venueProfiles.profileImageUrl})`,
      city: venueProfiles.city,
      isVerified: venueProfiles.isVerified,
      rating: venueProfiles.rating,
      reviewCount: venueProfiles.reviewCount,
      savedCount: venueProfiles.savedCount,
      venueTypes: venueProfiles.venueType,
      capacity: venueProfiles.maxCapacity,
      dailyRate: venueProfiles.dailyRate,
    })
    .from(venueProfiles)
    .where(and(eq(venueProfiles.isPremium, true), eq(venueProfiles.isHidden, false)))
    .orderBy(
      desc(venueProfiles.isVerified),
      sql`${venueProfiles.rating} desc nulls last`,
      asc(venueProfiles.id),
    )
    .limit(limit);

export const selectPremiumProfessionals = (db: Db, limit: number) =>
  db
    .select({
      id: professionals.id,
      slug: professionals.slug,
      name: professionals.businessName,
      title: professionals.professionalTitle,
      description: professionals.bio,
      imageUrl: professionals.profileImageUrl,
      city: professionals.city,
      isVerified: professionals.isVerified,
      rating: professionals.rating,
      reviewCount: professionals.reviewCount,
      savedCount: professionals.savedCount,
      servicesCount: professionals.servicesCount,
    })
    .from(professionals)
    .where(
      and(
        eq(professionals.isPremium, true),
        eq(professionals.isHidden, false),
        eq(professionals.status, 'published'),
      ),
    )
    .orderBy(
      desc(professionals.isVerified),
      sql`${professionals.rating} desc nulls last`,
      asc(professionals.id),
    )
    .limit(limit);

/** Upcoming published events of premium organisers (events_premium_start partial index). */
export const selectPremiumEvents = (db: Db, now: Date, limit: number) =>
  db
    .select({
      id: events.id,
      slug: events.slug,
      title: events.title,
      description: events.shortDescription,
      imageUrl: events.imageUrl,
      city: events.city,
      organizerName: events.organizerName,
      startDate: events.startDate,
      price: events.price,
      savedCount: events.savedCount,
    })
    .from(events)
    .where(
      and(
        eq(events.status, 'published'),
        isNull(events.deletedAt),
        eq(events.isPremiumOrganizer, true),
        gte(events.startDate, now),
      ),
    )
    .orderBy(asc(events.startDate), asc(events.id))
    .limit(limit);
