import type { AppContext } from '../http/context';
import { sendSubscriptionReminders } from '../modules/payments';
import type { JobDefinition } from './runner';

/** subscription-reminders: the 7- and 1-day mails before a trial or a cancelled period ends. */
export const subscriptionRemindersJob = (
  ctx: Pick<AppContext, 'config' | 'mail' | 'reporter'>,
): JobDefinition => ({
  name: 'subscription-reminders',
  intervalMs: 15 * 60_000,
  run: async (tx, now, afterCommit) => sendSubscriptionReminders(ctx, tx, now, afterCommit),
});
