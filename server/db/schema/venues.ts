import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, id, money, ratingCheck, tstz, updatedAt } from './columns';

const textArray = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/** Rentable locations (spec §3 venue_profiles). One per owning user. */
export const venueProfiles = pgTable(
  'venue_profiles',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    profileImageUrl: text('profile_image_url'),
    coverImageUrl: text('cover_image_url'),
    amenities: textArray('amenities'),
    facilities: textArray('facilities'),
    technicalEquipment: textArray('technical_equipment'),
    venueType: textArray('venue_type'),
    galleryImages: textArray('gallery_images'),
    /** How the profile page shows the gallery: 'cover', 'grid' or 'carousel' (as organisations have it). */
    galleryDisplayMode: text('gallery_display_mode').notNull().default('cover'),
    tags: textArray('tags'),
    accessibilityFeatures: textArray('accessibility_features'),
    uniqueFeatures: textArray('unique_features'),
    ownerName: text('owner_name'),
    ownerAvatar: text('owner_avatar'),
    ownerEmail: text('owner_email'),
    city: text('city'),
    address: text('address'),
    country: text('country').notNull().default('Nederland'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    maxCapacity: integer('max_capacity'),
    dailyRate: money('daily_rate'),
    isVerified: boolean('is_verified').notNull().default(false),
    isPremium: boolean('is_premium').notNull().default(false),
    rating: doublePrecision('rating'),
    reviewCount: integer('review_count').notNull().default(0),
    /** venue_favorites rows, kept by a trigger (migration 0008). */
    savedCount: integer('saved_count').notNull().default(0),
    /** Hidden by an admin: gone from directories, sitemap and the public page (404). */
    isHidden: boolean('is_hidden').notNull().default(false),
    /** lower(unaccent(name, city, types, tags)), kept by a trigger (migration 0006) for the directory search. */
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('venue_profiles_slug_unique').on(t.slug),
    unique('venue_profiles_user_unique').on(t.userId),
    check('venue_profiles_capacity_positive', sql`${t.maxCapacity} is null or ${t.maxCapacity} > 0`),
    check('venue_profiles_daily_rate_non_negative', sql`${t.dailyRate} is null or ${t.dailyRate} >= 0`),
    check('venue_profiles_gallery_limit', sql`cardinality(${t.galleryImages}) <= 20`),
    index('venue_profiles_city_idx').on(t.city),
    // The directory (spec §2): text by trigram, radius by the coordinate box, type by array containment,
    // and the default order premium → verified → name straight from an index.
    index('venue_profiles_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('venue_profiles_lat_lng_idx').on(t.latitude, t.longitude),
    index('venue_profiles_type_idx').using('gin', t.venueType),
    index('venue_profiles_directory_idx').on(t.isPremium.desc(), t.isVerified.desc(), sql`lower(${t.name})`),
  ],
);

export const venueReviews = pgTable(
  'venue_reviews',
  {
    id: id(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venueProfiles.id, { onDelete: 'cascade' }),
    reviewerId: uuid('reviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    isVisible: boolean('is_visible').notNull().default(true),
    reportedAt: tstz('reported_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('venue_reviews_venue_idx').on(t.venueId, t.createdAt),
    index('venue_reviews_reviewer_idx').on(t.reviewerId),
    unique('venue_reviews_one_per_reviewer').on(t.venueId, t.reviewerId),
    ratingCheck('venue_reviews_rating_range', t.rating),
  ],
);

export const venueReviewReplies = pgTable(
  'venue_review_replies',
  {
    id: id(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => venueReviews.id, { onDelete: 'cascade' }),
    responderId: uuid('responder_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    replyText: text('reply_text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('venue_review_replies_review_idx').on(t.reviewId)],
);
