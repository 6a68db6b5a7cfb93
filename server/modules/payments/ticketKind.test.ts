import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutSessionView } from '../../../core/schemas/payments';
import { checkoutSessions, users } from '../../db/schema';
import { createLogger } from '../../http/logger';
import { LogErrorReporter } from '../../integrations/errors';
import { OutboxMailSender } from '../../integrations/mail';
import { createTestProvider, webhookSecretOf } from '../../integrations/payments';
import { type TestApp, createTestApp } from '../../test/app';
import { callAs, signInAs } from '../../test/http';
import { expireCheckoutSessions } from './expiry';
import { startTicketCheckout } from './index';
import { canceledEvents, paidEvents } from './testEvents';
import type { CheckoutKindHandlers, CheckoutSessionRecord, PaymentsDeps } from './types';
import { processProviderEvent } from './webhook';

/**
 * The hook other checkout kinds use (tickets): startTicketCheckout inside the caller's transaction, then
 * `completed` once per paid session (a replay does not call it again), `ended` with the outcome for a
 * cancelled or expired one, and the after-commit work each returns. The handler here only records calls:
 * it stands in for the tickets module, whose own tests cover what it does with them.
 */

let t: TestApp;
let buyer: string;
let buyerId: string;
const calls: string[] = [];
const afterCommit: string[] = [];

const handler: CheckoutKindHandlers = {
  completed: async (_tx, session: CheckoutSessionRecord) => {
    calls.push(`completed ${session.ticketOrderId} ${session.amount}+${session.vatAmount}`);
    return async () => {
      afterCommit.push(`mail ${session.id}`);
    };
  },
  ended: async (_tx, session, outcome) => {
    calls.push(`ended ${session.ticketOrderId} ${outcome}`);
  },
};

const deps = (): PaymentsDeps => {
  const logger = createLogger(t.config);
  return {
    ctx: {
      config: t.config,
      db: t.db,
      dbHandle: t.handle,
      mail: new OutboxMailSender(t.db, { from: t.config.mailFrom, logger, printToConsole: false }),
      reporter: new LogErrorReporter(logger),
      logger,
      background: t.background,
    },
    provider: createTestProvider(),
    webhookSecret: webhookSecretOf(t.config),
    handlers: { ticket_order: handler },
  };
};

/** What the tickets module does: start the checkout inside its own order transaction. */
const startFor = async (orderId: string, expiresAt = new Date(Date.now() + 15 * 60_000)) =>
  t.db.transaction(async (tx) =>
    startTicketCheckout(deps().ctx, tx, {
      userId: buyerId,
      email: 'deelnemer@demo.kring.test',
      ticketOrderId: orderId,
      description: '2 × Regulier – Kirtan avond',
      lines: [{ description: 'Regulier – Kirtan avond', quantity: 2, unitAmount: 12.5 }],
      amount: 25,
      vatAmount: 5.25,
      successUrl: `/ticket-success?order=${orderId}`,
      cancelUrl: '/evenement/kirtan-avond',
      expiresAt,
    }),
  );

const sessionRow = async (id: string) =>
  (await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)))[0];

beforeAll(async () => {
  t = await createTestApp({ seed: { events: 2, members: 2 } });
  buyer = await signInAs(t, 'deelnemer@demo.kring.test');
  const [row] = await t.db.select().from(users).where(eq(users.email, 'deelnemer@demo.kring.test'));
  buyerId = row?.id ?? '';
});

afterAll(async () => {
  await t?.close();
});

describe('ticket checkouts through the kind hook', () => {
  it('starts a one-off test checkout the buyer can read, with the order as its line', async () => {
    const orderId = randomUUID();
    const started = await startFor(orderId);
    expect(started.url).toBe(`/checkout/test/${started.sessionId}`);
    const view = (await callAs(t, buyer, 'GET', `/api/checkout/sessions/${started.sessionId}`)).json();
    expect(view).toMatchObject({
      kind: 'ticket_order',
      status: 'open',
      ticketOrderId: orderId,
      amount: 25,
      vatAmount: 5.25,
      total: 30.25,
      successUrl: `/ticket-success?order=${orderId}`,
    } satisfies Partial<CheckoutSessionView>);
  });

  it('paid: completed runs once (a replay does nothing) and its mail goes after commit', async () => {
    const orderId = randomUUID();
    const { sessionId } = await startFor(orderId);
    const row = await sessionRow(sessionId);
    if (!row) throw new Error('no session');
    const [event] = paidEvents(row, null, new Date());
    if (!event) throw new Error('no event');
    calls.length = 0;
    afterCommit.length = 0;
    expect(await processProviderEvent(deps(), event)).toEqual({ duplicate: false });
    expect(await processProviderEvent(deps(), event)).toEqual({ duplicate: true });
    await t.background.idle();
    expect(calls).toEqual([`completed ${orderId} 25+5.25`]);
    expect(afterCommit).toEqual([`mail ${sessionId}`]);
    expect((await sessionRow(sessionId))?.status).toBe('completed');
  });

  it('cancelled and expired sessions end once, with their outcome', async () => {
    const canceledOrder = randomUUID();
    const canceled = await startFor(canceledOrder);
    const row = await sessionRow(canceled.sessionId);
    if (!row) throw new Error('no session');
    calls.length = 0;
    for (const event of canceledEvents(row, new Date())) await processProviderEvent(deps(), event);
    expect(calls).toEqual([`ended ${canceledOrder} canceled`]);

    const expiredOrder = randomUUID();
    const held = await startFor(expiredOrder, new Date(Date.now() + 15 * 60_000));
    calls.length = 0;
    const later = new Date(Date.now() + 16 * 60_000);
    const queued: (() => Promise<void>)[] = [];
    const d = deps();
    const expire = () =>
      t.db.transaction(async (tx) =>
        expireCheckoutSessions(
          { handlers: d.handlers, provider: d.provider, logger: d.ctx.logger, reporter: d.ctx.reporter },
          tx,
          later,
          (work) => queued.push(work),
        ),
      );
    expect(await expire()).toBeGreaterThanOrEqual(1);
    expect(await expire()).toBe(0);
    // The first test's open session is past its hold too: every open one ends, each once.
    expect(calls).toContain(`ended ${expiredOrder} expired`);
    expect(calls.every((c) => c.endsWith(' expired'))).toBe(true);
    expect(new Set(calls).size).toBe(calls.length);
    expect((await sessionRow(held.sessionId))?.status).toBe('expired');
  });
});
