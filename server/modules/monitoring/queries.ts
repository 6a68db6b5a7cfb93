import { sql } from 'drizzle-orm';
import { type Db, executeRows } from '../../db/client';
import type { InstanceIdentity } from '../../observability/metrics';

type Ts = Date | string | null;

export type InstanceRow = {
  id: string;
  hostname: string;
  pid: number;
  version: string;
  started_at: Ts;
  last_seen_at: Ts;
  error_count: number | string;
  metrics: Record<string, unknown>;
};

/** This instance's heartbeat: insert or refresh its row. */
export const upsertInstance = async (
  db: Db,
  identity: InstanceIdentity,
  errorCount: number,
  metrics: Record<string, unknown>,
  now: Date,
): Promise<void> => {
  await db.execute(sql`
    insert into server_instances (id, hostname, pid, version, started_at, last_seen_at, error_count, metrics)
    values (${identity.id}, ${identity.hostname}, ${identity.pid}, ${identity.version},
            ${identity.startedAt.toISOString()}, ${now.toISOString()}, ${errorCount}, ${JSON.stringify(metrics)}::jsonb)
    on conflict (id) do update set last_seen_at = excluded.last_seen_at, error_count = excluded.error_count,
      metrics = excluded.metrics, version = excluded.version`);
};

/** Rows of instances unseen since `before` (a day): gone for good. */
export const pruneInstances = async (db: Db, before: Date): Promise<number> => {
  const rows = await executeRows<{ id: string }>(
    db,
    sql`delete from server_instances where last_seen_at < ${before.toISOString()} returning id`,
  );
  return rows.length;
};

export const instanceExists = async (db: Db, id: string): Promise<boolean> =>
  (await executeRows(db, sql`select 1 from server_instances where id = ${id}`)).length > 0;

/** Instances seen since `since`, newest heartbeat first. */
export const selectInstances = (db: Db, since: Date): Promise<InstanceRow[]> =>
  executeRows<InstanceRow>(
    db,
    sql`select id, hostname, pid, version, started_at, last_seen_at, error_count, metrics
        from server_instances where last_seen_at >= ${since.toISOString()}
        order by last_seen_at desc limit 50`,
  );

/** pg_database_size of this database; null where the engine cannot tell. */
export const selectDatabaseSize = async (db: Db): Promise<number | null> => {
  try {
    const [row] = await executeRows<{ bytes: string | number | null }>(
      db,
      sql`select pg_database_size(current_database())::bigint as bytes`,
    );
    return row?.bytes === null || row?.bytes === undefined ? null : Number(row.bytes);
  } catch {
    return null;
  }
};

export type SlowStatementRow = { query: string; calls: string | number; mean_ms: number; total_ms: number };

/**
 * The slowest statements by mean time, from pg_stat_statements; null when the extension is missing or not
 * loaded (it needs shared_preload_libraries), so the screen can say how to enable it.
 */
export const selectSlowStatements = async (db: Db, limit = 10): Promise<SlowStatementRow[] | null> => {
  try {
    const [ext] = await executeRows(db, sql`select 1 from pg_extension where extname = 'pg_stat_statements'`);
    if (!ext) return null;
    return await executeRows<SlowStatementRow>(
      db,
      sql`select left(query, 500) as query, calls, mean_exec_time as mean_ms, total_exec_time as total_ms
          from pg_stat_statements where dbid = (select oid from pg_database where datname = current_database())
          order by mean_exec_time desc limit ${limit}`,
    );
  } catch {
    return null;
  }
};

/** Job names with a run in the last week (besides the known ones). */
export const selectRecentJobNames = async (db: Db, since: Date): Promise<string[]> =>
  (
    await executeRows<{ job: string }>(
      db,
      sql`select distinct job from job_runs where started_at >= ${since.toISOString()}`,
    )
  ).map((r) => r.job);

export type JobSummaryRow = {
  job: string;
  last_run_at: Ts;
  last_success_at: Ts;
  last_failure_at: Ts;
  last_error: string | null;
  runs_24h: string | number;
  failures_24h: string | number;
  affected_24h: string | number | null;
};

/** Per job: last run, last success, last failure with its error, and the last 24 h (index job_runs_job_idx). */
export const selectJobSummaries = (db: Db, names: string[], since: Date): Promise<JobSummaryRow[]> =>
  executeRows<JobSummaryRow>(
    db,
    sql`select j.job, r.started_at as last_run_at, s.finished_at as last_success_at,
               f.started_at as last_failure_at, f.error as last_error,
               coalesce(a.runs, 0) as runs_24h, coalesce(a.failures, 0) as failures_24h,
               coalesce(a.affected, 0) as affected_24h
        from jsonb_array_elements_text(${JSON.stringify(names)}::jsonb) as j(job)
        left join lateral (select started_at from job_runs where job = j.job order by started_at desc limit 1) r on true
        left join lateral (select finished_at from job_runs where job = j.job and error is null
                           order by started_at desc limit 1) s on true
        left join lateral (select started_at, error from job_runs where job = j.job and error is not null
                           order by started_at desc limit 1) f on true
        left join lateral (select count(*) as runs, count(*) filter (where error is not null) as failures,
                                  sum(affected) as affected
                           from job_runs where job = j.job and started_at >= ${since.toISOString()}) a on true
        order by j.job`,
  );

export type MailStateRow = {
  queued: string | number;
  sent: string | number;
  failed: string | number;
  oldest_queued_at: Ts;
  waiting: string | number;
  deliveries_failed: string | number;
  oldest_waiting_at: Ts;
};

/** The mail outbox by status and the notification deliveries still waiting or failed. */
export const selectMailState = async (db: Db): Promise<MailStateRow> => {
  const [row] = await executeRows<MailStateRow>(
    db,
    sql`select
          (select count(*) from email_outbox where status = 'queued') as queued,
          (select count(*) from email_outbox where status = 'sent') as sent,
          (select count(*) from email_outbox where status = 'failed') as failed,
          (select min(created_at) from email_outbox where status = 'queued') as oldest_queued_at,
          (select count(*) from notification_deliveries where status in ('queued', 'held', 'sending')) as waiting,
          (select count(*) from notification_deliveries where status = 'failed') as deliveries_failed,
          (select min(created_at) from notification_deliveries
             where status in ('queued', 'held', 'sending')) as oldest_waiting_at`,
  );
  return row as MailStateRow;
};
