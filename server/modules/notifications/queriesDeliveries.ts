import { sql } from 'drizzle-orm';
import { type Db, executeRows } from '../../db/client';

/**
 * The delivery queue (notification_deliveries): claimed with FOR UPDATE SKIP LOCKED in one statement that
 * also marks the rows 'sending', so two dispatchers (two instances, or the wake-up and the job of one) never
 * take the same row; the mail goes out after that statement committed.
 */
export type ClaimedDelivery = {
  id: string;
  userId: string;
  notificationId: string;
  channel: 'email' | 'push';
  type: string;
  mail: { subject: string; text: string; html?: string; kind?: string } | null;
  attempts: number;
  /** The notification and the member as they are now (null after a deletion). */
  title: string;
  content: string;
  actionUrl: string | null;
  email: string | null;
  name: string | null;
  suspended: boolean;
  prefEmail: boolean | null;
  prefPush: boolean | null;
};

const details = sql`d.id, d.user_id as "userId", d.notification_id as "notificationId", d.channel, d.type, d.mail,
  d.attempts, n.title, n.content, n.action_url as "actionUrl", u.email, u.name,
  (coalesce(u.banned, false) or p.suspended_at is not null) as suspended,
  np.email as "prefEmail", np.push as "prefPush"`;

const joins = sql`join notifications n on n.id = d.notification_id
  join users u on u.id = d.user_id
  left join profiles p on p.id = d.user_id
  left join notification_preferences np on np.user_id = d.user_id and np.type = d.type`;

/** Claim up to `limit` queued rows of a channel, oldest first (notification_deliveries_queued_idx). */
export const claimQueued = (
  db: Db,
  channel: 'email' | 'push',
  now: Date,
  limit: number,
): Promise<ClaimedDelivery[]> =>
  executeRows<ClaimedDelivery>(
    db,
    sql`with claimed as (
          update notification_deliveries q set status = 'sending', sent_at = ${now.toISOString()}::timestamptz, attempts = q.attempts + 1
          where q.id in (
            select id from notification_deliveries
            where status = 'queued' and channel = ${channel}
            order by created_at limit ${limit}
            for update skip locked)
          returning q.*)
        select ${details} from claimed d ${joins} order by d.created_at`,
  );

/** Claim every held e-mail of one member (their digest). */
export const claimHeld = (db: Db, userId: string, now: Date): Promise<ClaimedDelivery[]> =>
  executeRows<ClaimedDelivery>(
    db,
    sql`with claimed as (
          update notification_deliveries q set status = 'sending', sent_at = ${now.toISOString()}::timestamptz, attempts = q.attempts + 1
          where q.id in (
            select id from notification_deliveries
            where status = 'held' and user_id = ${userId} and channel = 'email'
            for update skip locked)
          returning q.*)
        select ${details} from claimed d ${joins} order by d.created_at`,
  );

/** Members with e-mails waiting for a digest (notification_deliveries_waiting_idx). */
export const selectHeldMembers = async (db: Db, limit: number): Promise<string[]> =>
  (
    await executeRows<{ userId: string }>(
      db,
      sql`select distinct user_id as "userId" from notification_deliveries
          where status = 'held' and channel = 'email' limit ${limit}`,
    )
  ).map((r) => r.userId);

/**
 * Notification mails each member got since `since`: every individual mail, and each digest once (its rows
 * share one sent_at). notification_deliveries_user_sent_idx.
 */
export const mailsSince = async (
  db: Db,
  userIds: readonly string[],
  since: Date,
): Promise<Map<string, number>> => {
  if (userIds.length === 0) return new Map();
  const rows = await executeRows<{ userId: string; mails: number }>(
    db,
    sql`select user_id as "userId",
          (count(*) filter (where status = 'sent') + count(distinct sent_at) filter (where status = 'digested'))::int as mails
        from notification_deliveries
        where user_id in (select jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb)::uuid)
          and channel = 'email' and sent_at > ${since.toISOString()}::timestamptz and status in ('sent', 'digested')
        group by user_id`,
  );
  return new Map(rows.map((r) => [r.userId, r.mails]));
};

/** Members among `userIds` who already have e-mails waiting (new ones join the wait, in order). */
export const membersWithHeld = async (db: Db, userIds: readonly string[]): Promise<Set<string>> => {
  if (userIds.length === 0) return new Set();
  const rows = await executeRows<{ userId: string }>(
    db,
    sql`select distinct user_id as "userId" from notification_deliveries
        where status = 'held' and user_id in (select jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb)::uuid)`,
  );
  return new Set(rows.map((r) => r.userId));
};

export type DeliveryOutcome = 'sent' | 'digested' | 'skipped' | 'failed' | 'held' | 'queued';

/** Settle claimed rows: sent/digested keep `sentAt`; held and queued (retry) wait again without it. */
export const settleDeliveries = async (
  db: Db,
  ids: readonly string[],
  status: DeliveryOutcome,
  sentAt: Date | null,
): Promise<void> => {
  if (ids.length === 0) return;
  await db.execute(
    sql`update notification_deliveries set status = ${status}, sent_at = ${sentAt ? sentAt.toISOString() : null}::timestamptz
        where id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::uuid)`,
  );
};

/**
 * Rows left 'sending' by a dispatcher that died mid-send go back to the queue (or fail after 3 attempts):
 * at least once, never lost.
 */
export const requeueStale = async (db: Db, before: Date): Promise<number> => {
  const rows = await executeRows<{ id: string }>(
    db,
    sql`update notification_deliveries
        set status = case when attempts >= 3 then 'failed' else 'queued' end, sent_at = null
        where status = 'sending' and sent_at < ${before.toISOString()}::timestamptz
        returning id`,
  );
  return rows.length;
};
