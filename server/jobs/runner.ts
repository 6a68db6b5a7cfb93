import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, executeRows } from '../db/client';
import { jobRuns } from '../db/schema';
import type { ErrorReporter } from '../integrations/errors';

export type DbTx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Work a job queues for after its transaction committed (mails); failures are reported, not rethrown. */
export type AfterCommitWork = () => Promise<void>;

/** A scheduled job: runs in one transaction that holds the job's advisory lock; returns rows affected. */
export type JobDefinition = {
  name: string;
  intervalMs: number;
  run: (tx: DbTx, now: Date, afterCommit: (work: AfterCommitWork) => void) => Promise<number>;
};

export type JobResult = { ran: boolean; affected: number };

// Namespace for our advisory locks, so they never collide with someone else's on a shared database.
const LOCK_NAMESPACE = 720_150;

/**
 * Run a job once. With several instances on one PostgreSQL only the one that gets the transaction-scoped
 * advisory lock runs this tick; the others skip (`ran: false`). Each run that held the lock is recorded in
 * `job_runs` (monitoring), including failures, which are then rethrown.
 */
export const runJobOnce = async (db: Db, job: JobDefinition, now = new Date()): Promise<JobResult> => {
  const startedAt = new Date();
  const deferred: AfterCommitWork[] = [];
  try {
    const result = await db.transaction(async (tx): Promise<JobResult> => {
      const [lock] = await executeRows<{ locked: boolean }>(
        tx,
        sql`select pg_try_advisory_xact_lock(${LOCK_NAMESPACE}, hashtext(${job.name})) as locked`,
      );
      if (!lock?.locked) return { ran: false, affected: 0 };
      return { ran: true, affected: await job.run(tx, now, (work) => deferred.push(work)) };
    });
    // After commit only, so a rolled-back run never mails; the job's work reports its own failures.
    for (const work of deferred) await work().catch(() => undefined);
    if (result.ran) {
      await db
        .insert(jobRuns)
        .values({ job: job.name, startedAt, finishedAt: new Date(), affected: result.affected });
    }
    return result;
  } catch (err) {
    await db
      .insert(jobRuns)
      .values({
        job: job.name,
        startedAt,
        finishedAt: new Date(),
        error: err instanceof Error ? err.message : String(err),
      })
      .catch(() => undefined);
    throw err;
  }
};

export type JobScheduler = { stop: () => Promise<void> };

/**
 * Run every job now ("on load") and then on its interval. A tick is skipped while the previous run of the
 * same job is still busy; failures are reported and the schedule continues.
 */
export const startJobs = (
  db: Db,
  jobs: JobDefinition[],
  deps: { logger: FastifyBaseLogger; reporter: ErrorReporter },
): JobScheduler => {
  const running = new Map<string, Promise<void>>();
  const timers: NodeJS.Timeout[] = [];
  let stopped = false;

  const tick = (job: JobDefinition) => {
    if (stopped || running.has(job.name)) return;
    const run = runJobOnce(db, job)
      .then(({ ran, affected }) => {
        if (ran && affected > 0) deps.logger.info({ job: job.name, affected }, 'job done');
      })
      .catch((err: unknown) => deps.reporter.capture(err, { job: job.name }))
      .finally(() => running.delete(job.name));
    running.set(job.name, run);
  };

  for (const job of jobs) {
    tick(job);
    const timer = setInterval(() => tick(job), job.intervalMs);
    // Never keep the process alive just for a timer; shutdown stops them explicitly.
    timer.unref();
    timers.push(timer);
  }

  return {
    stop: async () => {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.allSettled(running.values());
    },
  };
};
