import { failInterruptedRuns } from '../modules/testData';
import type { JobDefinition } from './runner';

/**
 * Every minute (and at start): /admin/test-data runs whose process stopped without finishing them (a restart or
 * crash; no heartbeat for 90 s) are marked failed, so no run stays 'running' for ever and a new one can start.
 */
export const testDataRunsJob: JobDefinition = {
  name: 'test-data-runs',
  intervalMs: 60_000,
  run: (tx, now) => failInterruptedRuns(tx, now),
};
