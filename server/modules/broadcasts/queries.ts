import { type SQL, count, desc, eq, sql } from 'drizzle-orm';
import type { Role } from '../../../core/domain/roles';
import type { Db } from '../../db/client';
import { auditLog, broadcastNotifications, organizationProfiles, profiles, users } from '../../db/schema';

/**
 * All SQL of admin broadcasts. The audience of every kind is ONE subquery (`audienceQuery`) with one column
 * `user_id`: the reach preview counts it and the fan-out (modules/notifications) writes from it, so the number
 * the admin sees is the number written.
 */

/** The audience, resolved: what the SQL needs (ids, keys), not what the admin typed. */
export type ResolvedAudience =
  | { kind: 'all' }
  | { kind: 'role'; role: Role }
  | { kind: 'radius'; placeKeys: readonly string[] }
  | { kind: 'followers'; ownerUserId: string };

/**
 * profiles.city normalised like the gazetteer's placeKey (server/integrations/geocoding/normalize.ts): the part
 * before a comma, without '(NL)'-style markers, unaccented, lower case, apostrophes dropped, other non-alphanumerics
 * one space, 'st' read as 'sint'.
 */
const normalisedCity = sql`regexp_replace(trim(regexp_replace(regexp_replace(
    lower(unaccent(regexp_replace(split_part(p.city, ',', 1), '\\(.*\\)', '', 'g'))),
    '[''’\`]', '', 'g'), '[^a-z0-9]+', ' ', 'g')), '(^| )st( |$)', '\\1sint\\2', 'g')`;

/**
 * Every member (an account with a profile that is not suspended) the audience holds, once each:
 * - all: everyone; role: holders of the role in any context (participant = everyone, as every member is one);
 * - radius: members whose city is a gazetteer place within the radius (members without a city are not reached);
 * - followers: members following the organisation's owner account.
 */
export const audienceQuery = (audience: ResolvedAudience): SQL => {
  const filter = (() => {
    switch (audience.kind) {
      case 'all':
        return sql`true`;
      case 'role':
        return audience.role === 'participant'
          ? sql`true`
          : sql`exists (select 1 from user_roles r where r.user_id = u.id and r.role = ${audience.role})`;
      case 'radius':
        return audience.placeKeys.length === 0
          ? sql`false`
          : sql`p.city is not null and ${normalisedCity} in (${sql.join(
              audience.placeKeys.map((key) => sql`${key}`),
              sql`, `,
            )})`;
      case 'followers':
        return sql`exists (select 1 from user_follows f
          where f.follower_id = u.id and f.following_id = ${audience.ownerUserId}::uuid)`;
    }
  })();
  return sql`select u.id as user_id from users u join profiles p on p.id = u.id
    where p.suspended_at is null and ${filter}`;
};

/** The organisation a followers audience names: its owner account and name. */
export const selectOrganization = async (db: Db, id: string) => {
  const [row] = await db
    .select({ userId: organizationProfiles.userId, name: organizationProfiles.organizationName })
    .from(organizationProfiles)
    .where(eq(organizationProfiles.id, id))
    .limit(1);
  return row ?? null;
};

export type NewBroadcast = {
  senderId: string;
  title: string;
  content: string;
  actionUrl: string | null;
  audience: string;
  audienceFilter: Record<string, unknown>;
  ip: string;
};

/** The broadcast row ('sending') and its audit entry, in one transaction before the fan-out starts. */
export const insertBroadcast = (db: Db, input: NewBroadcast): Promise<string> =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .insert(broadcastNotifications)
      .values({
        senderId: input.senderId,
        title: input.title,
        content: input.content,
        actionUrl: input.actionUrl,
        audience: input.audience,
        audienceFilter: input.audienceFilter,
        status: 'sending',
      })
      .returning({ id: broadcastNotifications.id });
    if (!row) throw new Error('broadcast insert returned nothing');
    await tx.insert(auditLog).values({
      actorId: input.senderId,
      action: 'broadcast.send',
      targetType: 'broadcast',
      targetId: row.id,
      data: { title: input.title, audience: input.audience, ...input.audienceFilter },
      ipAddress: input.ip,
    });
    return row.id;
  });

/** Mark the broadcast sent with its reach (inside the fan-out's last transaction). */
export const markBroadcastSent = async (db: Db, id: string, reach: number): Promise<void> => {
  await db
    .update(broadcastNotifications)
    .set({ status: 'sent', reach, sentAt: new Date() })
    .where(eq(broadcastNotifications.id, id));
};

export const markBroadcastFailed = async (db: Db, id: string): Promise<void> => {
  await db.update(broadcastNotifications).set({ status: 'failed' }).where(eq(broadcastNotifications.id, id));
};

const broadcastColumns = {
  id: broadcastNotifications.id,
  title: broadcastNotifications.title,
  content: broadcastNotifications.content,
  actionUrl: broadcastNotifications.actionUrl,
  audience: broadcastNotifications.audience,
  audienceFilter: broadcastNotifications.audienceFilter,
  status: broadcastNotifications.status,
  reach: broadcastNotifications.reach,
  sentAt: broadcastNotifications.sentAt,
  createdAt: broadcastNotifications.createdAt,
  senderId: broadcastNotifications.senderId,
  senderName: sql<string | null>`coalesce(${profiles.fullName}, ${users.name})`,
};

/** One page of broadcasts, newest first (broadcast_notifications_created_idx). */
export const selectBroadcastPage = (db: Db, limit: number, offset: number) =>
  db
    .select(broadcastColumns)
    .from(broadcastNotifications)
    .leftJoin(users, eq(users.id, broadcastNotifications.senderId))
    .leftJoin(profiles, eq(profiles.id, broadcastNotifications.senderId))
    .orderBy(desc(broadcastNotifications.createdAt), desc(broadcastNotifications.id))
    .limit(limit)
    .offset(offset);
export type BroadcastRow = Awaited<ReturnType<typeof selectBroadcastPage>>[number];

export const countBroadcasts = async (db: Db): Promise<number> => {
  const [row] = await db.select({ n: count() }).from(broadcastNotifications);
  return row?.n ?? 0;
};

export const selectBroadcast = async (db: Db, id: string): Promise<BroadcastRow | null> => {
  const [row] = await db
    .select(broadcastColumns)
    .from(broadcastNotifications)
    .leftJoin(users, eq(users.id, broadcastNotifications.senderId))
    .leftJoin(profiles, eq(profiles.id, broadcastNotifications.senderId))
    .where(eq(broadcastNotifications.id, id))
    .limit(1);
  return row ?? null;
};
