/**
 * The front door of modules/payments (issue 14): checkout sessions of every kind, the provider webhook,
 * subscriptions and the roles that follow them, invoices and billing details, and the admin subscription
 * screen. Other kinds of checkout (tickets) plug in through `CheckoutKindHandlers` and start their payment
 * with `startTicketCheckout` inside their own transaction.
 */
export { paymentRoutes, paymentsDeps } from './routes';
export { billingRoutes } from './routesBilling';
export { startTicketCheckout } from './checkout';
export { expireCheckoutSessions } from './expiry';
export { syncRolesForUser } from './roles';
export { processProviderEvent } from './webhook';
export { issueInvoiceForCheckout } from './invoices';
export { mailInvoice, sendInvoiceMail, unmailedInvoiceIds } from './invoiceMail';
export type {
  AfterCommit,
  CheckoutHandlers,
  CheckoutKindHandlers,
  CheckoutSessionRecord,
  PaymentsDeps,
} from './types';
export { syncExpiredSubscriptionRoles } from './sync';
export { sendSubscriptionReminders } from './reminders';
/** The admin dashboard's revenue figures (issue 16, modules/insights): MRR now and trials ending in 7 days. */
export { revenueAtAGlance } from './revenueAtAGlance';
