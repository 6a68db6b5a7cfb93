import type { MainEventType } from '../../../../core/domain/categories';
import type { Rng } from './random';

export type TicketSeed = {
  name: string;
  description: string | null;
  price: number;
  quantity: number | null;
  isActive: boolean;
  soldCount: number;
  sortOrder: number;
};

/** free: price 0, no tickets · price_only: a price, no tickets · single: one ticket · multi: several, one inactive. */
export type PriceMode = 'free' | 'price_only' | 'single' | 'multi';

/** Chances of [free, price_only, single, multi] per main type. */
const MODE_WEIGHTS: Record<MainEventType, readonly [number, number, number, number]> = {
  dans: [0.15, 0.25, 0.4, 0.2],
  event: [0.2, 0.2, 0.45, 0.15],
  workshoptraining: [0.05, 0.1, 0.5, 0.35],
  lessenherhalend: [0.1, 0.6, 0.2, 0.1],
  online: [0.35, 0.15, 0.4, 0.1],
  'opleiding-certificaat': [0, 0, 0.3, 0.7],
  retreatinclverblijf: [0, 0, 0.2, 0.8],
  festival: [0, 0, 0, 1],
  jaartraject: [0, 0.3, 0.2, 0.5],
};

const MODES: readonly PriceMode[] = ['free', 'price_only', 'single', 'multi'];

/** Rounds to what an organiser would ask: halves below 30, fives below 300, else tens (minus 5 for charm). */
export const roundPrice = (value: number): number => {
  if (value <= 0) return 0;
  if (value < 30) return Math.max(1, Math.round(value * 2) / 2);
  if (value < 300) return Math.round(value / 5) * 5;
  return Math.round(value / 10) * 10 - 5;
};

export const pickPriceMode = (
  main: MainEventType,
  rng: Rng,
  priceRange: readonly [number, number],
): PriceMode => {
  if (priceRange[1] === 0) return 'free';
  const weights = MODE_WEIGHTS[main];
  let ticket = rng.next();
  for (let i = 0; i < MODES.length; i += 1) {
    ticket -= weights[i] ?? 0;
    if (ticket < 0) return MODES[i] as PriceMode;
  }
  return 'single';
};

type Draft = { name: string; description?: string; factor: number; add?: number; active?: boolean };

const multiSet = (main: MainEventType, days: number, rng: Rng): Draft[] => {
  switch (main) {
    case 'festival':
      return [
        { name: 'Early bird weekendticket', description: 'Uitverkocht', factor: 0.8, active: false },
        { name: 'Weekendticket', description: 'Toegang tot het hele festival', factor: 1 },
        { name: 'Dagticket', description: 'Toegang op één dag naar keuze', factor: 0.55 },
        ...(rng.chance(0.6) ? [{ name: 'Kinderticket (4–12 jaar)', factor: 0.2 }] : []),
      ];
    case 'retreatinclverblijf':
      return [
        { name: 'Early bird – gedeelde kamer', description: 'Uitverkocht', factor: 0.9, active: false },
        {
          name: 'Gedeelde kamer',
          description: 'Verblijf in een twee- of driepersoonskamer, volpension',
          factor: 1,
        },
        { name: 'Eenpersoonskamer', description: 'Eigen kamer, volpension', factor: 1, add: 45 * days },
        ...(rng.chance(0.4)
          ? [
              {
                name: 'Eigen tent',
                description: 'Kamperen op het terrein, volpension',
                factor: 1,
                add: -25 * days,
              },
            ]
          : []),
      ];
    case 'opleiding-certificaat':
      return [
        { name: 'Early bird', description: 'Bij inschrijving voor 1 maart', factor: 0.9, active: false },
        {
          name: 'Volledige opleiding',
          description: 'Betaling in één keer, inclusief lesmateriaal',
          factor: 1,
        },
        {
          name: 'Betaling in termijnen',
          description: 'Totaalprijs bij betaling in drie termijnen',
          factor: 1.05,
        },
      ];
    case 'jaartraject':
      return [
        { name: 'Vroegboekkorting', description: 'Verlopen', factor: 0.9, active: false },
        { name: 'Volledig traject', description: 'Betaling in één keer', factor: 1 },
        {
          name: 'In maandelijkse termijnen',
          description: 'Totaalprijs bij betaling per maand',
          factor: 1.06,
        },
      ];
    default:
      return [
        { name: 'Early bird', description: 'Uitverkocht', factor: 0.8, active: false },
        { name: 'Regulier', factor: 1 },
        {
          name: 'Steunticket',
          description: 'Voor wie wat meer kan geven: je maakt een reductieticket mogelijk',
          factor: 1.3,
        },
        ...(rng.chance(0.5)
          ? [{ name: 'Reductie', description: 'Voor studenten en mensen met een kleine beurs', factor: 0.6 }]
          : []),
      ];
  }
};

const SINGLE_NAMES: Partial<Record<MainEventType, string>> = {
  retreatinclverblijf: 'Deelname incl. verblijf',
  'opleiding-certificaat': 'Volledige opleiding',
  jaartraject: 'Volledig traject',
  online: 'Online toegang',
};

/** Tickets for an event and the event's own price (lowest active ticket, or the base price). */
export const buildPricing = (
  mode: PriceMode,
  main: MainEventType,
  base: number,
  capacity: number,
  days: number,
  rng: Rng,
): { price: number; tickets: TicketSeed[] } => {
  if (mode === 'free') return { price: 0, tickets: [] };
  const price = roundPrice(base);
  if (mode === 'price_only') return { price, tickets: [] };
  if (mode === 'single') {
    const sold = Math.floor(capacity * rng.next() * 0.8);
    return {
      price,
      tickets: [
        {
          name: SINGLE_NAMES[main] ?? rng.pick(['Regulier', 'Toegang', 'Deelname']),
          description: null,
          price,
          quantity: capacity,
          isActive: true,
          soldCount: sold,
          sortOrder: 0,
        },
      ],
    };
  }
  const tickets = multiSet(main, days, rng).map((d, sortOrder): TicketSeed => {
    const quantity = d.active === false ? Math.max(1, Math.round(capacity * 0.2)) : capacity;
    return {
      name: d.name,
      description: d.description ?? null,
      price: roundPrice(base * d.factor + (d.add ?? 0)),
      quantity,
      isActive: d.active !== false,
      soldCount: d.active === false ? quantity : Math.floor(quantity * rng.next() * 0.5),
      sortOrder,
    };
  });
  const active = tickets.filter((t) => t.isActive).map((t) => t.price);
  return { price: Math.min(...active), tickets };
};
