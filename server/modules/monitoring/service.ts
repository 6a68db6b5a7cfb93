import type { MonitoringOverview } from '../../../core/schemas/monitoring';
import type { DbHandle } from '../../db/client';
import { ensure } from '../../http/authorize';
import type { Actor } from '../../http/context';
import type { Metrics } from '../../observability/metrics';
import { GONE_AFTER_MS, PRUNE_AFTER_MS, beat } from './heartbeat';
import { monitoringPolicy } from './policy';
import { presentInstance, presentJob, sumRoutes } from './presenter';
import {
  instanceExists,
  selectDatabaseSize,
  selectInstances,
  selectJobSummaries,
  selectMailState,
  selectRecentJobNames,
  selectSlowStatements,
} from './queries';

/**
 * The scheduled jobs of server/jobs (their `name`s), listed even before their first run, plus the instance
 * heartbeat. A job that is renamed or added and has run shows up anyway (names from job_runs of the last week).
 */
export const KNOWN_JOBS = [
  'checkout-expiry',
  'event-lifecycle',
  'invoice-mails',
  'notification-deliveries',
  'notification-digests',
  'rate-limit-cleanup',
  'subscription-reminders',
  'sync-expired-subscription-roles',
  'ticket-holds',
  'unused-event-images',
  'view-marks-cleanup',
] as const;

const DAY_MS = 24 * 60 * 60_000;

export type MonitoringDeps = { db: DbHandle; metrics: Metrics };

const n = (value: unknown): number => Number(value ?? 0);
const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** Everything /admin/monitoring shows, read in one go (a handful of indexed statements). */
export const monitoringOverview = async (
  deps: MonitoringDeps,
  actor: Actor,
  now = new Date(),
): Promise<MonitoringOverview> => {
  ensure(monitoringPolicy.view(actor), 'admin_only');
  const db = deps.db.db;
  // The instance answering always has a row, even before its timer's first beat (tests, a fresh start).
  if (!(await instanceExists(db, deps.metrics.identity.id))) await beat({ db, metrics: deps.metrics }, now);

  const rows = await selectInstances(db, new Date(now.getTime() - PRUNE_AFTER_MS));
  const instances = rows.map((row) => presentInstance(row, now, deps.metrics.identity.id, GONE_AFTER_MS));
  const live = rows.filter((_, i) => instances[i]?.alive);

  const recent = await selectRecentJobNames(db, new Date(now.getTime() - 7 * DAY_MS));
  const names = [...new Set<string>([...KNOWN_JOBS, ...recent])].sort();
  const [jobs, sizeBytes, slow, mail] = [
    await selectJobSummaries(db, names, new Date(now.getTime() - DAY_MS)),
    await selectDatabaseSize(db),
    await selectSlowStatements(db),
    await selectMailState(db),
  ];

  const bySource = (source: 'server' | 'web') =>
    live.reduce((sum, row) => {
      const totals = (row.metrics as { errorsTotal?: Record<string, number> }).errorsTotal;
      return sum + n(totals?.[source]);
    }, 0);

  return {
    generatedAt: now.toISOString(),
    instances,
    database: {
      kind: deps.db.kind,
      sizeBytes,
      slowStatements: {
        available: slow !== null,
        rows: (slow ?? []).map((s) => ({
          query: s.query,
          calls: n(s.calls),
          meanMs: Math.round(n(s.mean_ms) * 100) / 100,
          totalMs: Math.round(n(s.total_ms) * 100) / 100,
        })),
      },
    },
    jobs: jobs.map(presentJob),
    mail: {
      outbox: {
        queued: n(mail.queued),
        sent: n(mail.sent),
        failed: n(mail.failed),
        oldestQueuedAt: iso(mail.oldest_queued_at),
      },
      deliveries: {
        waiting: n(mail.waiting),
        failed: n(mail.deliveries_failed),
        oldestWaitingAt: iso(mail.oldest_waiting_at),
      },
    },
    errors: {
      total: live.reduce((sum, row) => sum + n(row.error_count), 0),
      server: bySource('server'),
      web: bySource('web'),
    },
    routes: sumRoutes(live.map((row) => row.metrics)).slice(0, 50),
  };
};
