import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, id, money, tstz, updatedAt } from './columns';
import {
  appRole,
  billingInterval,
  checkoutKind,
  checkoutStatus,
  planKind,
  subscriptionStatus,
} from './enums';

/** The plan catalogue of spec §9: single-role plans and combination bundles. Seeded from core/domain/plans.ts. */
export const plans = pgTable('plans', {
  id: text('id').primaryKey(),
  kind: planKind('kind').notNull(),
  name: text('name').notNull(),
  description: text('description'),
  planType: text('plan_type'),
  category: text('category').notNull(),
  roles: appRole('roles').array().notNull(),
  isPremium: boolean('is_premium').notNull().default(false),
  popular: boolean('popular').notNull().default(false),
  features: text('features')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

export const planPrices = pgTable(
  'plan_prices',
  {
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    interval: billingInterval('interval').notNull(),
    amount: money('amount').notNull(),
    /** Provider price id (Stripe) when configured; the built-in checkout uses `kring_<plan>_<interval>`. */
    priceId: text('price_id').notNull(),
  },
  (t) => [
    primaryKey({ name: 'plan_prices_pk', columns: [t.planId, t.interval] }),
    unique('plan_prices_price_id_unique').on(t.priceId),
  ],
);

export const userSubscriptions = pgTable(
  'user_subscriptions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    bundleId: text('bundle_id').references(() => plans.id),
    interval: billingInterval('interval').notNull().default('1y'),
    status: subscriptionStatus('status').notNull(),
    trialEndsAt: tstz('trial_ends_at'),
    currentPeriodStart: tstz('current_period_start'),
    currentPeriodEnd: tstz('current_period_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    canceledAt: tstz('canceled_at'),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    lastSyncedAt: tstz('last_synced_at'),
    /** Reminder mails sent before the trial or a canceled-at-period-end period ends (REMINDER_DAYS). */
    reminded7At: tstz('reminded_7_at'),
    reminded1At: tstz('reminded_1_at'),
    /** Set when a manual grant or extension by an admin created or changed this row (audit_logs has the who). */
    grantedBy: uuid('granted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('user_subscriptions_user_idx').on(t.userId, t.createdAt.desc()),
    index('user_subscriptions_status_idx').on(t.status, t.currentPeriodEnd),
    index('user_subscriptions_plan_idx').on(t.planId, t.status),
    // /admin/abonnementen without filters: newest first.
    index('user_subscriptions_created_idx').on(t.createdAt.desc()),
    index('user_subscriptions_bundle_idx').on(t.bundleId),
    unique('user_subscriptions_provider_unique').on(t.providerSubscriptionId),
  ],
);

export const bundleSubscriptions = pgTable(
  'bundle_subscriptions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bundleId: text('bundle_id')
      .notNull()
      .references(() => plans.id),
    interval: billingInterval('interval').notNull().default('1y'),
    status: subscriptionStatus('status').notNull(),
    currentPeriodEnd: tstz('current_period_end'),
    providerSubscriptionId: text('provider_subscription_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('bundle_subscriptions_user_idx').on(t.userId)],
);

export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id').references(() => userSubscriptions.id, { onDelete: 'set null' }),
    number: text('number').notNull(),
    /** Calendar year (Amsterdam) and gapless sequence within it; number = KR-{year}-{seq:06}. */
    year: integer('year'),
    seq: integer('seq'),
    ticketOrderId: uuid('ticket_order_id'),
    description: text('description'),
    /** Snapshot of seller and buyer at issue time (an invoice never changes afterwards). */
    seller: jsonb('seller').$type<Record<string, string>>(),
    buyer: jsonb('buyer').$type<Record<string, string>>(),
    lines: jsonb('lines').$type<{ description: string; quantity: number; unitAmount: number }[]>(),
    vatRule: text('vat_rule').notNull().default('nl_standard'),
    vatRate: numeric('vat_rate', { precision: 5, scale: 2, mode: 'number' }).notNull().default(21),
    amountExclVat: money('amount_excl_vat').notNull(),
    vatAmount: money('vat_amount').notNull().default(0),
    currency: text('currency').notNull().default('EUR'),
    status: text('status').notNull().default('paid'),
    issuedAt: tstz('issued_at').notNull().defaultNow(),
    paidAt: tstz('paid_at'),
    providerInvoiceId: text('provider_invoice_id'),
    /** When the invoice mail was claimed for sending; null = still to mail (the invoice-mails job retries). */
    mailedAt: tstz('mailed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('invoices_number_unique').on(t.number),
    index('invoices_unmailed_idx')
      .on(t.issuedAt)
      .where(sql`${t.mailedAt} is null`),
    unique('invoices_year_seq_unique').on(t.year, t.seq),
    index('invoices_user_idx').on(t.userId, t.issuedAt),
    index('invoices_ticket_order_idx').on(t.ticketOrderId),
  ],
);

/** Last invoice sequence per year: bumped with UPDATE … RETURNING in the paying transaction, so no gaps. */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  lastSeq: integer('last_seq').notNull().default(0),
});

/** A member's billing details (checkout's customerInfo), copied onto each invoice. */
export const billingDetails = pgTable('billing_details', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  company: text('company'),
  street: text('street'),
  postalCode: text('postal_code'),
  city: text('city'),
  country: text('country').notNull().default('NL'),
  vatNumber: text('vat_number'),
  updatedAt: updatedAt(),
});

/** One-click renewal links from reminder mails (/subscription/renew/{id}). */
export const subscriptionRenewals = pgTable(
  'subscription_renewals',
  {
    id: id(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => userSubscriptions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    interval: billingInterval('interval').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('subscription_renewals_subscription_idx').on(t.subscriptionId)],
);

/** Checkout sessions of the built-in test checkout (and Stripe session ids when Stripe is configured). */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email'),
    kind: checkoutKind('kind').notNull().default('subscription'),
    /** subscription: what plan, and (change or renewal) which existing subscription it replaces or renews. */
    planId: text('plan_id').references(() => plans.id),
    interval: billingInterval('interval'),
    subscriptionId: uuid('subscription_id').references(() => userSubscriptions.id, { onDelete: 'set null' }),
    renewalId: uuid('renewal_id').references(() => subscriptionRenewals.id, { onDelete: 'set null' }),
    /** ticket_order: the order whose seats this session pays for. */
    ticketOrderId: uuid('ticket_order_id'),
    description: text('description'),
    /** Amount excl. VAT and the VAT on it (the test checkout shows both). */
    amount: money('amount').notNull(),
    vatAmount: money('vat_amount').notNull().default(0),
    status: checkoutStatus('status').notNull().default('open'),
    provider: text('provider').notNull().default('test'),
    /** Where the buyer pays: our /checkout/test/{id} page or Stripe's hosted page. */
    url: text('url'),
    expiresAt: tstz('expires_at'),
    failureReason: text('failure_reason'),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    providerSessionId: text('provider_session_id'),
    completedAt: tstz('completed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('checkout_sessions_user_idx').on(t.userId),
    index('checkout_sessions_ticket_order_idx').on(t.ticketOrderId),
    // The checkout-expiry job's scan: open sessions by expiry.
    index('checkout_sessions_open_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'open'`),
    unique('checkout_sessions_provider_session_unique').on(t.providerSessionId),
  ],
);

/** Payment-provider webhook deliveries, recorded once (idempotency by provider event id). */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: id(),
    provider: text('provider').notNull(),
    providerEventId: text('provider_event_id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    processedAt: tstz('processed_at'),
    createdAt: createdAt(),
  },
  (t) => [unique('webhook_events_provider_event_unique').on(t.provider, t.providerEventId)],
);
