import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { executeRows, type Db } from '../client';

/** Rows per statement: one JSON parameter each, so the size is about memory, not bind-parameter limits. */
const ROWS_PER_STATEMENT = 2000;

/**
 * Multi-row INSERTs for bulk seeding: each slice of rows goes in as ONE JSON parameter expanded by
 * `json_populate_recordset`, so 100 000 rows are ~50 statements. (Drizzle's `.values()` spends most of its
 * time building SQL for tens of thousands of bind parameters; this keeps the seed fast on both engines.)
 * Triggers and constraints run as for any insert. Rows are grouped by the keys they set, so a column a row
 * leaves out (or sets to undefined) gets its default, as with Drizzle. `db` may be a transaction.
 */
export const insertMany = async <T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> => {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const tableName = `"${getTableName(table)}"`;
  const groups = new Map<string, Record<string, unknown>[]>();
  for (const row of rows) {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(row as Record<string, unknown>)) {
      if (value === undefined) continue;
      const column = columns[key];
      if (!column) throw new Error(`seed: ${tableName} has no column ${key}`);
      out[column.name] = value;
    }
    const signature = Object.keys(out).join(',');
    const group = groups.get(signature);
    if (group) group.push(out);
    else groups.set(signature, [out]);
  }
  for (const [signature, group] of groups) {
    const list = signature
      .split(',')
      .map((name) => `"${name}"`)
      .join(', ');
    for (let i = 0; i < group.length; i += ROWS_PER_STATEMENT) {
      const json = JSON.stringify(group.slice(i, i + ROWS_PER_STATEMENT));
      await db.execute(
        sql`insert into ${sql.raw(tableName)} (${sql.raw(list)}) select ${sql.raw(list)} from json_populate_recordset(null::${sql.raw(tableName)}, ${json}::json)`,
      );
    }
  }
};

/** Lets this transaction write events that start in the past (expired demo events), see migration 0001. */
export const allowPastEvents = async (tx: Db): Promise<void> => {
  await tx.execute(sql`set local kring.allow_past_events = 'on'`);
};

/** Empties every application table (not the migration journal), for `npm run seed -- --reset`. */
export const resetDatabase = async (db: Db): Promise<void> => {
  const rows = await executeRows<{ name: string }>(
    db,
    sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
  );
  if (rows.length === 0) return;
  await db.execute(sql.raw(`truncate table ${rows.map((r) => r.name).join(', ')} restart identity cascade`));
};

/** True when nothing has been seeded yet (no users and no categories). */
export const isDatabaseEmpty = async (db: Db): Promise<boolean> => {
  const [row] = await executeRows<{ empty: boolean }>(
    db,
    sql`select not exists (select 1 from users) and not exists (select 1 from event_categories) as empty`,
  );
  return Boolean(row?.empty);
};

/**
 * For very large seeds: drops the GIN/GiST indexes of a table (trigram search, geo box) and returns a
 * function that rebuilds them from their saved definitions. Building once after the load is several times
 * faster than maintaining them row by row.
 */
export const suspendHeavyIndexes = async (db: Db, table: string): Promise<() => Promise<void>> => {
  const indexes = await executeRows<{ name: string; def: string }>(
    db,
    sql`select quote_ident(indexname) as name, indexdef as def from pg_indexes
        where schemaname = 'public' and tablename = ${table} and indexdef ~* 'using (gin|gist)'`,
  );
  for (const index of indexes) await db.execute(sql.raw(`drop index if exists ${index.name}`));
  return async () => {
    for (const index of indexes) {
      await db.execute(sql.raw(index.def.replace(/^CREATE INDEX /i, 'CREATE INDEX IF NOT EXISTS ')));
    }
  };
};
