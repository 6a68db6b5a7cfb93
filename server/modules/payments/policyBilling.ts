import type { Actor } from '../../http/context';

const isAdmin = (actor: Actor): boolean => actor.roles.includes('admin') && actor.impersonatorId === null;

/**
 * Who may see billing details, invoices and the admin subscription screen (spec §6, §7 get-invoices). Pure:
 * the service looks up the invoice's owner, the rule compares.
 */
export const billingPolicy = {
  /** Own billing details and invoices: every signed-in member. */
  useOwnBilling: (actor: Actor): boolean => actor.userId !== '',
  /**
   * One invoice's PDF: its owner, or an admin acting as themselves. Anyone else is answered as if the
   * invoice did not exist (invoice_not_found), so ids cannot be probed.
   */
  readInvoice: (actor: Actor, invoice: { userId: string }): boolean =>
    invoice.userId === actor.userId || isAdmin(actor),
  /** /admin/abonnementen: list, figures, a member's history, grant and extend. */
  manageSubscriptions: isAdmin,
};
