import type { Db } from '../../db/client';
import type { AppContext } from '../../http/context';
import type { PaymentProvider } from '../../integrations/payments';
import type { CheckoutRow } from './queries';

/** Work to do once the transaction committed (mails): never inside it, never lost if it fails. */
export type AfterCommit = () => Promise<void>;

/** What a kind handler learns about a checkout session (tickets, later kinds). */
export type CheckoutSessionRecord = {
  id: string;
  kind: 'subscription' | 'ticket_order';
  userId: string | null;
  email: string | null;
  ticketOrderId: string | null;
  amount: number;
  vatAmount: number;
  description: string | null;
};

export type CheckoutKindHandlers = {
  /** Paid: runs inside the webhook's transaction; may return work to do after commit (mails). */
  completed: (tx: Db, session: CheckoutSessionRecord) => Promise<AfterCommit | void>;
  /** Expired, cancelled or failed: release what the session held (same transaction). */
  ended: (
    tx: Db,
    session: CheckoutSessionRecord,
    outcome: 'expired' | 'canceled' | 'failed',
  ) => Promise<AfterCommit | void>;
};

/** Handlers of the non-subscription kinds; app.ts passes `{ ticket_order: ticketCheckoutHandlers(ctx) }`. */
export type CheckoutHandlers = Partial<Record<'ticket_order', CheckoutKindHandlers>>;

/** What the checkout core needs: the app, the provider of this config and the other kinds' handlers. */
export type PaymentsDeps = {
  ctx: AppContext;
  provider: PaymentProvider;
  webhookSecret: string;
  handlers: CheckoutHandlers;
};

export const recordOf = (row: CheckoutRow): CheckoutSessionRecord => ({
  id: row.id,
  kind: row.kind,
  userId: row.userId,
  email: row.email,
  ticketOrderId: row.ticketOrderId,
  amount: row.amount,
  vatAmount: row.vatAmount,
  description: row.description,
});
