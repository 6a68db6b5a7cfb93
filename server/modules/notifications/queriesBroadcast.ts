import { type SQL, sql } from 'drizzle-orm';
import { CHANNEL_DEFAULTS, NOTIFICATION_DEFAULTS } from '../../../core/domain/notificationPreferences';
import { notificationTypeOf } from '../../../core/domain/notifications';
import { type Db, executeRows } from '../../db/client';
import { broadcastChannel } from './channels';

/**
 * The set-based SQL of a broadcast's fan-out (issue 15): every statement works on a whole chunk of the audience,
 * never one member at a time. `audience` is a subquery with one column `user_id` (one row per member), built by
 * the broadcasts module; the preference of the 'announcements' type decides the channels, defaults from core.
 */

/** The preference type every broadcast row belongs to ('announcements'). */
export const BROADCAST_KIND = 'broadcast';
const BROADCAST_TYPE = notificationTypeOf(BROADCAST_KIND);

/** The member's channels for announcements: their stored choice, else the defaults of core. */
const channelsOf = (audience: SQL) => sql`
  select a.user_id,
    coalesce(p.in_app, ${CHANNEL_DEFAULTS.inApp}) as in_app,
    coalesce(p.email, ${NOTIFICATION_DEFAULTS[BROADCAST_TYPE]}) as email,
    coalesce(p.push, ${CHANNEL_DEFAULTS.push}) as push
  from (${audience}) a
  left join notification_preferences p on p.user_id = a.user_id and p.type = ${BROADCAST_TYPE}`;

/** Members of the audience that at least one channel reaches: the reach the admin sees before sending. */
export const countBroadcastReach = async (db: Db, audience: SQL): Promise<number> => {
  const [row] = await executeRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (${channelsOf(audience)}) c where c.in_app or c.email or c.push`,
  );
  return row?.n ?? 0;
};

/** Whether the audience reaches anyone at all: stops at the first member (a send's guard, cheaper than a count). */
export const anyBroadcastReach = async (db: Db, audience: SQL): Promise<boolean> => {
  const [row] = await executeRows<{ any: boolean }>(
    db,
    sql`select exists (select 1 from (${channelsOf(audience)}) c where c.in_app or c.email or c.push) as any`,
  );
  return row?.any ?? false;
};

export type BroadcastChunkInput = {
  broadcastId: string;
  title: string;
  content: string;
  actionUrl: string | null;
  audience: SQL;
  /** Keyset: members with a user id above this one (the last id of the previous chunk). */
  afterUserId: string;
  size: number;
};

export type BroadcastChunkResult = {
  lastUserId: string | null;
  scanned: number;
  written: number;
  queued: number;
};

/**
 * One chunk in one statement: the next `size` members of the audience by user id, their notifications rows
 * (in-app on: unread in the bell; in-app off but e-mail or push on: written already read, with no read_at, so
 * the delivery has its notification while the bell stays quiet) and their e-mail/push deliveries.
 */
export const insertBroadcastChunk = async (
  db: Db,
  input: BroadcastChunkInput,
): Promise<BroadcastChunkResult> => {
  const data = JSON.stringify({ broadcast_id: input.broadcastId });
  const [row] = await executeRows<BroadcastChunkResult>(
    db,
    sql`with chunk as (
        select * from (${channelsOf(input.audience)}) c
        where c.user_id > ${input.afterUserId}::uuid
        order by c.user_id
        limit ${input.size}
      ),
      written as (
        insert into notifications (user_id, title, content, type, action_url, data, broadcast_id, read)
        select k.user_id, ${input.title}, ${input.content}, ${BROADCAST_KIND}, ${input.actionUrl},
          ${data}::jsonb, ${input.broadcastId}::uuid, not k.in_app
        from chunk k where k.in_app or k.email or k.push
        returning id, user_id
      ),
      queued as (
        insert into notification_deliveries (user_id, notification_id, channel, type)
        select w.user_id, w.id, c.channel, ${BROADCAST_TYPE}
        from written w
        join chunk k on k.user_id = w.user_id
        cross join lateral (values ('email', k.email), ('push', k.push)) as c(channel, wanted)
        where c.wanted
        returning id
      )
      select (select k.user_id::text from chunk k order by k.user_id desc limit 1) as "lastUserId",
        (select count(*)::int from chunk) as scanned,
        (select count(*)::int from written) as written,
        (select count(*)::int from queued) as queued`,
  );
  return row ?? { lastUserId: null, scanned: 0, written: 0, queued: 0 };
};

/** Announce a finished broadcast once on the broadcast channel (delivered when the transaction commits). */
export const notifyBroadcast = async (db: Db, broadcastId: string): Promise<void> => {
  await db.execute(sql`select pg_notify(${broadcastChannel.name}, ${JSON.stringify({ broadcastId })})`);
};

/**
 * Read rows per broadcast: rows a member marked read (read_at set). Rows written read for members without the
 * bell have no read_at and do not count. Served by notifications_broadcast_idx (broadcast_id, read).
 */
export const selectBroadcastReadCounts = async (db: Db, broadcastIds: readonly string[]) => {
  if (broadcastIds.length === 0) return new Map<string, number>();
  const rows = await executeRows<{ id: string; n: number }>(
    db,
    sql`select broadcast_id as id, count(*)::int as n from notifications
      where broadcast_id in (${sql.join(
        broadcastIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) and read and read_at is not null
      group by broadcast_id`,
  );
  return new Map(rows.map((r) => [r.id, r.n]));
};
