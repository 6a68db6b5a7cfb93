import { z } from 'zod';

/** /admin/monitoring (issue 16): the health of the running system in one answer. */

export const MonitoringInstance = z.object({
  id: z.string(),
  hostname: z.string(),
  pid: z.number().int(),
  version: z.string(),
  startedAt: z.string(),
  lastSeenAt: z.string(),
  uptimeSeconds: z.number().int(),
  /** Seen within the last 2 minutes. */
  alive: z.boolean(),
  /** The instance that answered this request. */
  current: z.boolean(),
  errorCount: z.number().int(),
});

export const SlowStatement = z.object({
  query: z.string(),
  calls: z.number(),
  meanMs: z.number(),
  totalMs: z.number(),
});

export const MonitoringDatabase = z.object({
  kind: z.enum(['pglite', 'postgres']),
  /** pg_database_size; null when the engine cannot tell. */
  sizeBytes: z.number().nullable(),
  /** pg_stat_statements: available only when the extension is installed and loaded. */
  slowStatements: z.object({ available: z.boolean(), rows: z.array(SlowStatement) }),
});

export const MonitoringJob = z.object({
  job: z.string(),
  lastRunAt: z.string().nullable(),
  lastSuccessAt: z.string().nullable(),
  lastFailureAt: z.string().nullable(),
  lastError: z.string().nullable(),
  runs24h: z.number().int(),
  failures24h: z.number().int(),
  affected24h: z.number().int(),
});

export const MonitoringMail = z.object({
  outbox: z.object({
    queued: z.number().int(),
    sent: z.number().int(),
    failed: z.number().int(),
    oldestQueuedAt: z.string().nullable(),
  }),
  deliveries: z.object({
    waiting: z.number().int(),
    failed: z.number().int(),
    oldestWaitingAt: z.string().nullable(),
  }),
});

export const MonitoringRoute = z.object({
  method: z.string(),
  route: z.string(),
  /** Requests per minute over the last heartbeat window, summed over live instances. */
  perMinute: z.number(),
  /** 95th percentile latency in ms over that window (null: no requests). */
  p95Ms: z.number().nullable(),
  count: z.number().int(),
  errors: z.number().int(),
});

export const MonitoringErrors = z.object({
  /** Captures since each live instance started, summed. */
  total: z.number().int(),
  server: z.number().int(),
  web: z.number().int(),
});

export const MonitoringOverview = z.object({
  generatedAt: z.string(),
  instances: z.array(MonitoringInstance),
  database: MonitoringDatabase,
  jobs: z.array(MonitoringJob),
  mail: MonitoringMail,
  errors: MonitoringErrors,
  routes: z.array(MonitoringRoute),
});

export type MonitoringInstance = z.infer<typeof MonitoringInstance>;
export type MonitoringJob = z.infer<typeof MonitoringJob>;
export type MonitoringRoute = z.infer<typeof MonitoringRoute>;
export type MonitoringOverview = z.infer<typeof MonitoringOverview>;
