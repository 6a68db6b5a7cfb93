import type { MonitoringInstance, MonitoringJob, MonitoringRoute } from '../../../core/schemas/monitoring';
import { type RouteWindow, p95FromBuckets } from '../../observability/metrics';
import type { InstanceRow, JobSummaryRow } from './queries';

const iso = (value: Date | string | null): string | null =>
  value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();

export const presentInstance = (
  row: InstanceRow,
  now: Date,
  currentId: string,
  goneAfterMs: number,
): MonitoringInstance => {
  const startedAt = iso(row.started_at) ?? now.toISOString();
  const lastSeenAt = iso(row.last_seen_at) ?? startedAt;
  return {
    id: row.id,
    hostname: row.hostname,
    pid: Number(row.pid),
    version: row.version,
    startedAt,
    lastSeenAt,
    uptimeSeconds: Math.max(0, Math.round((Date.parse(lastSeenAt) - Date.parse(startedAt)) / 1000)),
    alive: now.getTime() - Date.parse(lastSeenAt) <= goneAfterMs,
    current: row.id === currentId,
    errorCount: Number(row.error_count),
  };
};

export const presentJob = (row: JobSummaryRow): MonitoringJob => ({
  job: row.job,
  lastRunAt: iso(row.last_run_at),
  lastSuccessAt: iso(row.last_success_at),
  lastFailureAt: iso(row.last_failure_at),
  lastError: row.last_error,
  runs24h: Number(row.runs_24h),
  failures24h: Number(row.failures_24h),
  affected24h: Number(row.affected_24h ?? 0),
});

type StoredSnapshot = { windowSeconds?: number; routes?: RouteWindow[] };

/** Per route over the live instances: requests per minute summed, p95 from the summed latency buckets. */
export const sumRoutes = (snapshots: readonly StoredSnapshot[]): MonitoringRoute[] => {
  const byRoute = new Map<
    string,
    { method: string; route: string; perMinute: number; count: number; errors: number; buckets: number[] }
  >();
  for (const snap of snapshots) {
    const window = Math.max(1, Number(snap.windowSeconds ?? 30));
    for (const r of snap.routes ?? []) {
      const key = `${r.method} ${r.route}`;
      const acc = byRoute.get(key) ?? {
        method: r.method,
        route: r.route,
        perMinute: 0,
        count: 0,
        errors: 0,
        buckets: [],
      };
      acc.perMinute += (r.count / window) * 60;
      acc.count += r.count;
      acc.errors += r.errors;
      acc.buckets = r.buckets.map((b, i) => b + (acc.buckets[i] ?? 0));
      byRoute.set(key, acc);
    }
  }
  return [...byRoute.values()]
    .map((r) => ({
      method: r.method,
      route: r.route,
      perMinute: Math.round(r.perMinute * 10) / 10,
      p95Ms: p95FromBuckets(r.buckets),
      count: r.count,
      errors: r.errors,
    }))
    .sort((a, b) => b.perMinute - a.perMinute || a.route.localeCompare(b.route));
};
