import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { events } from './events';
import { createdAt, id, ratingCheck, tstz, updatedAt } from './columns';

/** Organisation profiles (spec §3). One per owning user; team members reach it through profile_users. */
export const organizationProfiles = pgTable(
  'organization_profiles',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationName: text('organization_name').notNull(),
    slug: text('slug').notNull(),
    title: text('title'),
    tagline: text('tagline'),
    description: text('description'),
    organizationDescription: text('organization_description'),
    websiteUrl: text('website_url'),
    contactEmail: text('contact_email'),
    phone: text('phone'),
    address: text('address'),
    city: text('city'),
    country: text('country').notNull().default('Nederland'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    profileImageUrl: text('profile_image_url'),
    coverImageUrl: text('cover_image_url'),
    organizationImageUrl: text('organization_image_url'),
    logoUrl: text('logo_url'),
    facebookUrl: text('facebook_url'),
    instagramUrl: text('instagram_url'),
    linktreeUrl: text('linktree_url'),
    galleryImages: text('gallery_images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    galleryDisplayMode: text('gallery_display_mode').notNull().default('cover'),
    videoUrl: text('video_url'),
    videoEmbedUrl: text('video_embed_url'),
    video2Url: text('video2_url'),
    video2EmbedUrl: text('video2_embed_url'),
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    memberCount: integer('member_count').notNull().default(0),
    eventCount: integer('event_count').notNull().default(0),
    establishedYear: integer('established_year'),
    isPremium: boolean('is_premium').notNull().default(false),
    isVerified: boolean('is_verified').notNull().default(false),
    /** Hidden by an admin: gone from directories, sitemap and the public page (404). */
    isHidden: boolean('is_hidden').notNull().default(false),
    /** Average of visible reviews and their count, kept by a trigger (migration 0008). */
    rating: doublePrecision('rating'),
    reviewCount: integer('review_count').notNull().default(0),
    /** lower(unaccent(name, city, tagline, categories)), kept by a trigger (migration 0008). */
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('organization_profiles_slug_unique').on(t.slug),
    unique('organization_profiles_user_unique').on(t.userId),
    index('organization_profiles_name_idx').on(t.organizationName),
    index('organization_profiles_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('organization_profiles_lat_lng_idx').on(t.latitude, t.longitude),
    index('organization_profiles_categories_idx').using('gin', t.categories),
    index('organization_profiles_directory_idx').on(
      t.isPremium.desc(),
      t.isVerified.desc(),
      sql`lower(${t.organizationName})`,
    ),
  ],
);

/** Reviews of an organisation, optionally about one of its events. `reply` null = unanswered. */
export const organizationReviews = pgTable(
  'organization_reviews',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizationProfiles.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').references((): AnyPgColumn => events.id, { onDelete: 'set null' }),
    reviewerId: uuid('reviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    title: text('title'),
    comment: text('comment').notNull(),
    isVisible: boolean('is_visible').notNull().default(true),
    /** The owner's latest reply (null = unanswered); every reply is in organization_review_replies. */
    reply: text('reply'),
    repliedAt: tstz('replied_at'),
    reportedAt: tstz('reported_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('organization_reviews_org_idx').on(t.organizationId, t.createdAt),
    index('organization_reviews_reviewer_idx').on(t.reviewerId),
    // One review per reviewer per organisation and event (spec §3: reviews are per event).
    unique('organization_reviews_one_per_event')
      .on(t.organizationId, t.reviewerId, t.eventId)
      .nullsNotDistinct(),
    ratingCheck('organization_reviews_rating_range', t.rating),
  ],
);

/** Threaded replies on an organisation review (spec: replies id, reply_text, created_at, responder_id). */
export const organizationReviewReplies = pgTable(
  'organization_review_replies',
  {
    id: id(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => organizationReviews.id, { onDelete: 'cascade' }),
    responderId: uuid('responder_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    replyText: text('reply_text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('organization_review_replies_review_idx').on(t.reviewId)],
);
