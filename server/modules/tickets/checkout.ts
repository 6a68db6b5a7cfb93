import { type CheckoutKindHandlers, startTicketCheckout } from '../payments';
import type { AppContext } from '../../http/context';
import type { Ctx } from './offers';
import type { Tx } from './queries';
import { completeTicketOrder, endTicketOrder } from './service';

/** Tickets and the payments module: starting the checkout of a pending order, and its completion hooks. */

export type TicketCheckoutInput = {
  orderId: string;
  userId: string;
  email: string;
  description: string;
  ticketName: string;
  quantity: number;
  unitPrice: number;
  amountExclVat: number;
  vatAmount: number;
  expiresAt: Date;
  successUrl: string;
  cancelUrl: string;
};

/** A checkout session (kind 'ticket_order') inside the order's transaction: a refusal rolls the order back. */
export const startCheckoutFor = async (
  ctx: AppContext,
  tx: Tx,
  input: TicketCheckoutInput,
): Promise<{ checkoutUrl: string }> => {
  const { url } = await startTicketCheckout(ctx, tx, {
    userId: input.userId,
    email: input.email,
    ticketOrderId: input.orderId,
    description: input.description,
    lines: [{ description: input.ticketName, quantity: input.quantity, unitAmount: input.unitPrice }],
    amount: input.amountExclVat,
    vatAmount: input.vatAmount,
    successUrl: input.successUrl,
    cancelUrl: input.cancelUrl,
    expiresAt: input.expiresAt,
  });
  return { checkoutUrl: url };
};

/**
 * The payments module calls these for checkout sessions of kind 'ticket_order' (app.ts and main.ts pass them):
 * paid → the order is paid and its tickets issued (or refunded when a late payment finds the seats gone);
 * expired, cancelled or failed → the pending order ends and its seats go to the waitlist.
 */
export const ticketCheckoutHandlers = (ctx: Ctx): CheckoutKindHandlers => ({
  completed: async (tx, session) =>
    session.ticketOrderId ? completeTicketOrder(ctx, tx, session.ticketOrderId) : undefined,
  ended: async (tx, session, outcome) =>
    session.ticketOrderId
      ? endTicketOrder(ctx, tx, session.ticketOrderId, outcome === 'expired' ? 'expired' : 'canceled')
      : undefined,
});
