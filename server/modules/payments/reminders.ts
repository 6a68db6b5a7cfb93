import { REMINDER_DAYS, RENEWAL_LINK_DAYS } from '../../../core/domain/payments';
import type { Db } from '../../db/client';
import type { AppContext } from '../../http/context';
import { subscriptionReminderMail } from './mail';
import { noticeSubscriptionEnding } from './notices';
import { selectPlanNames } from './queries';
import { claimReminders, insertRenewal } from './queriesSubscriptions';
import type { AfterCommit } from './types';

/** Reminders per run and kind; the next run (every 15 minutes) takes the rest. */
const BATCH = 200;

/**
 * Trial and period-end reminders (issue 14): 7 and 1 days before a trial or a canceled_at_period_end
 * subscription ends, once each, each with a one-click renewal link /subscription/renew/{renewalId} valid
 * RENEWAL_LINK_DAYS. The claim and the renewal row are written here; the mails go after commit.
 */
export const sendSubscriptionReminders = async (
  ctx: Pick<AppContext, 'config' | 'mail' | 'reporter'>,
  tx: Db,
  now: Date,
  afterCommit: (work: AfterCommit) => void,
): Promise<number> => {
  let sent = 0;
  for (const days of REMINDER_DAYS) {
    const due = await claimReminders(tx, days, now, BATCH);
    const plans = await selectPlanNames(
      tx,
      due.map((d) => d.planId),
    );
    for (const target of due) {
      const renewal = await insertRenewal(tx, {
        subscriptionId: target.id,
        userId: target.userId,
        planId: target.planId,
        interval: target.interval,
        expiresAt: new Date(now.getTime() + RENEWAL_LINK_DAYS * 86_400_000),
      });
      const planName = plans.get(target.planId)?.name ?? target.planId;
      const trial = target.status === 'trialing';
      await noticeSubscriptionEnding(
        tx,
        { ...target, trial, planName, days },
        `/subscription/renew/${renewal.id}`,
      );
      const mail = subscriptionReminderMail({
        to: target.email,
        name: target.name,
        planName,
        trial,
        days,
        endsAt: target.endsAt,
        renewUrl: `${ctx.config.publicUrl}/subscription/renew/${renewal.id}`,
      });
      afterCommit(async () => {
        await ctx.mail.send(mail).catch((err: unknown) => ctx.reporter.capture(err, { renewal: renewal.id }));
      });
      sent += 1;
    }
  }
  return sent;
};
