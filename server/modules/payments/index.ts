/**
 * The front door of modules/payments (issue 14): checkout sessions of every kind, the provider webhook,
 * subscriptions and the roles that follow them. Other kinds of checkout (tickets) plug in through
 * `CheckoutKindHandlers` and start their payment with `startTicketCheckout` inside their own transaction.
 * Invoices, billing and the admin screen (wt/invoices) belong to this domain too.
 */
export { paymentRoutes, paymentsDeps } from './routes';
export { startTicketCheckout } from './checkout';
export { expireCheckoutSessions } from './expiry';
export { syncRolesForUser } from './roles';
export { processProviderEvent } from './webhook';
export type {
  AfterCommit,
  CheckoutHandlers,
  CheckoutKindHandlers,
  CheckoutSessionRecord,
  PaymentsDeps,
} from './types';
export { billingRoutes } from './routesBilling';
export { issueInvoiceForCheckout } from './invoices';
export { sendInvoiceMail } from './invoiceMail';
