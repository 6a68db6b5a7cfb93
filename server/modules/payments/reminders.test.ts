import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../../core/errors';
import type { CheckoutStarted, MySubscriptions, RenewalView } from '../../../core/schemas/payments';
import { emailOutbox, userSubscriptions, users } from '../../db/schema';
import { createLogger } from '../../http/logger';
import { LogErrorReporter } from '../../integrations/errors';
import { OutboxMailSender } from '../../integrations/mail';
import { runJobOnce } from '../../jobs/runner';
import { subscriptionRemindersJob } from '../../jobs/subscriptionReminders';
import { type TestApp, createTestApp } from '../../test/app';
import { callAs, signInAs } from '../../test/http';
import { notificationsOf } from '../../test/notifications';

/**
 * Reminders 7 and 1 days before a trial ends, once each, and the one-click renewal from the mail: the
 * renewal checkout turns the trial into a paid subscription and the link cannot be used twice.
 */

let t: TestApp;
let pro: string; // professional@: professional trial
let participant: string;
let proId: string;
const HOUR = 3_600_000;

const reminderMails = async () =>
  t.db
    .select()
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.toAddress, 'professional@demo.kring.test'),
        eq(emailOutbox.kind, 'subscription_reminder'),
      ),
    );

const job = () => {
  const logger = createLogger(t.config);
  return subscriptionRemindersJob({
    config: t.config,
    mail: new OutboxMailSender(t.db, { from: t.config.mailFrom, logger, printToConsole: false }),
    reporter: new LogErrorReporter(logger),
  });
};

beforeAll(async () => {
  t = await createTestApp({ seed: { events: 2, members: 2 } });
  [pro, participant] = await Promise.all([
    signInAs(t, 'professional@demo.kring.test'),
    signInAs(t, 'deelnemer@demo.kring.test'),
  ]);
  const [row] = await t.db.select().from(users).where(eq(users.email, 'professional@demo.kring.test'));
  proId = row?.id ?? '';
});

afterAll(async () => {
  await t?.close();
});

describe('trial reminders', () => {
  it('mails 7 and 1 days before the trial ends, each once, with a renewal link', async () => {
    const [trial] = await t.db
      .select()
      .from(userSubscriptions)
      .where(and(eq(userSubscriptions.userId, proId), eq(userSubscriptions.status, 'trialing')));
    const end = trial?.trialEndsAt ?? trial?.currentPeriodEnd;
    if (!end) throw new Error('no trial end');

    const sixDaysBefore = new Date(end.getTime() - 6 * 24 * HOUR);
    // Other seeded trials may be due too; professional@ gets exactly one mail per reminder.
    expect((await runJobOnce(t.db, job(), sixDaysBefore)).affected).toBeGreaterThanOrEqual(1);
    expect((await runJobOnce(t.db, job(), sixDaysBefore)).affected).toBe(0);
    let mails = await reminderMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('eindigt over 7 dagen');

    const twelveHoursBefore = new Date(end.getTime() - 12 * HOUR);
    expect((await runJobOnce(t.db, job(), twelveHoursBefore)).affected).toBeGreaterThanOrEqual(1);
    expect((await runJobOnce(t.db, job(), twelveHoursBefore)).affected).toBe(0);
    mails = await reminderMails();
    expect(mails).toHaveLength(2);
    expect(mails.map((m) => m.subject)).toContainEqual(expect.stringContaining('eindigt morgen'));
    expect(mails[0]?.text ?? '').toMatch(/\/subscription\/renew\/[0-9a-f-]{36}/);
    // Issue 15: the same two reminders in the bell, each leading to its renewal link (the mails stay as they are).
    const bell = await notificationsOf(t, proId, 'subscription_ending');
    expect(bell.map((n) => n.title)).toEqual([
      'Je proefperiode eindigt morgen',
      'Je proefperiode eindigt over 7 dagen',
    ]);
    expect(bell[0]!.actionUrl).toMatch(/^\/subscription\/renew\/[0-9a-f-]{36}$/);
  });

  it('the renewal link shows the plan and pays once; the trial becomes a paid subscription', async () => {
    const [mail] = await reminderMails();
    const renewalId = /\/subscription\/renew\/([0-9a-f-]{36})/.exec(mail?.text ?? '')?.[1] ?? '';
    const view = await callAs(t, pro, 'GET', `/api/subscription-renewals/${renewalId}`);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toMatchObject({
      planId: 'professional',
      interval: '1y',
      amount: 90,
      state: 'open',
    } satisfies Partial<RenewalView>);
    const stranger = await callAs(t, participant, 'GET', `/api/subscription-renewals/${renewalId}`);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error.code).toBe('renewal_not_found');

    const started = await callAs(t, pro, 'POST', `/api/subscription-renewals/${renewalId}/checkout`);
    expect(started.statusCode, started.body).toBe(201);
    const { sessionId } = started.json() as CheckoutStarted;
    const paid = await callAs(t, pro, 'POST', `/api/checkout/test/${sessionId}/complete`, {
      outcome: 'paid',
    });
    expect(paid.json()).toEqual({ redirectUrl: `/subscription/renewal-success?session=${sessionId}` });

    const me = (await callAs(t, pro, 'GET', '/api/subscriptions/me')).json() as MySubscriptions;
    expect(me.current).toMatchObject({ planId: 'professional', status: 'active' });
    expect(me.roles).toContain('professional');
    expect(new Date(me.current?.currentPeriodEnd ?? 0).getTime()).toBeGreaterThan(
      Date.now() + 360 * 24 * HOUR,
    );

    const again = await callAs(t, pro, 'POST', `/api/subscription-renewals/${renewalId}/checkout`);
    expect(again.statusCode).toBe(ERRORS.renewal_expired.status);
    expect(
      ((await callAs(t, pro, 'GET', `/api/subscription-renewals/${renewalId}`)).json() as RenewalView).state,
    ).toBe('used');
  });
});
