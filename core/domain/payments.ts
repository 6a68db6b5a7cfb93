import { COMBO_PLANS, PLANS, type BillingInterval, type PlanType } from './plans';
import type { Role } from './roles';

/**
 * Payments rules shared by server and web (spec §3, §4, §9; issue 14). Pure functions only: the server
 * applies them inside its transactions, the web shows the same figures.
 */

export const SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
  'past_due',
  'canceled',
  'canceled_at_period_end',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Statuses whose plan still grants its roles (past_due is a grace period while the provider retries). */
export const ROLE_GRANTING_STATUSES: readonly SubscriptionStatus[] = [
  'active',
  'trialing',
  'past_due',
  'canceled_at_period_end',
];
/** Bundles are read for these statuses (spec §4). */
export const BUNDLE_READ_STATUSES: readonly SubscriptionStatus[] = ['active', 'trialing', 'past_due'];

/** Roles a subscription can grant; everything else (admin, participant) is never taken away by the role sync. */
export const PAID_ROLES: readonly Role[] = [
  'organization',
  'organization_premium',
  'professional',
  'professional_premium',
  'venue',
  'venue_premium',
];

/** The interval names of the checkout URL (`?interval=`) and their stored form. */
export const CHECKOUT_INTERVALS = { half_year: '6m', year: '1y', two_years: '2y' } as const;
export type CheckoutInterval = keyof typeof CHECKOUT_INTERVALS;
export const checkoutIntervalOf = (stored: BillingInterval): CheckoutInterval =>
  (Object.keys(CHECKOUT_INTERVALS) as CheckoutInterval[]).find((k) => CHECKOUT_INTERVALS[k] === stored) ??
  'year';
/** Months in one billing period. */
export const INTERVAL_MONTHS: Record<BillingInterval, number> = { '6m': 6, '1y': 12, '2y': 24 };

/** Plan id (a single plan type or a combo id) → the roles it grants. Unknown ids grant nothing. */
export const rolesOfPlan = (planId: string): Role[] => {
  const single = PLANS.find((p) => p.id === planId);
  if (single) return single.id === 'participant' ? [] : [single.id];
  const combo = COMBO_PLANS.find((c) => c.id === planId);
  return combo ? combo.roles.filter((r): r is Exclude<PlanType, 'participant'> => r !== 'participant') : [];
};

/** Price excl. VAT of a plan for an interval, or null for an unknown plan. */
export const planPrice = (planId: string, interval: BillingInterval): number | null =>
  PLANS.find((p) => p.id === planId)?.prices[interval] ??
  COMBO_PLANS.find((c) => c.id === planId)?.prices[interval] ??
  null;

type SubscriptionLike = { status: SubscriptionStatus; createdAt: Date | string };
/** The current subscription of spec §4: the first active one, else the newest. */
export const currentSubscription = <T extends SubscriptionLike>(subs: readonly T[]): T | null => {
  const active = subs.find((s) => s.status === 'active');
  if (active) return active;
  return (
    [...subs].sort((a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime())[0] ?? null
  );
};

/** Does this subscription grant its roles at `now`? (canceled_at_period_end until its period ends.) */
export const grantsRoles = (
  sub: {
    status: SubscriptionStatus;
    currentPeriodEnd: Date | string | null;
    trialEndsAt?: Date | string | null;
  },
  now: Date,
): boolean => {
  if (!ROLE_GRANTING_STATUSES.includes(sub.status)) return false;
  if (sub.status === 'canceled_at_period_end' || sub.status === 'trialing') {
    const end = sub.status === 'trialing' ? (sub.trialEndsAt ?? sub.currentPeriodEnd) : sub.currentPeriodEnd;
    return end === null || new Date(end).getTime() > now.getTime();
  }
  return true;
};

// ---- VAT (decision, docs/PRODUCT.md "Payments"): prices are excl. VAT. -------------------------------------
/** Dutch VAT, charged to every buyer in the Netherlands and to consumers elsewhere in the EU (seller is Dutch). */
export const VAT_RATE_NL = 21;
export type VatRule = 'nl_standard' | 'eu_reverse_charge';
export type BuyerTax = { country: string; vatNumber?: string | null };
/**
 * The seller is a Dutch company. Buyers in the Netherlands, and consumers anywhere (no VAT number), pay 21 %
 * Dutch VAT. A business buyer in another EU country (Belgium included) with a VAT number gets the invoice
 * without VAT, marked "BTW verlegd" (reverse charge, art. 196 VAT directive).
 */
export const vatRuleFor = (buyer: BuyerTax): VatRule =>
  buyer.country.toUpperCase() !== 'NL' && buyer.vatNumber && buyer.vatNumber.trim() !== ''
    ? 'eu_reverse_charge'
    : 'nl_standard';
export const vatRateOf = (rule: VatRule): number => (rule === 'eu_reverse_charge' ? 0 : VAT_RATE_NL);
/** Amounts in EUR with cents: VAT rounded half up per invoice. */
export const withVat = (amountExclVat: number, rule: VatRule): { vat: number; total: number } => {
  const vat = Math.round(amountExclVat * vatRateOf(rule)) / 100;
  return { vat, total: Math.round((amountExclVat + vat) * 100) / 100 };
};

/** Invoice numbers: KR-{year}-{seq 6 digits}, seq without gaps per calendar year (Amsterdam). */
export const invoiceNumber = (year: number, seq: number): string =>
  `KR-${year}-${String(seq).padStart(6, '0')}`;

/**
 * Proration of a plan change, excl. VAT: the unused part of the old period is credited, the new plan starts a
 * new period today. Never negative (a downgrade credit larger than the new price is not paid out).
 */
export const proratedAmount = (input: {
  oldAmount: number;
  newAmount: number;
  periodStart: Date;
  periodEnd: Date;
  now: Date;
}): number => {
  const total = input.periodEnd.getTime() - input.periodStart.getTime();
  const left = Math.max(0, input.periodEnd.getTime() - input.now.getTime());
  const credit = total > 0 ? (input.oldAmount * left) / total : 0;
  return Math.max(0, Math.round((input.newAmount - credit) * 100) / 100);
};

/** Add a billing interval to a date (calendar months, day clamped by Date). */
export const addInterval = (from: Date, interval: BillingInterval): Date => {
  const d = new Date(from);
  d.setUTCMonth(d.getUTCMonth() + INTERVAL_MONTHS[interval]);
  return d;
};

// ---- Trials and reminders ---------------------------------------------------------------------------------
/** Reminder mails before a trial or a canceled-at-period-end subscription ends (days before). */
export const REMINDER_DAYS = [7, 1] as const;
/** A renewal link from a reminder mail stays valid this long. */
export const RENEWAL_LINK_DAYS = 30;

// ---- Checkout -----------------------------------------------------------------------------------------------
/** A subscription checkout session stays open this long (Stripe's default is 24 h). */
export const SUBSCRIPTION_CHECKOUT_MINUTES = 24 * 60;
