import { type SQL, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ProfileLookup } from '../../core/domain/slugs';

/**
 * The WHERE condition of one profile lookup (core/domain/slugs.ts profileLookupsFor) on a profile table's id
 * and slug columns. An 8-hex prefix is a uuid range on the primary key: 'abcd1234' covers abcd1234-0000-… up
 * to abcd1234-ffff-…, so it uses the index. Every profile type (venues, organisations, professionals) shares it.
 */
export const profileLookupCondition = (
  columns: { id: AnyPgColumn; slug: AnyPgColumn },
  by: ProfileLookup,
): SQL => {
  if ('id' in by) return eq(columns.id, by.id);
  if ('slug' in by) return eq(columns.slug, by.slug);
  return sql`${columns.id} between ${`${by.idPrefix}-0000-0000-0000-000000000000`}::uuid
    and ${`${by.idPrefix}-ffff-ffff-ffff-ffffffffffff`}::uuid`;
};
