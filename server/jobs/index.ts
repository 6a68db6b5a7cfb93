import { eventLifecycleJob } from './eventLifecycle';
import { rateLimitCleanupJob } from './rateLimitCleanup';
import type { JobDefinition } from './runner';

export { type JobDefinition, type JobScheduler, runJobOnce, startJobs } from './runner';

/** Every scheduled job of the app; main.ts starts them once the database is ready. */
export const ALL_JOBS: JobDefinition[] = [eventLifecycleJob, rateLimitCleanupJob];
