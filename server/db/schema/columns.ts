import { sql } from 'drizzle-orm';
import { check, numeric, timestamp, uuid, type PgColumn } from 'drizzle-orm/pg-core';

/** Shared column builders so every table uses the same types (UUID ids, timestamptz, numeric EUR). */
export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
export const tstz = (name: string) => timestamp(name, { withTimezone: true });
/** Money in EUR excl. VAT: numeric(10,2), read as a JS number. */
export const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });

/** Ratings are whole stars 1..5. */
export const ratingCheck = (name: string, column: PgColumn) => check(name, sql`${column} between 1 and 5`);
