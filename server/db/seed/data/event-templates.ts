import type { MainEventType } from '../../../../core/domain/categories';
import { TEMPLATES_GATHERING } from './templates-gathering';
import { TEMPLATES_LEARNING } from './templates-learning';
import { TEMPLATES_STAY } from './templates-stay';

/**
 * One kind of event. Text placeholders: {city}, {waar} ("in Utrecht", "in de Ardennen"), {edition},
 * {season} ("Lente"), {month} ("maart"), {org}, {location}.
 */
export type EventTemplate = {
  main: MainEventType;
  /** One or two subtype slugs; the first is the event's sub_type. */
  subtypes: readonly string[];
  titles: readonly string[];
  editions: readonly string[];
  short: readonly string[];
  body: readonly string[];
  /** Practical line, e.g. what to bring. */
  practical: readonly string[];
  tags: readonly string[];
  /** Local start hour and duration for single-day events. */
  startHour: number;
  hours: number;
  /** Inclusive range of days for multi-day events (festival, retreat, opleiding). */
  days?: readonly [number, number];
  /** Program items for multi-day events (one or more per day). */
  sessions?: readonly string[];
  /** Base price range in EUR (before the ticket mix); [0, 0] means always free. */
  price: readonly [number, number];
  capacity: readonly [number, number];
};

export const EVENT_TEMPLATES: readonly EventTemplate[] = [
  ...TEMPLATES_GATHERING,
  ...TEMPLATES_LEARNING,
  ...TEMPLATES_STAY,
];

/** Templates per main type, built once. */
export const TEMPLATES_BY_MAIN: ReadonlyMap<MainEventType, readonly EventTemplate[]> = (() => {
  const map = new Map<MainEventType, EventTemplate[]>();
  for (const t of EVENT_TEMPLATES) map.set(t.main, [...(map.get(t.main) ?? []), t]);
  return map;
})();

/** How often each main type appears in generated data (relative weights). */
export const MAIN_TYPE_WEIGHTS: readonly (readonly [MainEventType, number])[] = [
  ['dans', 16],
  ['event', 16],
  ['workshoptraining', 18],
  ['lessenherhalend', 13],
  ['retreatinclverblijf', 10],
  ['online', 9],
  ['opleiding-certificaat', 7],
  ['festival', 3],
  ['jaartraject', 5],
];

/** Region phrases for places people know by their landscape rather than the town name. */
export const REGION_PHRASES: Readonly<Record<string, string>> = {
  Durbuy: 'in de Ardennen',
  'La Roche-en-Ardenne': 'in de Ardennen',
  Bouillon: 'in de Ardennen',
  Spa: 'in de Ardennen',
  Dinant: 'aan de Maas',
  'West-Terschelling': 'op Terschelling',
  'Den Burg': 'op Texel',
  Ommen: 'aan de Vecht',
  Dwingeloo: 'in Drenthe',
  Nunspeet: 'op de Veluwe',
  Apeldoorn: 'op de Veluwe',
  Bergen: 'in de duinen',
  Zeist: 'op de Heuvelrug',
  Middelburg: 'in Zeeland',
  Oostende: 'aan zee',
};

/** Towns where retreats (with overnight stay) usually take place. */
export const RETREAT_CITIES: readonly string[] = [
  'Durbuy',
  'La Roche-en-Ardenne',
  'Bouillon',
  'Spa',
  'West-Terschelling',
  'Den Burg',
  'Ommen',
  'Dwingeloo',
  'Nunspeet',
  'Bergen',
  'Zeist',
  'Mechelen',
  'Middelburg',
];
