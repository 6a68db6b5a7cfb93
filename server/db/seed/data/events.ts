import type { MainEventType } from '../../../../core/domain/categories';
import type { EventStatus } from '../../../../core/schemas/events';
import { addressIn, cityByName, jitterCoords, pickCity, type CitySeed, type Country } from './cities';
import { buildPricing, pickPriceMode, type TicketSeed } from './event-tickets';
import {
  buildSchedule,
  MONTHS,
  seasonOf,
  type OccurrenceSeed,
  type RecurrenceSeed,
  type SessionSeed,
} from './event-schedule';
import {
  EVENT_TEMPLATES,
  MAIN_TYPE_WEIGHTS,
  REGION_PHRASES,
  RETREAT_CITIES,
  TEMPLATES_BY_MAIN,
  type EventTemplate,
} from './event-templates';
import { eventImage, ORGANIZATIONS, type OrganizationSeed } from './organizations';
import { createRng, DEMO_SEED, seedFor, type Rng } from './random';
import { SPEAKERS } from './speakers';
import { addDays, DAY_MS, paragraphs, slugify } from './text';
import { VENUES, type VenueSeed } from './venues';

export type EventKind =
  | 'free'
  | 'price_only'
  | 'single_ticket'
  | 'multi_ticket'
  | 'recurring'
  | 'multi_day'
  | 'speakers'
  | 'online'
  | 'premium_organizer';

export type EventSeed = {
  index: number;
  id: string;
  slug: string;
  title: string;
  shortDescription: string;
  description: string;
  imageUrl: string;
  mainType: MainEventType;
  /** First is the event's sub_type; all are mapped in event_category_mapping with the main type. */
  subTypes: string[];
  tags: string[];
  theme: string | null;
  status: EventStatus;
  deletedAt: Date | null;
  publishedAt: Date | null;
  createdAt: Date;
  startDate: Date;
  endDate: Date;
  eventDates: Date[];
  isOnline: boolean;
  onlineUrl: string | null;
  city: string;
  country: Country | null;
  latitude: number | null;
  longitude: number | null;
  location: string;
  address: string | null;
  venueSlug: string | null;
  venueName: string | null;
  organizationSlug: string;
  organizerName: string;
  isPremiumOrganizer: boolean;
  price: number;
  currency: 'EUR';
  maxParticipants: number;
  currentParticipants: number;
  tickets: TicketSeed[];
  recurrence: RecurrenceSeed | null;
  occurrences: OccurrenceSeed[];
  sessions: SessionSeed[];
  /** Keys into SPEAKERS, in line-up order. */
  speakerKeys: number[];
  kinds: EventKind[];
};

export type GenerateEventsOptions = {
  count: number;
  now: Date;
  /** Optional stream to derive the base seed from; otherwise `seed` or the demo seed. */
  rng?: Rng;
  seed?: number;
};

/** Default number of events in the demo seed. */
export const DEFAULT_EVENT_COUNT = 360;

const TOTAL_MAIN_WEIGHT = MAIN_TYPE_WEIGHTS.reduce((s, [, w]) => s + w, 0);

const pickMain = (rng: Rng): MainEventType => {
  let ticket = rng.next() * TOTAL_MAIN_WEIGHT;
  for (const [main, w] of MAIN_TYPE_WEIGHTS) {
    ticket -= w;
    if (ticket < 0) return main;
  }
  return 'event';
};

/**
 * Organisers per template: organisations that run this main type AND work in one of its subtypes (so a
 * men's circle is never organised by a women's collective). Premium organisers appear twice so they run a
 * few more events.
 */
const ORGANIZERS_BY_TEMPLATE: ReadonlyMap<EventTemplate, readonly OrganizationSeed[]> = (() => {
  const map = new Map<EventTemplate, OrganizationSeed[]>();
  for (const t of EVENT_TEMPLATES) {
    const fits = ORGANIZATIONS.filter(
      (o) => o.focus.includes(t.main) && o.subtypes.some((s) => t.subtypes.includes(s)),
    );
    const list = fits.length > 0 ? fits : ORGANIZATIONS.filter((o) => o.focus.includes(t.main));
    map.set(
      t,
      list.flatMap((o) => (o.isPremium ? [o, o] : [o])),
    );
  }
  return map;
})();

/** Spread of statuses: 2 drafts, 1 cancelled, 1 expired, 1 trashed per 50 events (10%). */
const statusFor = (index: number): EventStatus => {
  const slot = (index * 37) % 50;
  if (slot <= 1) return 'draft';
  if (slot === 2) return 'cancelled';
  if (slot === 3) return 'expired';
  if (slot === 4) return 'trashed';
  return 'published';
};

const GENERIC_PLACES = [
  'Buurthuis De Ontmoeting',
  'Wijkcentrum De Linde',
  'Cultuurhuis De Boog',
  'Zaal Het Anker',
  'Studio Licht',
  'De Oude School',
  'Theehuis De Tuin',
  'Gemeenschapshuis De Kern',
  'Atelier Noorderlicht',
  'Dansschool Het Ritme',
];
const GENERIC_RETREAT_PLACES = [
  'Retraitehuis De Stilte',
  'Groepshuis Het Bos',
  'Hoeve Het Zonnedal',
  'Landgoed De Wilgenhof',
];
const GENERIC_FESTIVAL_PLACES = [
  'Festivalterrein Het Wilde Veld',
  'Landgoed De Horsten',
  'Stadspark Oost',
  'Buitenplaats Het Hooge Land',
  'Recreatieterrein De Plas',
];
const FRENCH_PLACES = [
  'Domaine du Bois Clair',
  'Gîte de la Source',
  'Ferme du Vieux Chêne',
  'Centre La Clairière',
];

const ONLINE_CITY = 'Online';

const isFestivalMonth = (day: Date): boolean => day.getUTCMonth() >= 3 && day.getUTCMonth() <= 8;

let festivalOffsetCache: { today: number; offsets: number[] } | null = null;
/** Day offsets (1..357) from `today` that fall in the festival season. */
const festivalOffsets = (today: Date): number[] => {
  if (festivalOffsetCache?.today !== today.getTime()) {
    const offsets: number[] = [];
    for (let d = 1; d <= 357; d += 1) if (isFestivalMonth(addDays(today, d))) offsets.push(d);
    festivalOffsetCache = { today: today.getTime(), offsets };
  }
  return festivalOffsetCache.offsets;
};

const VENUES_BY_CITY: ReadonlyMap<string, readonly VenueSeed[]> = (() => {
  const map = new Map<string, VenueSeed[]>();
  for (const v of VENUES) map.set(v.city, [...(map.get(v.city) ?? []), v]);
  return map;
})();

type Place = Pick<
  EventSeed,
  | 'city'
  | 'country'
  | 'latitude'
  | 'longitude'
  | 'location'
  | 'address'
  | 'venueSlug'
  | 'venueName'
  | 'isOnline'
  | 'onlineUrl'
>;

const placeFor = (main: MainEventType, org: OrganizationSeed, minCapacity: number, rng: Rng): Place => {
  if (main === 'online') {
    return {
      city: ONLINE_CITY,
      country: null,
      latitude: null,
      longitude: null,
      location: 'Online (livestream)',
      address: null,
      venueSlug: null,
      venueName: null,
      isOnline: true,
      onlineUrl: null,
    };
  }
  let city: CitySeed;
  if (main === 'retreatinclverblijf' && rng.chance(0.8)) city = cityByName(rng.pick(RETREAT_CITIES));
  else city = rng.chance(0.45) ? cityByName(org.city) : pickCity(rng);
  // Only venues big enough for the event: no festival in a yoga studio.
  const venues = (VENUES_BY_CITY.get(city.name) ?? []).filter((v) => v.maxCapacity >= minCapacity);
  const venue: VenueSeed | undefined = venues.length > 0 && rng.chance(0.65) ? rng.pick(venues) : undefined;
  if (venue) {
    return {
      city: city.name,
      country: city.country,
      latitude: venue.latitude,
      longitude: venue.longitude,
      location: venue.name,
      address: venue.address,
      venueSlug: venue.slug,
      venueName: venue.name,
      isOnline: false,
      onlineUrl: null,
    };
  }
  const { lat, lng } = jitterCoords(city, rng);
  const places =
    city.streets === 'fr'
      ? FRENCH_PLACES
      : main === 'retreatinclverblijf'
        ? GENERIC_RETREAT_PLACES
        : main === 'festival'
          ? GENERIC_FESTIVAL_PLACES
          : GENERIC_PLACES;
  return {
    city: city.name,
    country: city.country,
    latitude: lat,
    longitude: lng,
    location: rng.pick(places),
    address: addressIn(city, rng),
    venueSlug: null,
    venueName: null,
    isOnline: false,
    onlineUrl: null,
  };
};

const fill = (text: string, vars: Readonly<Record<string, string>>): string =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => vars[key] ?? '');

const TEMPLATE_INDEX = new Map<EventTemplate, number>(EVENT_TEMPLATES.map((t, i) => [t, i]));

const speakerCount = (main: MainEventType, template: EventTemplate, rng: Rng): number => {
  if (main === 'festival') return rng.int(4, 7);
  if (main === 'opleiding-certificaat') return rng.int(2, 3);
  if (main === 'retreatinclverblijf') return rng.int(1, 2);
  if (template.subtypes.includes('lezing') || template.subtypes.includes('webinar')) return 1;
  if (main === 'workshoptraining' && rng.chance(0.2)) return 1;
  return 0;
};

/** Makes a title unique: first by month, then by day, then by a counter. */
const uniqueTitle = (base: string, start: Date, used: Set<string>): string => {
  const month = `${MONTHS[start.getUTCMonth()]} ${start.getUTCFullYear()}`;
  const candidates = [base, `${base} (${month})`, `${base} (${start.getUTCDate()} ${month})`];
  for (const c of candidates) if (!used.has(c)) return c;
  for (let n = 2; ; n += 1) {
    const c = `${base} (${start.getUTCDate()} ${month}, ${n})`;
    if (!used.has(c)) return c;
  }
};

/**
 * A stream of deterministic demo events: `take(n)` returns the next n. Event i depends only on (seed, i, now)
 * and the titles before it, so the first events are the same whatever the total. The seed inserts 100 000
 * events in slices without holding them all in memory.
 */
export const createEventStream = (
  opts: Omit<GenerateEventsOptions, 'count'>,
): { take: (n: number) => EventSeed[] } => {
  const base = opts.seed ?? (opts.rng ? Math.floor(opts.rng.next() * 4294967296) : DEMO_SEED);
  const usedTitles = new Set<string>();
  const today = new Date(Date.UTC(opts.now.getUTCFullYear(), opts.now.getUTCMonth(), opts.now.getUTCDate()));
  let nextIndex = 0;
  const take = (n: number): EventSeed[] => {
    const events: EventSeed[] = [];
    const end = nextIndex + n;
    for (; nextIndex < end; nextIndex += 1)
      events.push(buildEvent(nextIndex, base, today, opts.now, usedTitles));
    return events;
  };
  return { take };
};

/**
 * Deterministic demo events: event i depends only on (seed, i, now), so any `count` up to 100 000+
 * gives the same first events. Dates are spread over the 12 months after `now`; expired ones lie in the past.
 */
export const generateEvents = (opts: GenerateEventsOptions): EventSeed[] =>
  createEventStream(opts).take(opts.count);

const buildEvent = (
  index: number,
  base: number,
  today: Date,
  now: Date,
  usedTitles: Set<string>,
): EventSeed => {
  const rng = createRng(seedFor(base, index));
  const id = rng.uuid();
  const status = statusFor(index);
  const main = pickMain(rng);
  const template = rng.pick(TEMPLATES_BY_MAIN.get(main) ?? EVENT_TEMPLATES);
  const org = rng.pick(ORGANIZERS_BY_TEMPLATE.get(template) ?? ORGANIZATIONS);
  const place = placeFor(main, org, template.capacity[0], rng);

  const offset =
    status === 'expired'
      ? -(8 + Math.floor(rng.next() * 180))
      : main === 'festival'
        ? rng.pick(festivalOffsets(today)) // outdoor season only: April to September
        : 1 + Math.floor(357 * rng.next() ** 1.15);
  const rawEdition = rng.pick(template.editions);
  const schedule = buildSchedule(template, addDays(today, offset), rawEdition, rng);
  const start = schedule.startDate;
  const waar = place.isOnline ? 'online' : (REGION_PHRASES[place.city] ?? `in ${place.city}`);
  const vars = {
    city: place.city,
    waar,
    season: seasonOf(start),
    month: MONTHS[start.getUTCMonth()] ?? '',
    year: String(start.getUTCFullYear()),
    org: org.name,
    location: place.location,
  };
  const edition = fill(rawEdition, vars);
  const title = uniqueTitle(fill(rng.pick(template.titles), { ...vars, edition }).trim(), start, usedTitles);
  usedTitles.add(title);

  const venueCapacity = VENUES.find((v) => v.slug === place.venueSlug)?.maxCapacity ?? Infinity;
  const capacity = Math.min(venueCapacity, rng.int(template.capacity[0], template.capacity[1]));
  const mode = pickPriceMode(main, rng, template.price);
  const basePrice = template.price[0] + rng.next() * (template.price[1] - template.price[0]);
  const pricing = buildPricing(mode, main, Math.max(basePrice, 1), capacity, schedule.days, rng);
  const sold = pricing.tickets.reduce((s, t) => s + t.soldCount, 0);
  const currentParticipants = Math.min(
    capacity,
    pricing.tickets.length > 0 ? sold : Math.floor(capacity * rng.next() * 0.7),
  );

  const speakerKeys = rng.pickSome(SPEAKERS, speakerCount(main, template, rng)).map((s) => s.key);
  const subTypes = template.subtypes.slice(0, rng.chance(0.6) ? template.subtypes.length : 1);
  const slug = `${slugify(title).slice(0, 80).replace(/-+$/, '')}-${id.slice(0, 8)}`;

  const createdDaysAgo = rng.int(3, 150);
  const createdAt = new Date(
    Math.min(now.getTime() - createdDaysAgo * DAY_MS, start.getTime() - 14 * DAY_MS),
  );
  const publishedAt = status === 'draft' ? null : new Date(createdAt.getTime() + rng.int(0, 2 * DAY_MS));
  const deletedAt =
    status === 'trashed'
      ? new Date(createdAt.getTime() + (now.getTime() - createdAt.getTime()) * (0.5 + rng.next() / 2))
      : null;

  const kindsOf: EventKind[] = [];
  if (pricing.price === 0 && pricing.tickets.length === 0) kindsOf.push('free');
  else if (pricing.tickets.length === 0) kindsOf.push('price_only');
  else kindsOf.push(pricing.tickets.length === 1 ? 'single_ticket' : 'multi_ticket');
  if (schedule.recurrence) kindsOf.push('recurring');
  if (schedule.sessions.length > 0) kindsOf.push('multi_day');
  if (speakerKeys.length > 0) kindsOf.push('speakers');
  if (place.isOnline) kindsOf.push('online');
  if (org.isPremium) kindsOf.push('premium_organizer');

  const locationLine = place.isOnline
    ? 'Dit is een online bijeenkomst; de link ontvang je na aanmelding.'
    : `Locatie: <strong>${place.location}</strong>${place.address ? `, ${place.address}` : ''}.`;
  const description = paragraphs(
    ...template.body.map((b) => fill(b, vars)),
    `${rng.pick(template.practical)} ${locationLine}`,
    `Georganiseerd door <strong>${org.name}</strong>: ${org.tagline.charAt(0).toLowerCase()}${org.tagline.slice(1)}.`,
  );

  return {
    index,
    id,
    slug,
    title,
    shortDescription: rng.pick(template.short),
    description,
    imageUrl: eventImage((TEMPLATE_INDEX.get(template) ?? 0) * 2 + (index % 3)),
    mainType: main,
    subTypes,
    tags: [
      ...template.tags,
      ...(kindsOf.includes('free') ? ['gratis'] : []),
      ...(schedule.recurrence ? ['terugkerend'] : []),
    ],
    theme: seasonOf(start),
    status,
    deletedAt,
    publishedAt,
    createdAt,
    startDate: start,
    endDate: schedule.endDate,
    eventDates: schedule.eventDates,
    ...place,
    onlineUrl: place.isOnline ? `https://live.kring.test/${slug}` : null,
    organizationSlug: org.slug,
    organizerName: org.name,
    isPremiumOrganizer: org.isPremium,
    price: pricing.price,
    currency: 'EUR',
    maxParticipants: capacity,
    currentParticipants,
    tickets: pricing.tickets,
    recurrence: schedule.recurrence,
    occurrences: schedule.occurrences,
    sessions: schedule.sessions,
    speakerKeys,
    kinds: kindsOf,
  };
};

/** Published, not deleted, starting after `now`: what the public pages list. */
export const isPublicUpcoming = (e: EventSeed, now: Date): boolean =>
  e.status === 'published' && e.deletedAt === null && e.startDate.getTime() > now.getTime();
