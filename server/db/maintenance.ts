import { lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ErrorReporter } from '../integrations/errors';
import type { Db, DbHandle } from './client';
import { rateLimits } from './schema';

/** How often the embedded database is vacuumed and analysed. */
export const EMBEDDED_MAINTENANCE_INTERVAL_MS = 6 * 3_600_000;

/**
 * PGlite runs without autovacuum: dead rows (every view count, saved count or ticket change updates an event)
 * pile up and the planner's statistics go stale, which made the event search several times slower
 * (bench/RESULTS.md "Event search"). This does by hand what autovacuum does on a PostgreSQL server. VACUUM
 * cannot run inside a transaction, so it is not one of the locked jobs; PGlite has a single process anyway.
 */
export const maintainEmbeddedDatabase = async (handle: DbHandle): Promise<boolean> => {
  if (handle.kind !== 'pglite') return false;
  await handle.exec('vacuum analyze');
  return true;
};

/** Runs the maintenance on an interval (PGlite only); the first run waits one interval after start. */
export const startEmbeddedMaintenance = (
  handle: DbHandle,
  deps: { logger: FastifyBaseLogger; reporter: ErrorReporter },
): { stop: () => void } => {
  if (handle.kind !== 'pglite') return { stop: () => undefined };
  const timer = setInterval(() => {
    const started = Date.now();
    maintainEmbeddedDatabase(handle)
      .then(() => deps.logger.info({ ms: Date.now() - started }, 'embedded database vacuumed and analysed'))
      .catch((err: unknown) => deps.reporter.capture(err, { job: 'embedded-maintenance' }));
  }, EMBEDDED_MAINTENANCE_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
};

/** Longest window any counter uses (sign-in and mail limits: 15 min; used TOTP codes: 90 s), with margin. */
export const RATE_LIMIT_RETENTION_MS = 86_400_000;

/**
 * rate_limits rows (sign-in failures, mail requests, used TOTP codes, route limits) are only read inside
 * their window; afterwards they are dead weight. The table stays small (a day of traffic), so the hourly
 * delete scans it without an index. Run by the rate-limit-cleanup job (server/jobs/rateLimitCleanup.ts).
 */
export const deleteStaleCounters = async (db: Db, now: Date): Promise<number> => {
  const rows = await db
    .delete(rateLimits)
    .where(lt(rateLimits.lastRequest, now.getTime() - RATE_LIMIT_RETENTION_MS))
    .returning({ id: rateLimits.id });
  return rows.length;
};
