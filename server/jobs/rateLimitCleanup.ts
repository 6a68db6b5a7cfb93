import { lt } from 'drizzle-orm';
import { rateLimits } from '../db/schema';
import type { DbTx, JobDefinition } from './runner';

/** Longest window any counter uses (sign-in and mail limits: 15 min; used TOTP codes: 90 s), with margin. */
export const RATE_LIMIT_RETENTION_MS = 86_400_000;

/**
 * rate_limits rows (sign-in failures, mail requests, used TOTP codes, route limits) are only read inside
 * their window; afterwards they are dead weight. The table stays small (a day of traffic), so the hourly
 * delete scans it without an index.
 */
export const deleteStaleCounters = async (tx: DbTx, now: Date): Promise<number> => {
  const rows = await tx
    .delete(rateLimits)
    .where(lt(rateLimits.lastRequest, now.getTime() - RATE_LIMIT_RETENTION_MS))
    .returning({ id: rateLimits.id });
  return rows.length;
};

export const rateLimitCleanupJob: JobDefinition = {
  name: 'rate-limit-cleanup',
  intervalMs: 3_600_000,
  run: deleteStaleCounters,
};
