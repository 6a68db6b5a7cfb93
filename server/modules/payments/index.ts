/** The front door of modules/payments (issue 14). Invoices, billing and the admin screen (wt/invoices): */
export { billingRoutes } from './routesBilling';
export { issueInvoiceForCheckout } from './invoices';
export { sendInvoiceMail } from './invoiceMail';
