import { pruneViewMarks } from '../db/viewCounter';
import type { JobDefinition } from './runner';

/**
 * Hourly: view marks older than the counting window (an hour) leave view_marks; they no longer hold back a
 * count of a forum topic or help article (server/db/viewCounter.ts), so the table stays about an hour deep.
 */
export const viewMarksCleanupJob: JobDefinition = {
  name: 'view-marks-cleanup',
  intervalMs: 3_600_000,
  run: (tx) => pruneViewMarks(tx),
};
