import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { ErrorContext, ErrorReporter } from '../integrations/errors';

/** Latency buckets in seconds: fine below 100 ms (the §9 budgets), coarse above. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;

export type ErrorSource = 'server' | 'web';

/** One route's requests in a snapshot window: count, 5xx count and cumulative bucket counts (per LATENCY_BUCKETS, then +Inf). */
export type RouteWindow = { method: string; route: string; count: number; errors: number; buckets: number[] };

/** What an instance stores in server_instances.metrics at each heartbeat: the requests since its last one. */
export type MetricsSnapshot = {
  windowSeconds: number;
  routes: RouteWindow[];
  errors: Record<ErrorSource, number>;
};

/** Who this process is, for server_instances. */
export type InstanceIdentity = {
  id: string;
  hostname: string;
  pid: number;
  version: string;
  startedAt: Date;
};

const readVersion = (): string => {
  try {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      version?: string;
    };
    return process.env.APP_VERSION ?? pkg.version ?? 'onbekend';
  } catch {
    return process.env.APP_VERSION ?? 'onbekend';
  }
};

type Cumulative = Map<
  string,
  { method: string; route: string; count: number; errors: number; buckets: number[] }
>;

/**
 * In-process metrics of one app (its own prom-client Registry, so several apps in one test process never share
 * counters): request count and latency per route pattern, method and status class; error captures by source.
 * The request hook does two label lookups and a histogram observe; snapshots (every ~30 s) diff the
 * cumulative histogram against the previous snapshot.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly identity: InstanceIdentity;
  private readonly requests: Histogram<'method' | 'route' | 'status_class'>;
  private readonly errorsCounter: Counter<'source'>;
  private readonly errorTotals: Record<ErrorSource, number> = { server: 0, web: 0 };
  private previous: { at: number; routes: Cumulative; errors: Record<ErrorSource, number> };

  constructor(options: { defaultMetrics?: boolean } = {}) {
    this.identity = {
      id: randomUUID(),
      hostname: hostname(),
      pid: process.pid,
      version: readVersion(),
      startedAt: new Date(),
    };
    this.requests = new Histogram({
      name: 'kring_http_request_duration_seconds',
      help: 'HTTP request latency by route pattern, method and status class',
      labelNames: ['method', 'route', 'status_class'],
      buckets: [...LATENCY_BUCKETS],
      registers: [this.registry],
    });
    this.errorsCounter = new Counter({
      name: 'kring_errors_total',
      help: 'Errors captured by the error reporter, by source (server or web)',
      labelNames: ['source'],
      registers: [this.registry],
    });
    this.errorsCounter.inc({ source: 'server' }, 0);
    this.errorsCounter.inc({ source: 'web' }, 0);
    if (options.defaultMetrics) collectDefaultMetrics({ register: this.registry, prefix: 'kring_' });
    this.previous = { at: Date.now(), routes: new Map(), errors: { server: 0, web: 0 } };
  }

  /** One finished request. `route` is the route pattern (never the raw URL); null when no route matched. */
  observeRequest(method: string, route: string | null | undefined, status: number, ms: number): void {
    const statusClass = status >= 500 ? '5xx' : status >= 400 ? '4xx' : status >= 300 ? '3xx' : '2xx';
    this.requests.observe({ method, route: route ?? '(geen route)', status_class: statusClass }, ms / 1000);
  }

  countError(source: ErrorSource): void {
    this.errorTotals[source] += 1;
    this.errorsCounter.inc({ source });
  }

  /** Errors captured since start (server and web). */
  errorCount(): number {
    return this.errorTotals.server + this.errorTotals.web;
  }

  errorsBySource(): Record<ErrorSource, number> {
    return { ...this.errorTotals };
  }

  /** Prometheus text format. */
  text(): Promise<string> {
    return this.registry.metrics();
  }

  private async cumulative(): Promise<Cumulative> {
    const out: Cumulative = new Map();
    const { values } = await this.requests.get();
    const index = new Map<string, number>(LATENCY_BUCKETS.map((le, i) => [String(le), i]));
    for (const v of values) {
      // prom-client gives `le` as the bucket's number (the last one as '+Inf'), so it is looked up as text.
      const labels = v.labels as Record<string, string | number | undefined>;
      const method = labels.method === undefined ? undefined : String(labels.method);
      const route = labels.route === undefined ? undefined : String(labels.route);
      const statusClass = labels.status_class;
      const le = labels.le === undefined ? undefined : String(labels.le);
      if (!method || !route) continue;
      const key = `${method} ${route}`;
      let row = out.get(key);
      if (!row) {
        row = {
          method,
          route,
          count: 0,
          errors: 0,
          buckets: new Array<number>(LATENCY_BUCKETS.length + 1).fill(0),
        };
        out.set(key, row);
      }
      const name = (v as { metricName?: string }).metricName ?? '';
      if (name.endsWith('_count')) {
        row.count += v.value;
        if (statusClass === '5xx') row.errors += v.value;
      } else if (name.endsWith('_bucket') && le !== undefined) {
        const i = le === '+Inf' ? LATENCY_BUCKETS.length : index.get(le);
        if (i !== undefined) row.buckets[i] = (row.buckets[i] ?? 0) + v.value;
      }
    }
    return out;
  }

  /** The requests and errors since the previous snapshot; the next snapshot starts here. */
  async snapshot(now = Date.now()): Promise<MetricsSnapshot> {
    const current = await this.cumulative();
    const routes: RouteWindow[] = [];
    for (const [key, row] of current) {
      const before = this.previous.routes.get(key);
      const count = row.count - (before?.count ?? 0);
      if (count <= 0) continue;
      routes.push({
        method: row.method,
        route: row.route,
        count,
        errors: row.errors - (before?.errors ?? 0),
        buckets: row.buckets.map((b, i) => b - (before?.buckets[i] ?? 0)),
      });
    }
    const errors = {
      server: this.errorTotals.server - this.previous.errors.server,
      web: this.errorTotals.web - this.previous.errors.web,
    };
    const windowSeconds = Math.max(1, Math.round((now - this.previous.at) / 1000));
    this.previous = { at: now, routes: current, errors: { ...this.errorTotals } };
    return { windowSeconds, routes, errors };
  }
}

/**
 * The 95th percentile in milliseconds from cumulative bucket counts (per LATENCY_BUCKETS, then +Inf), linearly
 * interpolated inside the bucket it falls in (what Prometheus' histogram_quantile does). Null without requests.
 */
export const p95FromBuckets = (buckets: readonly number[], quantile = 0.95): number | null => {
  const total = buckets[buckets.length - 1] ?? 0;
  if (total <= 0) return null;
  const rank = quantile * total;
  for (let i = 0; i < LATENCY_BUCKETS.length; i++) {
    const upTo = buckets[i] ?? 0;
    if (upTo >= rank) {
      const lower = i === 0 ? 0 : (LATENCY_BUCKETS[i - 1] ?? 0);
      const below = i === 0 ? 0 : (buckets[i - 1] ?? 0);
      const inBucket = upTo - below;
      const upper = LATENCY_BUCKETS[i] ?? lower;
      const fraction = inBucket > 0 ? (rank - below) / inBucket : 1;
      return Math.round((lower + (upper - lower) * fraction) * 1000 * 10) / 10;
    }
  }
  // Beyond the last finite bucket: all we know is "more than 10 s".
  return (LATENCY_BUCKETS[LATENCY_BUCKETS.length - 1] ?? 10) * 1000;
};

const COUNTED = Symbol('countedBy');

/**
 * The reporter, plus a count of every capture (monitoring's error counts). Idempotent: wrapping a reporter that
 * already counts into these metrics returns it unchanged (main.ts wraps before it gives buildApp the reporter).
 */
export const countingReporter = (
  reporter: ErrorReporter,
  metrics: Metrics,
  source: ErrorSource = 'server',
): ErrorReporter => {
  if ((reporter as { [COUNTED]?: Metrics })[COUNTED] === metrics) return reporter;
  const wrapped: ErrorReporter & { [COUNTED]: Metrics } = {
    name: reporter.name,
    [COUNTED]: metrics,
    capture: (error: unknown, context?: ErrorContext) => {
      metrics.countError(source);
      reporter.capture(error, context);
    },
  };
  return wrapped;
};
