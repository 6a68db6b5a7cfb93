import type { Ctx } from './offers';
import type { Tx } from './queries';

/**
 * The payments module's checkout for a pending ticket order (kind 'ticket_order'). Until wt/payments is
 * merged this adapter has no provider: the order stays pending (its hold runs out) and the URL is a placeholder.
 */
export type TicketCheckoutInput = {
  orderId: string;
  userId: string;
  description: string;
  amountExclVat: number;
  vatAmount: number;
  total: number;
  expiresAt: Date;
  successUrl: string;
  cancelUrl: string;
};

export const startCheckoutFor = async (
  _ctx: Ctx,
  _tx: Tx,
  input: TicketCheckoutInput,
): Promise<{ checkoutUrl: string }> => ({ checkoutUrl: input.successUrl });
