import { sql } from 'drizzle-orm';
import { check, doublePrecision, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { updatedAt } from './columns';

/**
 * What a participant wants to see (dashboard interesses and personalisatie): event types and subtypes, a home
 * place with a radius, and languages. /dashboard/aanbevolen ranks upcoming events by these, follows and saves.
 */
export const userInterests = pgTable(
  'user_interests',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryIds: uuid('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    homeCity: text('home_city'),
    homeLatitude: doublePrecision('home_latitude'),
    homeLongitude: doublePrecision('home_longitude'),
    radiusKm: integer('radius_km'),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('user_interests_radius_range', sql`${t.radiusKm} is null or ${t.radiusKm} between 1 and 500`),
    check('user_interests_categories_limit', sql`cardinality(${t.categoryIds}) <= 50`),
  ],
);
