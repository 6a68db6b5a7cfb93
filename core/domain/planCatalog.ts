import { COMBO_PLANS, PLANS, type PlanType } from './plans';

/**
 * The plan catalogue as it lives in the plans and plan_prices tables: Dutch names, descriptions and features
 * here, prices from core/domain/plans.ts (spec §9). Reference data, not demo data: every migrated database
 * gets it (server/db/planCatalog.ts), with or without the demo seed.
 */
export type PlanText = { name: string; description: string; features: readonly string[] };

export const PLAN_TEXTS: Record<PlanType, PlanText> = {
  participant: {
    name: 'Deelnemer',
    description: 'Voor iedereen die wil ontdekken, meedoen en verbinden.',
    features: [
      'Evenementen opslaan en volgen',
      'Reviews schrijven en meepraten op het forum',
      'Persoonlijke aanbevelingen',
      'Toegang tot alle professionals',
    ],
  },
  organization: {
    name: 'Organisatie',
    description: 'Voor organisatoren van workshops, dansavonden, retreats en festivals.',
    features: [
      'Tot 10 evenementen per maand publiceren',
      'Eigen organisatiepagina met reviews',
      'Tickets, herhalingen en meerdaagse programma’s',
      'Inzicht in bezoekers en opgeslagen evenementen',
    ],
  },
  organization_premium: {
    name: 'Organisatie Premium',
    description: 'Voor organisaties die veel evenementen organiseren en opvallen.',
    features: [
      'Onbeperkt evenementen publiceren',
      'Premium-badge en bovenaan in de lijsten',
      'Teamleden uitnodigen',
      'Alles uit Organisatie',
    ],
  },
  professional: {
    name: 'Professional',
    description: 'Voor therapeuten, coaches en begeleiders met een eigen praktijk.',
    features: [
      'Professioneel profiel met specialisaties',
      'Tot 5 diensten met prijs en duur',
      'Beschikbaarheid en berichten van cliënten',
      'Zichtbaar in de professionals-gids',
    ],
  },
  professional_premium: {
    name: 'Professional Premium',
    description: 'Voor professionals die meer willen laten zien en gevonden willen worden.',
    features: [
      'Onbeperkt diensten aanbieden',
      'Premium-badge en hogere plaats in de gids',
      'Uitgebreide statistieken',
      'Alles uit Professional',
    ],
  },
  venue: {
    name: 'Locatie',
    description: 'Voor eigenaren van zalen, praktijkruimtes en retreatlocaties.',
    features: [
      'Locatiepagina met tot 20 foto’s',
      'Capaciteit, voorzieningen en dagtarief',
      'Beschikbaarheid en boekingsaanvragen',
      'Reviews van organisatoren',
    ],
  },
};

export type CatalogPlan = {
  id: string;
  kind: 'single' | 'combo';
  name: string;
  description: string;
  planType: PlanType | null;
  category: string;
  roles: PlanType[];
  isPremium: boolean;
  popular: boolean;
  features: string[];
  sortOrder: number;
  prices: { interval: '6m' | '1y' | '2y'; amount: number; priceId: string }[];
};

const pricesOf = (id: string, prices: Record<'6m' | '1y' | '2y', number>): CatalogPlan['prices'] =>
  (['6m', '1y', '2y'] as const).map((interval) => ({
    interval,
    amount: prices[interval],
    priceId: `kring_${id}_${interval}`,
  }));

/** Every single and combo plan with its prices per interval, ready for the plans and plan_prices tables. */
export const PLAN_CATALOG: readonly CatalogPlan[] = [
  ...PLANS.map((p, i): CatalogPlan => ({
    id: p.id,
    kind: 'single',
    ...PLAN_TEXTS[p.id],
    features: [...PLAN_TEXTS[p.id].features],
    planType: p.id,
    category: p.category,
    roles: [p.id],
    isPremium: p.isPremium,
    popular: p.popular,
    sortOrder: i,
    prices: pricesOf(p.id, p.prices),
  })),
  ...COMBO_PLANS.map((c, i): CatalogPlan => {
    const names = c.roles.map((r) => PLAN_TEXTS[r].name);
    return {
      id: c.id,
      kind: 'combo',
      name: names.join(' + '),
      description: `Combinatie van ${names.slice(0, -1).join(', ')} en ${names[names.length - 1] ?? ''}, voordeliger dan los.`,
      planType: null,
      category: c.category,
      roles: [...c.roles],
      isPremium: c.isPremium,
      popular: c.popular,
      features: [
        `Alle functies van ${names.join(', ')}`,
        'Eén account, wisselen tussen je rollen',
        'Eén factuur',
      ],
      sortOrder: PLANS.length + i,
      prices: pricesOf(c.id, c.prices),
    };
  }),
];
