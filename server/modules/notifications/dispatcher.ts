import { DIGEST_THRESHOLD, DIGEST_WINDOW_MS } from '../../../core/domain/notifications';
import {
  CHANNEL_DEFAULTS,
  NOTIFICATION_DEFAULTS,
  type NotificationType,
  isNotificationType,
} from '../../../core/domain/notificationPreferences';
import type { AppContext } from '../../http/context';
import { type MailItem, type MailRecipient, digestMail, notificationMail } from './mail';
import {
  type ClaimedDelivery,
  claimHeld,
  claimQueued,
  mailsSince,
  membersWithHeld,
  requeueStale,
  selectHeldMembers,
  settleDeliveries,
} from './queriesDeliveries';

/**
 * What the dispatcher hands the push sender per notification; the same shape as the push helper's `PushSender`
 * in push.ts (createPushSender), so that one plugs in as `push` without an adapter.
 */
export type PushPayload = { title: string; body: string; url: string; tag: string };
export type PushOutcome = 'sent' | 'no_subscription' | 'failed';
export type PushSender = { send: (userId: string, payload: PushPayload) => Promise<PushOutcome> };

export type DispatchDeps = Pick<AppContext, 'db' | 'mail' | 'config' | 'logger'> & {
  /** Absent: push rows stay queued until a sender is wired. */
  push?: PushSender | null;
};

const BATCH = 50;
/** Batches per run: a run ends; the next wake-up or the minute job goes on. */
const MAX_BATCHES = 20;
const MAX_ATTEMPTS = 3;
/** A row 'sending' for longer than this was left by a dispatcher that died: back to the queue. */
export const STALE_SENDING_MS = 10 * 60_000;

const typeOf = (row: ClaimedDelivery): NotificationType =>
  isNotificationType(row.type) ? row.type : 'product_updates';

const wantsEmail = (row: ClaimedDelivery): boolean =>
  !row.suspended && row.email !== null && (row.prefEmail ?? NOTIFICATION_DEFAULTS[typeOf(row)]);

const recipientOf = (row: ClaimedDelivery): MailRecipient => ({
  userId: row.userId,
  email: row.email ?? '',
  name: row.name ?? '',
});

const itemOf = (row: ClaimedDelivery): MailItem => ({
  title: row.title,
  content: row.content,
  actionUrl: row.actionUrl,
  mail: row.mail,
});

/** A failed send is retried by a later run, up to MAX_ATTEMPTS. */
const retryOrFail = (row: ClaimedDelivery) => (row.attempts >= MAX_ATTEMPTS ? 'failed' : 'queued');

type Settled = { sent: string[]; skipped: string[]; held: string[]; failed: string[]; queued: string[] };
const emptySettled = (): Settled => ({ sent: [], skipped: [], held: [], failed: [], queued: [] });

const settleAll = async (deps: DispatchDeps, settled: Settled, now: Date): Promise<void> => {
  await settleDeliveries(deps.db, settled.sent, 'sent', now);
  await settleDeliveries(deps.db, settled.skipped, 'skipped', null);
  await settleDeliveries(deps.db, settled.held, 'held', null);
  await settleDeliveries(deps.db, settled.failed, 'failed', null);
  await settleDeliveries(deps.db, settled.queued, 'queued', null);
};

/**
 * Queued e-mails, oldest first. The digest rule (spec: batched when more than 5 arrive within an hour): a
 * member gets at most DIGEST_THRESHOLD notification mails (a digest counts as one) in any DIGEST_WINDOW_MS;
 * beyond that, and while earlier ones wait, a row is 'held' for the member's digest.
 */
const sendQueuedEmails = async (deps: DispatchDeps, now: Date): Promise<number> => {
  const links = { publicUrl: deps.config.publicUrl, secret: deps.config.sessionSecret };
  let handled = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const rows = await claimQueued(deps.db, 'email', now, BATCH);
    if (rows.length === 0) break;
    const userIds = [...new Set(rows.map((r) => r.userId))];
    const sent = await mailsSince(deps.db, userIds, new Date(now.getTime() - DIGEST_WINDOW_MS));
    const waiting = await membersWithHeld(deps.db, userIds);
    const settled = emptySettled();
    for (const row of rows) {
      if (!wantsEmail(row)) {
        settled.skipped.push(row.id);
        continue;
      }
      const count = sent.get(row.userId) ?? 0;
      if (waiting.has(row.userId) || count >= DIGEST_THRESHOLD) {
        waiting.add(row.userId);
        settled.held.push(row.id);
        continue;
      }
      const result = await deps.mail.send(
        notificationMail(links, recipientOf(row), typeOf(row), itemOf(row)),
      );
      if (result.status === 'sent') {
        sent.set(row.userId, count + 1);
        settled.sent.push(row.id);
      } else settled[retryOrFail(row)].push(row.id);
    }
    await settleAll(deps, settled, now);
    handled += rows.length;
    if (rows.length < BATCH) break;
  }
  return handled;
};

/**
 * Digests: for each member with held e-mails whose window has room again (fewer than DIGEST_THRESHOLD mails
 * in the past DIGEST_WINDOW_MS), every held row goes out in ONE mail ('digested'); a single one goes as a
 * normal mail. Rows whose type the member switched off meanwhile are 'skipped'.
 */
export const sendDigests = async (deps: DispatchDeps, now: Date): Promise<number> => {
  const links = { publicUrl: deps.config.publicUrl, secret: deps.config.sessionSecret };
  const members = await selectHeldMembers(deps.db, 200);
  const sent = await mailsSince(deps.db, members, new Date(now.getTime() - DIGEST_WINDOW_MS));
  let mails = 0;
  for (const userId of members) {
    if ((sent.get(userId) ?? 0) >= DIGEST_THRESHOLD) continue;
    const rows = await claimHeld(deps.db, userId, now);
    const wanted = rows.filter(wantsEmail);
    const settled = emptySettled();
    settled.skipped.push(...rows.filter((r) => !wantsEmail(r)).map((r) => r.id));
    const [first] = wanted;
    if (first) {
      const message =
        wanted.length === 1
          ? notificationMail(links, recipientOf(first), typeOf(first), itemOf(first))
          : digestMail(
              links,
              recipientOf(first),
              wanted.map((r) => ({ ...itemOf(r), type: typeOf(r) })),
            );
      const result = await deps.mail.send(message);
      if (result.status === 'sent') {
        mails += 1;
        await settleDeliveries(
          deps.db,
          wanted.map((r) => r.id),
          wanted.length === 1 ? 'sent' : 'digested',
          now,
        );
      } else settled.held.push(...wanted.map((r) => r.id));
    }
    await settleAll(deps, settled, now);
  }
  return mails;
};

/** Queued push rows: sent to the member's browsers while push is still on for the type. */
const sendQueuedPush = async (deps: DispatchDeps, push: PushSender, now: Date): Promise<number> => {
  let handled = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const rows = await claimQueued(deps.db, 'push', now, BATCH);
    if (rows.length === 0) break;
    const settled = emptySettled();
    for (const row of rows) {
      if (row.suspended || !(row.prefPush ?? CHANNEL_DEFAULTS.push)) {
        settled.skipped.push(row.id);
        continue;
      }
      let outcome: PushOutcome;
      try {
        outcome = await push.send(row.userId, {
          title: row.title,
          body: row.content,
          url: row.actionUrl ?? '/dashboard/notificaties',
          tag: `notification-${row.notificationId}`,
        });
      } catch (err) {
        deps.logger.warn({ err, deliveryId: row.id }, 'push delivery failed');
        outcome = 'failed';
      }
      if (outcome === 'sent') settled.sent.push(row.id);
      else if (outcome === 'no_subscription') settled.skipped.push(row.id);
      else settled[retryOrFail(row)].push(row.id);
    }
    await settleAll(deps, settled, now);
    handled += rows.length;
    if (rows.length < BATCH) break;
  }
  return handled;
};

/**
 * One dispatcher run: queued e-mails (individually or held), due digests, and push when a sender is wired.
 * Safe to run on several instances at once and twice in a row: every row is claimed by exactly one run.
 */
export const dispatchDeliveries = async (
  deps: DispatchDeps,
  now = new Date(),
  options: { recoverStale?: boolean } = {},
): Promise<{ emails: number; digests: number; push: number }> => {
  if (options.recoverStale) await requeueStale(deps.db, new Date(now.getTime() - STALE_SENDING_MS));
  const emails = await sendQueuedEmails(deps, now);
  const digests = await sendDigests(deps, now);
  const push = deps.push ? await sendQueuedPush(deps, deps.push, now) : 0;
  return { emails, digests, push };
};
