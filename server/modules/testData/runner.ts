import type { FastifyBaseLogger } from 'fastify';
import { TEST_DATA_KINDS, type TestDataKind } from '../../../core/domain/testData';
import type { TestDataCounts } from '../../../core/schemas/testData';
import type { Db } from '../../db/client';
import { generateTestData } from './generate';
import { REMOVAL_STEPS, finishRun, runRemovalStep, saveProgress } from './queries';

/** Rows one removal statement deletes at most. */
const REMOVAL_BATCH = 500;

/** Said on a run the server stopped in the middle of (graceful shutdown) or that lost its process. */
export const INTERRUPTED_MESSAGE = 'Onderbroken: de server stopte tijdens deze opdracht. Start hem opnieuw.';

const zeroTally = (): Record<TestDataKind, number> =>
  Object.fromEntries(TEST_DATA_KINDS.map((k) => [k, 0])) as Record<TestDataKind, number>;

export type RunJob =
  | { runId: string; action: 'generate'; counts: TestDataCounts; total: number }
  | { runId: string; action: 'remove'; total: number };

/**
 * Runs test-data jobs in the background of this process, one at a time (the database row decides who may
 * start one: queries.startRun). Progress and a heartbeat go to test_data_runs after every batch; a cancel asked
 * through the API is seen at the next batch. On shutdown (`stop`) the running job stops at its next batch and
 * is marked failed, so no run stays 'running' for ever; a process that died without stopping leaves a run
 * whose heartbeat goes stale, which the test-data-runs job marks failed (failInterruptedRuns).
 */
export class TestDataRunner {
  private current: Promise<void> | null = null;
  private stopping = false;

  constructor(
    private readonly db: Db,
    private readonly logger: Pick<FastifyBaseLogger, 'error' | 'info'>,
  ) {}

  start(job: RunJob): void {
    const task = this.perform(job).finally(() => {
      if (this.current === task) this.current = null;
    });
    this.current = task;
  }

  /** Stops the running job at its next batch and waits for it (app close). */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.current;
  }

  /** Resolves when nothing runs (tests). */
  async idle(): Promise<void> {
    while (this.current) await this.current;
  }

  private async perform(job: RunJob): Promise<void> {
    const counts = zeroTally();
    let done = 0;
    let total = job.total;
    let cancelled = false;
    const advance = async (kind: TestDataKind, written: number): Promise<boolean> => {
      counts[kind] += written;
      done += written;
      cancelled = await saveProgress(this.db, job.runId, { done, total: Math.max(total, done), counts });
      return !cancelled && !this.stopping;
    };
    try {
      const finished =
        job.action === 'generate'
          ? await generateTestData({
              db: this.db,
              runId: job.runId,
              counts: job.counts,
              now: new Date(),
              advance,
              shrinkTotal: (by) => {
                total -= by;
              },
            })
          : await this.removeAll(advance);
      if (finished) {
        await saveProgress(this.db, job.runId, { done, total: done, counts });
        await finishRun(this.db, job.runId, 'completed');
      } else {
        await finishRun(
          this.db,
          job.runId,
          cancelled ? 'cancelled' : 'failed',
          cancelled ? null : INTERRUPTED_MESSAGE,
        );
      }
      this.logger.info({ runId: job.runId, action: job.action, counts }, 'test data run finished');
    } catch (err) {
      this.logger.error({ err, runId: job.runId }, 'test data run failed');
      const reason = err instanceof Error ? err.message : String(err);
      await finishRun(this.db, job.runId, 'failed', `Mislukt: ${reason}`.slice(0, 500)).catch(
        () => undefined,
      );
    }
  }

  private async removeAll(advance: (kind: TestDataKind, n: number) => Promise<boolean>): Promise<boolean> {
    for (const step of REMOVAL_STEPS) {
      for (;;) {
        const deleted = await runRemovalStep(this.db, step, REMOVAL_BATCH);
        if (deleted === 0) break;
        if (!(await advance(step.kind, deleted))) return false;
      }
    }
    return true;
  }
}
