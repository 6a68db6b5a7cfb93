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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('organization_profiles_slug_unique').on(t.slug),
    unique('organization_profiles_user_unique').on(t.userId),
    index('organization_profiles_name_idx').on(t.organizationName),
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
    reply: text('reply'),
    repliedAt: tstz('replied_at'),
    reportedAt: tstz('reported_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('organization_reviews_org_idx').on(t.organizationId, t.createdAt),
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
