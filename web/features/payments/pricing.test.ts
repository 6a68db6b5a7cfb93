import { describe, expect, it } from 'vitest';
import {
  catalogPlan,
  checkoutHref,
  comboComparison,
  combosWithRole,
  formatPlanPrice,
  isSyncStale,
  parseCheckoutInterval,
  parsePricingCategory,
  plansOfCategory,
  priceBreakdown,
  priceOf,
} from './pricing';

describe('pricing page helpers (spec §9)', () => {
  it('prices each plan per interval exactly as the catalogue', () => {
    const premium = catalogPlan('organization_premium')!;
    expect(priceOf(premium, 'half_year')).toBe(75);
    expect(priceOf(premium, 'year')).toBe(115);
    expect(priceOf(premium, 'two_years')).toBe(259);
    expect(priceOf(catalogPlan('participant')!, 'half_year')).toBe(8.5);
  });

  it('prints whole euros without cents and others with', () => {
    expect(formatPlanPrice(115)).toBe('€\u00a0115');
    expect(formatPlanPrice(8.5)).toBe('€\u00a08,50');
    expect(formatPlanPrice(115, 'en')).toBe('€115');
  });

  it('shows a combo against its plans bought one by one', () => {
    // org-pro yearly: organisation 80 + professional 90 = 170, combo 130.
    expect(comboComparison('org-pro', 'year')).toEqual({ individual: 170, savings: 40 });
    expect(comboComparison('organization', 'year')).toBeNull();
  });

  it('filters the tabs: one role, or the combos, or every single plan', () => {
    expect(plansOfCategory('organization').map((p) => p.id)).toEqual([
      'organization',
      'organization_premium',
    ]);
    expect(plansOfCategory('combos')).toHaveLength(12);
    expect(plansOfCategory(null)).toHaveLength(6);
    expect(parsePricingCategory('combos')).toBe('combos');
    expect(combosWithRole('venue').every((p) => p.roles.includes('venue'))).toBe(true);
    expect(combosWithRole('participant')).toHaveLength(0);
    expect(parsePricingCategory('bogus')).toBeNull();
  });

  it('builds the checkout link and reads its interval', () => {
    expect(checkoutHref('organization_premium', 'year')).toBe(
      '/checkout?plan=organization_premium&interval=year',
    );
    expect(parseCheckoutInterval('two_years')).toBe('two_years');
    expect(parseCheckoutInterval('1y')).toBeNull();
    expect(catalogPlan('nope')).toBeUndefined();
  });

  it('adds 21 % VAT, except reverse charge for EU businesses outside NL', () => {
    expect(priceBreakdown(115, { country: 'NL', vatNumber: null })).toEqual({
      amount: 115,
      vat: 24.15,
      total: 139.15,
      rule: 'nl_standard',
    });
    expect(priceBreakdown(115, { country: 'NL', vatNumber: 'NL123456789B01' }).vat).toBe(24.15);
    expect(priceBreakdown(115, { country: 'BE', vatNumber: null }).vat).toBe(24.15);
    expect(priceBreakdown(115, { country: 'BE', vatNumber: 'BE0123456789' })).toMatchObject({
      vat: 0,
      total: 115,
      rule: 'eu_reverse_charge',
    });
  });

  it('syncs the status by itself only when the last sync is over an hour old', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    expect(isSyncStale(null, now)).toBe(true);
    expect(isSyncStale('2026-11-26T10:59:00Z', now)).toBe(true);
    expect(isSyncStale('2026-11-26T11:30:00Z', now)).toBe(false);
  });
});
