import { z } from 'zod';
import { CHECKOUT_INTERVALS, SUBSCRIPTION_STATUSES } from '../domain/payments';
import { BILLING_INTERVALS } from '../domain/plans';
import { ROLES } from '../domain/roles';
import { paged } from './common';

/**
 * The payments contract (issue 14; spec §3 plan, combo plan, user_subscriptions, bundle_subscriptions,
 * invoices; §4 subscription statuses; §7 create-subscription-checkout, manage-subscription, get-invoices,
 * sync-subscription-status, sync-expired-subscription-roles; §8 texts). Amounts are EUR numbers with cents;
 * `amount` is always excl. VAT, `vatAmount` the VAT on it, `total` incl. VAT.
 *
 * Endpoints (server/modules/payments):
 *   POST /api/checkout/subscription            CreateSubscriptionCheckoutBody → CheckoutStarted   (session)
 *   GET  /api/checkout/sessions/:id            → CheckoutSessionView                             (owner/admin)
 *   POST /api/checkout/test/:id/complete       TestCheckoutCompleteBody → CheckoutRedirect      (test provider only)
 *   POST /api/checkout/test/:id/cancel         → CheckoutRedirect                               (test provider only)
 *   POST /api/webhooks/stripe                  raw body, Stripe-Signature header → { received: true }
 *   GET  /api/subscriptions/me                 → MySubscriptions                                (session)
 *   POST /api/subscriptions/manage             ManageSubscriptionBody → ManageSubscriptionResult (session)
 *   POST /api/subscriptions/sync-status        → SyncStatusResult                               (session)
 *   POST /api/subscriptions/sync-roles         → SyncRolesResult                                (session; admin: all)
 *   GET  /api/billing-details                  → BillingDetailsView | null                      (session)
 *   PUT  /api/billing-details                  BillingDetails → BillingDetailsView              (session)
 *   GET  /api/invoices?page=                   → InvoicePage                                    (session)
 *   GET  /api/invoices/:id/pdf                 → application/pdf                                (owner/admin)
 *   GET  /api/subscription-renewals/:id        → RenewalView                                    (session, owner)
 *   POST /api/subscription-renewals/:id/checkout → CheckoutStarted                              (session, owner)
 *   GET  /api/admin/subscriptions?…            AdminSubscriptionQuery → AdminSubscriptionPage   (admin)
 *   GET  /api/admin/subscriptions/stats        → AdminSubscriptionStats                         (admin)
 *   GET  /api/admin/users/:userId/payments     → AdminPaymentHistory                            (admin)
 *   POST /api/admin/subscriptions/grant        AdminGrantBody → SubscriptionView                (admin, audited)
 *   POST /api/admin/subscriptions/:id/extend   AdminExtendBody → SubscriptionView               (admin, audited)
 */

const uuid = z.string().uuid();
const money = z.number();
const iso = z.string();

export const BillingIntervalSchema = z.enum(BILLING_INTERVALS);
/** `?interval=` of /checkout: half_year | year | two_years. */
export const CheckoutIntervalSchema = z.enum(
  Object.keys(CHECKOUT_INTERVALS) as [keyof typeof CHECKOUT_INTERVALS],
);
export const SubscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);

// ── Billing details (checkout's customerInfo) ───────────────────────────────────────────────────────────────

export const BillingDetails = z.object({
  name: z.string().trim().min(2, 'Vul je naam in.').max(120),
  company: z.string().trim().max(160).nullish(),
  street: z.string().trim().max(160).nullish(),
  postalCode: z.string().trim().max(16).nullish(),
  city: z.string().trim().max(100).nullish(),
  /** ISO 3166-1 alpha-2; NL and BE are the usual ones. */
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Kies een land.')
    .transform((c) => c.toUpperCase())
    .default('NL'),
  /** EU VAT number, e.g. NL123456789B01 or BE0123456789; only for businesses (reverse charge outside NL). */
  vatNumber: z
    .string()
    .trim()
    .max(20)
    .regex(/^([A-Za-z]{2}[0-9A-Za-z+*.]{2,13})?$/, 'Dit is geen geldig btw-nummer.')
    .nullish(),
});
export type BillingDetails = z.infer<typeof BillingDetails>;
/** Billing details as the API answers them (the request schema's transforms cannot serialise a response). */
export const BillingDetailsView = z.object({
  name: z.string(),
  company: z.string().nullable(),
  street: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string(),
  vatNumber: z.string().nullable(),
});
export type BillingDetailsView = z.infer<typeof BillingDetailsView>;

// ── Checkout ────────────────────────────────────────────────────────────────────────────────────────────────

export const CreateSubscriptionCheckoutBody = z.object({
  /** A plan type (organization_premium…) or a combo id (org-pro…). */
  plan: z.string().min(1).max(64),
  interval: CheckoutIntervalSchema,
  /** Saved as the member's billing details when given. */
  customerInfo: BillingDetails.optional(),
});
export type CreateSubscriptionCheckoutBody = z.infer<typeof CreateSubscriptionCheckoutBody>;

export const CheckoutStarted = z.object({ sessionId: uuid, url: z.string() });
export type CheckoutStarted = z.infer<typeof CheckoutStarted>;

export const CheckoutLine = z.object({
  description: z.string(),
  quantity: z.number().int(),
  unitAmount: money,
});

export const CheckoutSessionView = z.object({
  id: uuid,
  kind: z.enum(['subscription', 'ticket_order']),
  status: z.enum(['open', 'completed', 'expired', 'canceled', 'failed']),
  provider: z.enum(['test', 'stripe']),
  description: z.string(),
  lines: z.array(CheckoutLine),
  amount: money,
  vatAmount: money,
  total: money,
  /** Plan checkouts. */
  planId: z.string().nullable(),
  interval: BillingIntervalSchema.nullable(),
  /** Ticket checkouts: the order (its page is /ticket-success?order={id}). */
  ticketOrderId: uuid.nullable(),
  expiresAt: iso.nullable(),
  successUrl: z.string(),
  cancelUrl: z.string(),
});
export type CheckoutSessionView = z.infer<typeof CheckoutSessionView>;

/** The built-in test checkout: pay, or simulate a failed payment. */
export const TestCheckoutCompleteBody = z.object({ outcome: z.enum(['paid', 'failed']).default('paid') });
export const CheckoutRedirect = z.object({ redirectUrl: z.string() });

// ── Subscriptions ───────────────────────────────────────────────────────────────────────────────────────────

export const SubscriptionView = z.object({
  id: uuid,
  userId: uuid,
  planId: z.string(),
  planName: z.string(),
  isPremium: z.boolean(),
  isCombo: z.boolean(),
  roles: z.array(z.enum(ROLES)),
  interval: BillingIntervalSchema,
  status: SubscriptionStatusSchema,
  trialEndsAt: iso.nullable(),
  currentPeriodStart: iso.nullable(),
  currentPeriodEnd: iso.nullable(),
  cancelAtPeriodEnd: z.boolean(),
  canceledAt: iso.nullable(),
  /** Next charge excl. VAT (null when nothing will be charged: canceled, or cancels at period end). */
  nextAmount: money.nullable(),
  provider: z.enum(['test', 'stripe']),
  createdAt: iso,
});
export type SubscriptionView = z.infer<typeof SubscriptionView>;

export const MySubscriptions = z.object({
  /** The current subscription of spec §4 (first active, else newest). */
  current: SubscriptionView.nullable(),
  subscriptions: z.array(SubscriptionView),
  /** Bundle subscriptions with status active, trialing or past_due. */
  bundles: z.array(SubscriptionView),
  roles: z.array(z.enum(ROLES)),
  /** Whether the Billing Portal is available (Stripe configured and the member is a Stripe customer). */
  portalAvailable: z.boolean(),
  lastSyncedAt: iso.nullable(),
});
export type MySubscriptions = z.infer<typeof MySubscriptions>;

export const ManageSubscriptionBody = z.discriminatedUnion('action', [
  z.object({ action: z.literal('cancel'), subscriptionId: uuid }),
  z.object({ action: z.literal('reactivate'), subscriptionId: uuid }),
  /** Change plan or interval, prorated; `priceId` is accepted for the spec's body shape (kring_{plan}_{interval}). */
  z.object({
    action: z.literal('update'),
    subscriptionId: uuid,
    plan: z.string().min(1).max(64).optional(),
    interval: CheckoutIntervalSchema.optional(),
    priceId: z.string().max(120).optional(),
  }),
  z.object({ action: z.literal('create_portal_session'), subscriptionId: uuid.optional() }),
]);
export type ManageSubscriptionBody = z.infer<typeof ManageSubscriptionBody>;

export const ManageSubscriptionResult = z.object({
  /** 'Abonnement geannuleerd' | 'Abonnement heractiveerd' | 'Abonnement bijgewerkt' */
  message: z.string().optional(),
  /** Portal (or a checkout for a prorated upgrade that needs payment): the browser goes here. */
  url: z.string().optional(),
  subscription: SubscriptionView.optional(),
});
export type ManageSubscriptionResult = z.infer<typeof ManageSubscriptionResult>;

export const SyncStatusResult = z.object({ synced: z.number().int(), updated: z.number().int() });
export const SyncRolesResult = z.object({
  rolesRemoved: z.number().int(),
  rolesAdded: z.number().int(),
  expiredSubscriptions: z.number().int(),
});

// ── Invoices ────────────────────────────────────────────────────────────────────────────────────────────────

export const InvoiceView = z.object({
  id: uuid,
  number: z.string(),
  description: z.string().nullable(),
  amount: money,
  vatAmount: money,
  total: money,
  vatRule: z.enum(['nl_standard', 'eu_reverse_charge']),
  status: z.string(),
  issuedAt: iso,
  paidAt: iso.nullable(),
  pdfUrl: z.string(),
});
export type InvoiceView = z.infer<typeof InvoiceView>;
export const InvoicePage = paged(InvoiceView);

// ── Renewals ────────────────────────────────────────────────────────────────────────────────────────────────

export const RenewalView = z.object({
  id: uuid,
  subscriptionId: uuid,
  planId: z.string(),
  planName: z.string(),
  interval: BillingIntervalSchema,
  amount: money,
  vatAmount: money,
  expiresAt: iso,
  /** 'open' can be paid; 'used' and 'expired' explain themselves on the page. */
  state: z.enum(['open', 'used', 'expired']),
});
export type RenewalView = z.infer<typeof RenewalView>;

// ── Admin ───────────────────────────────────────────────────────────────────────────────────────────────────

export const AdminSubscriptionQuery = z.object({
  status: SubscriptionStatusSchema.optional(),
  plan: z.string().max(64).optional(),
  /** Name or e-mail. */
  q: z.string().trim().max(120).optional(),
  page: z.coerce.number().int().min(1).max(10000).default(1),
});
export const AdminSubscriptionRow = SubscriptionView.extend({
  memberName: z.string().nullable(),
  memberEmail: z.string(),
});
export const AdminSubscriptionPage = paged(AdminSubscriptionRow);

export const AdminSubscriptionStats = z.object({
  /** MRR excl. VAT per month (yyyy-MM) over the last 12 months: each paying subscription's price / months. */
  mrr: z.array(z.object({ month: z.string(), amount: money })),
  currentMrr: money,
  byStatus: z.array(z.object({ status: SubscriptionStatusSchema, count: z.number().int() })),
  /** Trials that ended in the last 12 months and how many became paying. */
  trials: z.object({ ended: z.number().int(), converted: z.number().int(), endingIn7Days: z.number().int() }),
});

export const AdminPaymentHistory = z.object({
  subscriptions: z.array(SubscriptionView),
  invoices: z.array(InvoiceView),
});

export const AdminGrantBody = z.object({
  userId: uuid,
  plan: z.string().min(1).max(64),
  interval: BillingIntervalSchema.default('1y'),
  /** End of the granted period; default one interval from now. */
  until: z.string().datetime({ offset: true }).optional(),
  reason: z.string().trim().min(3, 'Geef een reden op.').max(500),
});
export const AdminExtendBody = z.object({
  until: z.string().datetime({ offset: true }),
  reason: z.string().trim().min(3, 'Geef een reden op.').max(500),
});
