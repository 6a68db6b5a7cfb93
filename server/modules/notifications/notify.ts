import { notificationTypeOf, type NotificationKind } from '../../../core/domain/notifications';
import {
  CHANNEL_DEFAULTS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_DEFAULTS,
  type NotificationChannel,
} from '../../../core/domain/notificationPreferences';
import type { NotificationDto } from '../../../core/schemas/notifications';
import type { Db } from '../../db/client';
import type { NotificationMessage } from './channels';
import { presentNotification } from './presenter';
import {
  type NewDelivery,
  insertDeliveries,
  insertNotificationRows,
  publishNotificationMessages,
  selectRecipients,
} from './queries';

export type NotifyInput = {
  userIds: readonly string[];
  kind: NotificationKind;
  title: string;
  content: string;
  /** Where the notification leads inside Kring ('/events/…'); null = nowhere. */
  actionUrl: string | null;
  /** Free-form payload; `event_id` links an event (spec §3). */
  data?: Record<string, unknown>;
  /**
   * The caller's own e-mail for this notification (sent only to members who want e-mail of this type);
   * `kind` names its template in the mail log and outbox (e.g. 'venue_booking_requested').
   */
  mail?: { subject: string; text: string; html?: string; kind?: string };
  /**
   * The channels this cause may use (default all three); each is still subject to the member's choice. A cause
   * whose own mail goes out regardless (a ticket with QR codes, an invoice) passes ['inApp', 'push'], so the
   * member does not get a second mail about the same thing.
   */
  channels?: readonly NotificationChannel[];
  /** Leave out this member (the one who caused it). */
  exceptUserId?: string | null;
};

/** Postgres refuses a NOTIFY payload of 8000 bytes or more; stay clear of it with room for the envelope. */
export const NOTIFY_PAYLOAD_MAX_BYTES = 7_500;

const bytes = (value: string): number => Buffer.byteLength(value, 'utf8');

/**
 * The stream message of a notification, small enough for pg_notify: the content is shortened first (the bell
 * shows a line of it; the full text stays in the row), then the free-form data is dropped, then the title.
 */
export const notificationPayload = (userId: string, notification: NotificationDto): string => {
  const encode = (dto: NotificationDto) =>
    JSON.stringify({ event: 'notification', userId, notification: dto } satisfies NotificationMessage);
  let dto = notification;
  let payload = encode(dto);
  if (bytes(payload) <= NOTIFY_PAYLOAD_MAX_BYTES) return payload;
  const room = (text: string) => Math.max(0, text.length - (bytes(payload) - NOTIFY_PAYLOAD_MAX_BYTES) - 4);
  dto = { ...dto, content: `${dto.content.slice(0, room(dto.content))}…` };
  payload = encode(dto);
  if (bytes(payload) <= NOTIFY_PAYLOAD_MAX_BYTES) return payload;
  dto = { ...dto, data: {} };
  payload = encode(dto);
  if (bytes(payload) <= NOTIFY_PAYLOAD_MAX_BYTES) return payload;
  dto = { ...dto, content: '…', title: `${dto.title.slice(0, 200)}…` };
  return encode(dto);
};

/**
 * Notify members inside the caller's transaction (`db`). Per member (deduplicated, without `exceptUserId`,
 * suspended members left out) the preference of the kind's type decides, read in one query for all:
 * - in-app on: an unread notifications row, announced on the member's realtime stream on commit;
 * - in-app off but e-mail or push on: the row is still written, already read, so the history shows what was
 *   sent but the bell neither counts nor announces it; every channel off: nothing is written;
 * - e-mail on: a queued 'email' delivery (the caller's `mail` with it), push on with a subscribed browser: a
 *   queued 'push' delivery; the dispatcher sends both after commit (woken by pg_notify).
 * Answers how many notifications rows were written.
 */
export const notify = async (db: Db, input: NotifyInput): Promise<number> => {
  const userIds = [...new Set(input.userIds)].filter((id) => id !== input.exceptUserId);
  if (userIds.length === 0) return 0;
  const type = notificationTypeOf(input.kind);
  const allowed = new Set<NotificationChannel>(input.channels ?? NOTIFICATION_CHANNELS);
  const recipients = (await selectRecipients(db, userIds, type)).map((r) => ({
    userId: r.userId,
    inApp: allowed.has('inApp') && (r.inApp ?? CHANNEL_DEFAULTS.inApp),
    email: allowed.has('email') && (r.email ?? NOTIFICATION_DEFAULTS[type]),
    push: allowed.has('push') && (r.push ?? CHANNEL_DEFAULTS.push) && r.hasPush,
  }));
  const reached = recipients.filter((r) => r.inApp || r.email || r.push);
  const rows = await insertNotificationRows(
    db,
    reached.map((r) => ({
      userId: r.userId,
      type: input.kind,
      title: input.title,
      content: input.content,
      actionUrl: input.actionUrl,
      data: input.data ?? {},
      read: !r.inApp,
    })),
  );
  const byUser = new Map(reached.map((r) => [r.userId, r]));
  await publishNotificationMessages(
    db,
    rows.filter((row) => !row.read).map((row) => notificationPayload(row.userId, presentNotification(row))),
  );
  const mail = input.mail ? { ...input.mail } : null;
  const deliveries: NewDelivery[] = [];
  for (const row of rows) {
    const choice = byUser.get(row.userId);
    const base = { userId: row.userId, notificationId: row.id, type };
    if (choice?.email) deliveries.push({ ...base, channel: 'email', mail });
    if (choice?.push) deliveries.push({ ...base, channel: 'push', mail: null });
  }
  await insertDeliveries(db, deliveries);
  return rows.length;
};
