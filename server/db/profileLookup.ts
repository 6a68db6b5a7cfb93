import { type SQL, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ProfileLookup } from '../../core/domain/slugs';

/**
 * The WHERE of one profile lookup (core/domain/slugs.ts findByIdOrSlug) on any profile table: its id, its
 * slug, or a uuid range on the primary key for an 8-hex prefix ('abcd1234' covers abcd1234-0000-… up to
 * abcd1234-ffff-…), so the prefix is found through the primary key index.
 */
export const profileLookupCondition = (columns: { id: PgColumn; slug: PgColumn }, by: ProfileLookup): SQL => {
  if ('id' in by) return eq(columns.id, by.id);
  if ('slug' in by) return eq(columns.slug, by.slug);
  return sql`${columns.id} between ${`${by.idPrefix}-0000-0000-0000-000000000000`}::uuid
    and ${`${by.idPrefix}-ffff-ffff-ffff-ffffffffffff`}::uuid`;
};
