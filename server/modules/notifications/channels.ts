import { z } from 'zod';
import { NotificationDto } from '../../../core/schemas/notifications';
import { defineChannel } from '../../realtime';

/**
 * Realtime channels of notifications (issue 15). `notify` and the read actions pg_notify inside their
 * transaction, so the message goes out on commit and reaches the stream of the member on every instance.
 * A broadcast is announced once on `kring_broadcasts` (not once per member): each instance looks up the
 * rows of the members it has streams for.
 */
export const NotificationMessage = z.discriminatedUnion('event', [
  z.object({ event: z.literal('notification'), userId: z.string().uuid(), notification: NotificationDto }),
  z.object({
    event: z.literal('notifications-read'),
    userId: z.string().uuid(),
    ids: z.array(z.string().uuid()).nullable(),
  }),
]);
export type NotificationMessage = z.infer<typeof NotificationMessage>;

export const notificationChannel = defineChannel<NotificationMessage>({
  name: 'kring_notifications',
  schema: NotificationMessage,
  keyOf: (message) => message.userId,
});

export const BroadcastMessage = z.object({ broadcastId: z.string().uuid() });
export type BroadcastMessage = z.infer<typeof BroadcastMessage>;

/** Every listener uses the one key 'all'. */
export const broadcastChannel = defineChannel<BroadcastMessage>({
  name: 'kring_broadcasts',
  schema: BroadcastMessage,
  keyOf: () => 'all',
});

/**
 * Wakes the delivery dispatcher: `notify` sends one NOTIFY per transaction that queued e-mail or push rows,
 * so every instance's dispatcher tries right after commit (SKIP LOCKED lets exactly one take each row).
 */
export const deliveriesChannel = defineChannel<Record<string, never>>({
  name: 'kring_deliveries',
  schema: z.object({}).strict() as unknown as z.ZodType<Record<string, never>>,
  keyOf: () => 'all',
});
