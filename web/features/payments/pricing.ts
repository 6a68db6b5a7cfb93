import { PLAN_CATALOG, type CatalogPlan } from '@core/domain/planCatalog';
import { COMBO_PLANS, comboSavings, individualPrice, type BillingInterval } from '@core/domain/plans';
import {
  CHECKOUT_INTERVALS,
  vatRuleFor,
  withVat,
  type BuyerTax,
  type CheckoutInterval,
  type VatRule,
} from '@core/domain/payments';
import type { MoneyLanguage } from '@core/domain/money';

/** The tabs of /prijzen/{category}: the four roles and the combination bundles. */
export const PRICING_CATEGORIES = ['participant', 'organization', 'professional', 'venue', 'combos'] as const;
export type PricingCategory = (typeof PRICING_CATEGORIES)[number];

/** The interval toggle, shortest first (6 maanden, 1 jaar, 2 jaar); a year is the default. */
export const INTERVAL_ORDER: readonly CheckoutInterval[] = ['half_year', 'year', 'two_years'];
export const DEFAULT_INTERVAL: CheckoutInterval = 'year';

export const parsePricingCategory = (value: string | null | undefined): PricingCategory | null =>
  PRICING_CATEGORIES.find((c) => c === value) ?? null;

export const parseCheckoutInterval = (value: string | null | undefined): CheckoutInterval | null =>
  INTERVAL_ORDER.find((i) => i === value) ?? null;

/** A catalogue plan (single plan type or combo id), or undefined for an unknown id. */
export const catalogPlan = (planId: string | null | undefined): CatalogPlan | undefined =>
  planId ? PLAN_CATALOG.find((p) => p.id === planId) : undefined;

/** The plans a pricing tab shows, in catalogue order; no category = every single plan. */
export const plansOfCategory = (category: PricingCategory | null): CatalogPlan[] =>
  PLAN_CATALOG.filter((p) =>
    category === 'combos'
      ? p.kind === 'combo'
      : p.kind === 'single' && (category === null || p.category === category),
  );

/** On a role's tab: the combos that include that role (premium variant included), so the page leads onwards. */
export const combosWithRole = (category: PricingCategory): CatalogPlan[] =>
  category === 'combos'
    ? plansOfCategory('combos')
    : plansOfCategory('combos').filter((p) =>
        p.roles.some((r) => r === category || r === `${category}_premium`),
      );

/** Price excl. VAT of a catalogue plan for a checkout interval. */
export const priceOf = (plan: CatalogPlan, interval: CheckoutInterval): number =>
  plan.prices.find((p) => p.interval === CHECKOUT_INTERVALS[interval])?.amount ?? 0;

/** For combos: what the plans cost one by one and what the combo saves; null for single plans. */
export const comboComparison = (
  planId: string,
  interval: CheckoutInterval,
): { individual: number; savings: number } | null => {
  const combo = COMBO_PLANS.find((c) => c.id === planId);
  if (!combo) return null;
  const stored: BillingInterval = CHECKOUT_INTERVALS[interval];
  return { individual: individualPrice(combo, stored), savings: comboSavings(combo, stored) };
};

/** `/checkout?plan=…&interval=…`, where every pricing button leads. */
export const checkoutHref = (planId: string, interval: CheckoutInterval = DEFAULT_INTERVAL): string =>
  `/checkout?${new URLSearchParams({ plan: planId, interval }).toString()}`;

export type PriceBreakdown = { amount: number; vat: number; total: number; rule: VatRule };

/** Excl. VAT → VAT and total for this buyer (21 % or reverse charge), the figures the invoice will show. */
export const priceBreakdown = (amount: number, buyer: BuyerTax): PriceBreakdown => {
  const rule = vatRuleFor(buyer);
  const { vat, total } = withVat(amount, rule);
  return { amount, vat, total, rule };
};

const LOCALES: Record<MoneyLanguage, string> = { nl: 'nl-NL', en: 'en-IE' };

/** A catalogue price as the pricing page prints it: whole euros without cents (`€ 115`), else `€ 8,50`. */
export const formatPlanPrice = (amount: number, language: MoneyLanguage = 'nl'): string =>
  new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);

/** Spec §9: the status is synced by itself when the last sync is more than an hour old (or never ran). */
export const SYNC_STALE_MS = 60 * 60 * 1000;
export const isSyncStale = (lastSyncedAt: string | null, now: Date): boolean =>
  lastSyncedAt === null || now.getTime() - new Date(lastSyncedAt).getTime() > SYNC_STALE_MS;
