/**
 * The front door of modules/tickets (issue 14, event tickets): its routes for buildApp, the hold/offer expiry
 * for server/jobs, and the checkout hooks the payments module calls for orders of kind 'ticket_order'.
 */
export { ticketRoutes } from './routes';
export { expireTicketHolds } from './serviceWaitlist';
export { completeTicketOrder, endTicketOrder } from './service';
export { ticketCheckoutHandlers } from './checkout';
