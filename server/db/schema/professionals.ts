import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, id, money, ratingCheck, tstz, updatedAt } from './columns';
import { professionalStatus, serviceStatus } from './enums';

const textArray = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/** Kinds of professional (therapeut, coach, facilitator, performer…). */
export const professionalTypes = pgTable('professional_types', {
  id: id(),
  slug: text('slug').notNull().unique('professional_types_slug_unique'),
  name: text('name').notNull().unique('professional_types_name_unique'),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Specialisations within a professional type. */
export const professionalSpecializations = pgTable(
  'professional_specializations',
  {
    id: id(),
    professionalTypeId: uuid('professional_type_id')
      .notNull()
      .references(() => professionalTypes.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
  },
  (t) => [unique('professional_specializations_slug_unique').on(t.professionalTypeId, t.slug)],
);

/** Professional profiles (spec §3 professionals / professional_profiles). One per account. */
export const professionals = pgTable(
  'professionals',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    businessName: text('business_name').notNull(),
    professionalTitle: text('professional_title'),
    professionalTypeId: uuid('professional_type_id').references(() => professionalTypes.id, {
      onDelete: 'set null',
    }),
    city: text('city'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    rating: doublePrecision('rating'),
    isPremium: boolean('is_premium').notNull().default(false),
    isVerified: boolean('is_verified').notNull().default(false),
    status: professionalStatus('status').notNull().default('published'),
    categoryIds: uuid('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    gender: text('gender'),
    workSchedule: text('work_schedule'),
    educationExperience: text('education_experience'),
    requirementsRider: text('requirements_rider'),
    externalLinks: jsonb('external_links').$type<{ label: string; url: string }[]>().notNull().default([]),
    targetSetting: textArray('target_setting'),
    profileImageUrl: text('profile_image_url'),
    specialties: textArray('specialties'),
    bio: text('bio'),
    availableForOnline: boolean('available_for_online').notNull().default(false),
    availableForInPerson: boolean('available_for_in_person').notNull().default(true),
    servicesCount: integer('services_count').notNull().default(0),
    priceRange: text('price_range'),
    reviewCount: integer('review_count').notNull().default(0),
    /** professional_favorites rows, kept by a trigger (migration 0008). */
    savedCount: integer('saved_count').notNull().default(0),
    /** Hidden by an admin: gone from directories, sitemap and the public page (404). */
    isHidden: boolean('is_hidden').notNull().default(false),
    /** lower(unaccent(business name, title, city, specialties)), kept by a trigger (migration 0008). */
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('professionals_slug_unique').on(t.slug),
    unique('professionals_user_unique').on(t.userId),
    index('professionals_city_idx').on(t.city),
    index('professionals_category_ids_idx').using('gin', t.categoryIds),
    index('professionals_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('professionals_lat_lng_idx').on(t.latitude, t.longitude),
    index('professionals_type_idx').on(t.professionalTypeId),
    index('professionals_directory_idx').on(
      t.isPremium.desc(),
      t.isVerified.desc(),
      sql`lower(${t.businessName})`,
    ),
  ],
);

/** Services a professional offers (at most 5 on the standard plan; enforced in the service layer). */
export const professionalServices = pgTable(
  'professional_services',
  {
    id: id(),
    professionalId: uuid('professional_id')
      .notNull()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    professionalTypeId: uuid('professional_type_id').references(() => professionalTypes.id, {
      onDelete: 'set null',
    }),
    specializationId: uuid('specialization_id').references(() => professionalSpecializations.id, {
      onDelete: 'set null',
    }),
    genreIds: uuid('genre_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    supportTypes: textArray('support_types'),
    title: text('title').notNull(),
    description: text('description'),
    price: money('price'),
    priceType: text('price_type'),
    durationMinutes: integer('duration_minutes'),
    isOnline: boolean('is_online').notNull().default(false),
    isInPerson: boolean('is_in_person').notNull().default(true),
    maxParticipants: integer('max_participants'),
    status: serviceStatus('status').notNull().default('published'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('professional_services_professional_idx').on(t.professionalId, t.status, t.price),
    check('professional_services_price_non_negative', sql`${t.price} is null or ${t.price} >= 0`),
    check(
      'professional_services_duration_positive',
      sql`${t.durationMinutes} is null or ${t.durationMinutes} > 0`,
    ),
    check(
      'professional_services_max_participants_positive',
      sql`${t.maxParticipants} is null or ${t.maxParticipants} > 0`,
    ),
  ],
);

export const professionalReviews = pgTable(
  'professional_reviews',
  {
    id: id(),
    professionalId: uuid('professional_id')
      .notNull()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    reviewerId: uuid('reviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id').references(() => professionalServices.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    isVisible: boolean('is_visible').notNull().default(true),
    reply: text('reply'),
    repliedAt: tstz('replied_at'),
    reportedAt: tstz('reported_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('professional_reviews_professional_idx').on(t.professionalId, t.createdAt),
    index('professional_reviews_reviewer_idx').on(t.reviewerId),
    unique('professional_reviews_one_per_reviewer').on(t.professionalId, t.reviewerId),
    ratingCheck('professional_reviews_rating_range', t.rating),
  ],
);

/** Replies on a professional review, as organisations and venues have them. */
export const professionalReviewReplies = pgTable(
  'professional_review_replies',
  {
    id: id(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => professionalReviews.id, { onDelete: 'cascade' }),
    responderId: uuid('responder_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    replyText: text('reply_text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('professional_review_replies_review_idx').on(t.reviewId)],
);
