import { deleteStaleCounters } from '../db/maintenance';
import type { JobDefinition } from './runner';

/** Hourly: counters past every window leave rate_limits (the delete itself lives with the db upkeep). */
export const rateLimitCleanupJob: JobDefinition = {
  name: 'rate-limit-cleanup',
  intervalMs: 3_600_000,
  run: deleteStaleCounters,
};
