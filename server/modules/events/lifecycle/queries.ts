import { sql } from 'drizzle-orm';
import { type Db, executeRows } from '../../../db/client';

/** The transaction a scheduled job runs in (see server/jobs/runner.ts). */
export type JobTx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * A published recurring event that is over moves on to its next occurrence (keeping the occurrence's end;
 * an end equal to the start becomes open). The start-in-future trigger holds because the next one is later
 * than now.
 */
export const advanceRecurringEvents = async (tx: JobTx, now: Date): Promise<number> => {
  const at = now.toISOString();
  const rows = await executeRows<{ id: string }>(
    tx,
    sql`
      update events e
      set start_date = n.start_date,
          end_date = case when n.end_date > n.start_date then n.end_date else null end,
          updated_at = now()
      from (
        select distinct on (event_id) event_id, start_date, end_date
        from event_occurrences
        where start_date > greatest(${at}::timestamptz, now())
        order by event_id, start_date
      ) n
      where n.event_id = e.id
        and e.status = 'published' and e.deleted_at is null
        and coalesce(e.end_date, e.start_date) < ${at}::timestamptz
      returning e.id`,
  );
  return rows.length;
};

/** A published event that is over and has no later occurrence becomes 'expired' (badge 'Verlopen'). */
export const expireFinishedEvents = async (tx: JobTx, now: Date): Promise<number> => {
  const at = now.toISOString();
  const rows = await executeRows<{ id: string }>(
    tx,
    sql`
      update events e
      set status = 'expired', updated_at = now()
      where e.status = 'published' and e.deleted_at is null
        and coalesce(e.end_date, e.start_date) < ${at}::timestamptz
        and not exists (
          select 1 from event_occurrences o where o.event_id = e.id and o.start_date > ${at}::timestamptz
        )
      returning e.id`,
  );
  return rows.length;
};
