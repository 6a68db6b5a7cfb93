/**
 * The plan catalogue of spec §9: prices in EUR excl. VAT per billing interval.
 * Single source for the landing page, pricing page, checkout and the seed.
 */
export const BILLING_INTERVALS = ['6m', '1y', '2y'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

export const PLAN_TYPES = [
  'participant',
  'organization',
  'organization_premium',
  'professional',
  'professional_premium',
  'venue',
] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

export type PlanCategory = 'participant' | 'organization' | 'professional' | 'venue';

export type Plan = {
  id: PlanType;
  category: PlanCategory;
  isPremium: boolean;
  popular: boolean;
  prices: Record<BillingInterval, number>;
};

/** Trial length for every plan: 5 weeks. */
export const TRIAL_DAYS = 35;

export const PLANS: readonly Plan[] = [
  {
    id: 'participant',
    category: 'participant',
    isPremium: false,
    popular: false,
    prices: { '6m': 8.5, '1y': 14, '2y': 24 },
  },
  {
    id: 'organization',
    category: 'organization',
    isPremium: false,
    popular: true,
    prices: { '6m': 55, '1y': 80, '2y': 159 },
  },
  {
    id: 'organization_premium',
    category: 'organization',
    isPremium: true,
    popular: false,
    prices: { '6m': 75, '1y': 115, '2y': 259 },
  },
  {
    id: 'professional',
    category: 'professional',
    isPremium: false,
    popular: true,
    prices: { '6m': 60, '1y': 90, '2y': 179 },
  },
  {
    id: 'professional_premium',
    category: 'professional',
    isPremium: true,
    popular: false,
    prices: { '6m': 75, '1y': 125, '2y': 249 },
  },
  {
    id: 'venue',
    category: 'venue',
    isPremium: false,
    popular: true,
    prices: { '6m': 60, '1y': 100, '2y': 199 },
  },
];

export type ComboPlan = {
  id: string;
  roles: readonly PlanType[];
  category: '2-role' | '3-role';
  isPremium: boolean;
  popular: boolean;
  prices: Record<BillingInterval, number>;
};

const combo = (
  id: string,
  roles: readonly PlanType[],
  prices: [number, number, number],
  popular = false,
): ComboPlan => ({
  id,
  roles,
  category: roles.length === 3 ? '3-role' : '2-role',
  isPremium: roles.some((r) => r.endsWith('_premium')),
  popular,
  prices: { '6m': prices[0], '1y': prices[1], '2y': prices[2] },
});

/** Combination bundles of spec §9, in the order the spec lists them. */
export const COMBO_PLANS: readonly ComboPlan[] = [
  combo('org-pro', ['organization', 'professional'], [90, 130, 259], true),
  combo('org-venue', ['organization', 'venue'], [95, 140, 279]),
  combo('pro-venue', ['professional', 'venue'], [100, 145, 289]),
  combo('premium-org-premium-pro', ['organization_premium', 'professional_premium'], [120, 180, 359]),
  combo('premium-org-pro', ['organization_premium', 'professional'], [105, 160, 319]),
  combo('premium-pro-org', ['professional_premium', 'organization'], [110, 165, 329]),
  combo('premium-org-venue', ['organization_premium', 'venue'], [110, 165, 329]),
  combo('premium-pro-venue', ['professional_premium', 'venue'], [120, 175, 349]),
  combo('org-pro-venue', ['organization', 'professional', 'venue'], [120, 180, 359], true),
  combo('premium-org-pro-venue', ['organization_premium', 'professional', 'venue'], [130, 195, 389]),
  combo('org-premium-pro-venue', ['organization', 'professional_premium', 'venue'], [140, 210, 419]),
  combo(
    'premium-org-premium-pro-venue',
    ['organization_premium', 'professional_premium', 'venue'],
    [150, 235, 464],
  ),
];

/** Sum of the single plans a combo replaces, for the "individual price" comparison. */
export const individualPrice = (plan: ComboPlan, interval: BillingInterval): number =>
  plan.roles.reduce((sum, role) => sum + (PLANS.find((p) => p.id === role)?.prices[interval] ?? 0), 0);

/** What a combo saves compared with buying its plans one by one (never negative). */
export const comboSavings = (plan: ComboPlan, interval: BillingInterval): number =>
  Math.max(0, Math.round((individualPrice(plan, interval) - plan.prices[interval]) * 100) / 100);

/** The four yearly cards on the landing page (participant 14, organisation 80, professional 90, venue 100). */
export const LANDING_PLANS: readonly PlanType[] = ['participant', 'organization', 'professional', 'venue'];

export const planById = (id: PlanType): Plan => {
  const plan = PLANS.find((p) => p.id === id);
  if (!plan) throw new Error(`Unknown plan ${id}`);
  return plan;
};
