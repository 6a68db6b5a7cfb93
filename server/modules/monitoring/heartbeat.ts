import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { ErrorReporter } from '../../integrations/errors';
import type { Metrics } from '../../observability/metrics';
import { pruneInstances, upsertInstance } from './queries';

/** Every instance beats this often; one unseen for GONE_AFTER_MS shows as gone, after PRUNE_AFTER_MS it is deleted. */
export const HEARTBEAT_INTERVAL_MS = 30_000;
export const GONE_AFTER_MS = 2 * 60_000;
export const PRUNE_AFTER_MS = 24 * 60 * 60_000;

export type HeartbeatDeps = { db: Db; metrics: Metrics };

/**
 * One heartbeat: this instance's row with its error count and the metrics since its previous beat (per-route
 * counts, 5xx and latency buckets; the monitoring screen sums them over live instances), and the rows of
 * instances gone for a day pruned.
 */
export const beat = async (deps: HeartbeatDeps, now = new Date()): Promise<void> => {
  const snapshot = await deps.metrics.snapshot(now.getTime());
  await upsertInstance(
    deps.db,
    deps.metrics.identity,
    deps.metrics.errorCount(),
    { ...snapshot, errorsTotal: deps.metrics.errorsBySource() },
    now,
  );
  await pruneInstances(deps.db, new Date(now.getTime() - PRUNE_AFTER_MS));
};

/**
 * The heartbeat timer main.ts starts: a beat now and every 30 s. Not a job under the job lock, because every
 * instance must beat, not one of them. A failed beat is reported and the timer keeps going.
 */
export const startHeartbeat = (
  deps: HeartbeatDeps & { logger: FastifyBaseLogger; reporter: ErrorReporter },
  intervalMs = HEARTBEAT_INTERVAL_MS,
): { stop: () => Promise<void> } => {
  let running: Promise<void> = Promise.resolve();
  let busy = false;
  const tick = () => {
    if (busy) return;
    busy = true;
    running = beat(deps)
      .catch((err: unknown) => deps.reporter.capture(err, { job: 'instance-heartbeat' }))
      .finally(() => {
        busy = false;
      });
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  deps.logger.info({ instance: deps.metrics.identity.id }, 'instance heartbeat started');
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
};
