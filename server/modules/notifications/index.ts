import type { Db } from '../../db/client';
import { type NotificationInput, insertNotifications } from './queries';

/**
 * The front door of modules/notifications (spec §3 notifications). For now one use case: other modules write
 * in-app notifications for members inside their own transaction (pass the transaction as `db`), so a
 * notification exists exactly when the thing it is about does. Issue 15 grows this module into the full
 * service (the inbox, read state, realtime, e-mail); callers keep this signature.
 *
 * Types so far: 'forum_mention' (someone @mentioned you), 'forum_reply' (a reply in your topic).
 */
export type { NotificationInput };

/** One notification per user (duplicates in `userIds` count once); answers how many were written. */
export const notifyUsers = (db: Db, input: NotificationInput): Promise<number> =>
  insertNotifications(db, input);
