import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import type { DbHandle } from './client';
import { syncPlanCatalog } from './planCatalog';

/** Checked-in SQL migrations, resolved from this file so the cwd does not matter. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

// Any constant works; it only has to be the same for every instance of this app.
const MIGRATION_LOCK_ID = 720_150_001;

/**
 * Apply pending migrations, then bring the reference data in line (the plan catalogue) with the engine's Drizzle migrator. On PostgreSQL several instances may boot at
 * once, so the run holds an advisory lock on a dedicated connection; the others wait and then find nothing
 * left to do.
 */
export const migrateDatabase = async (handle: DbHandle): Promise<void> => {
  const { raw } = handle;
  if (raw.kind === 'pglite') {
    await migratePglite(drizzlePglite({ client: raw.client }), { migrationsFolder: MIGRATIONS_FOLDER });
    await syncPlanCatalog(handle.db);
    return;
  }
  const lockClient = postgres(raw.url, { max: 1, onnotice: () => {} });
  try {
    await lockClient`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
    await migratePostgres(drizzlePostgres({ client: lockClient }), { migrationsFolder: MIGRATIONS_FOLDER });
    await lockClient`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`;
  } finally {
    await lockClient.end({ timeout: 5 });
  }
  // Upserts: safe when several instances run this at once.
  await syncPlanCatalog(handle.db);
};
