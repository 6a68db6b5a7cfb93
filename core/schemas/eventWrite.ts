import { z } from 'zod';
import { MAIN_EVENT_TYPES } from '../domain/categories';
import { DEFAULT_EVENT_LANGUAGES, EVENT_LANGUAGES } from '../domain/languages';
import { ERRORS } from '../errors';
import { EVENT_STATUSES } from './events';

/**
 * The organisers' dashboard contract (issue 4, spec §3/§4/§5): event create/edit bodies, the dashboard list
 * with its tabs and counts, the editor's load shape, image upload and the venue picker.
 * Server: server/modules/events/manage. Description HTML is sanitised by the server on save (spec §5).
 */

export const EVENT_WRITE_LIMITS = {
  titleMax: 150,
  shortDescriptionMax: 300,
  descriptionMax: 20_000,
  textMax: 200,
  bioMax: 2000,
  urlMax: 2000,
  subtypesMax: 10,
  ticketsMax: 20,
  sessionsMax: 50,
  speakersMax: 30,
  priceMax: 100_000,
  maxParticipantsMax: 1_000_000,
  recurrenceIntervalMax: 99,
  /** Occurrences generated ahead: the next 12 months, at most this many. */
  recurrenceOccurrencesMax: 100,
  recurrenceMonthsAhead: 12,
} as const;

/** Event image upload: one JPEG/PNG/WebP ≤ 8 MB; stored as a 1600 px wide WebP plus a 640 px card size. */
export const EVENT_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const EVENT_IMAGE_WIDTH_PX = 1600;
export const EVENT_IMAGE_CARD_WIDTH_PX = 640;
export const EVENT_IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const RECURRENCE_FREQUENCIES = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type RecurrenceFrequency = (typeof RECURRENCE_FREQUENCIES)[number];
export const RECURRENCE_END_TYPES = ['never', 'after', 'on'] as const;
export type RecurrenceEndType = (typeof RECURRENCE_END_TYPES)[number];

const L = EVENT_WRITE_LIMITS;
const DATE_TIME_MESSAGE = 'Vul een geldige datum en tijd in.';

/** ISO 8601 date-time with an offset or Z, e.g. 2026-05-01T19:30:00+02:00. */
const dateTime = z.iso.datetime({ offset: true, message: DATE_TIME_MESSAGE });

/** Optional text: trimmed; '' and null both mean "none" (null). */
const optionalText = (max: number, message = `Gebruik maximaal ${max} tekens.`) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));

/** An image address: an uploaded file (/uploads/…) or an http(s) URL; '' and null mean none. */
const imageUrl = z
  .string()
  .trim()
  .max(L.urlMax)
  .refine((v) => v === '' || /^(https?:\/\/|\/)\S+$/.test(v), 'Ongeldig adres van de afbeelding.')
  .nullish()
  .transform((v) => (v ? v : null));

const price = z
  .number(`Vul een bedrag in.`)
  .min(0, ERRORS.price_negative.message)
  .max(L.priceMax, `Het bedrag mag maximaal € ${L.priceMax} zijn.`);

export const TicketWrite = z.object({
  /** Present for an existing ticket (kept, with its sold count); absent for a new one. */
  id: z.string().uuid().nullish(),
  name: z.string().trim().min(1, 'Geef het ticket een naam.').max(100, 'Gebruik maximaal 100 tekens.'),
  price,
  /** Seats of this ticket type (issue 14: sales stop there); empty = only the event's maximum bounds it. */
  quantity: z
    .number()
    .int('Gebruik een heel aantal.')
    .min(1, 'Minimaal 1 plaats.')
    .max(100000, 'Maximaal 100.000 plaatsen.')
    .nullish()
    .transform((v) => v ?? null),
  isActive: z.boolean().default(true),
});
export type TicketWrite = z.infer<typeof TicketWrite>;

export const SessionWrite = z
  .object({
    id: z.string().uuid().nullish(),
    title: z.string().trim().min(1, 'Geef het programma-onderdeel een titel.').max(L.textMax),
    startTime: dateTime,
    endTime: dateTime.nullish().transform((v) => v ?? null),
  })
  .refine((s) => !s.endTime || Date.parse(s.endTime) >= Date.parse(s.startTime), {
    path: ['endTime'],
    message: 'De eindtijd moet na de begintijd liggen.',
  });
export type SessionWrite = z.infer<typeof SessionWrite>;

export const SpeakerWrite = z.object({
  name: z.string().trim().min(1, 'Vul de naam van de spreker in.').max(120, 'Gebruik maximaal 120 tekens.'),
  title: optionalText(L.textMax),
  company: optionalText(L.textMax),
  bio: optionalText(L.bioMax),
  imageUrl,
});
export type SpeakerWrite = z.infer<typeof SpeakerWrite>;

/** Recurrence rule (spec §3): every `interval` days/weeks/months/years, ending never, after n, or on a date. */
export const RecurrenceRule = z
  .object({
    frequency: z.enum(RECURRENCE_FREQUENCIES, 'Kies hoe vaak het evenement terugkomt.'),
    interval: z
      .number('Vul een getal in.')
      .int('Vul een geheel getal in.')
      .min(1, 'Het interval moet minimaal 1 zijn.')
      .max(L.recurrenceIntervalMax, `Het interval mag maximaal ${L.recurrenceIntervalMax} zijn.`),
    endType: z.enum(RECURRENCE_END_TYPES, 'Kies wanneer de herhaling stopt.'),
    occurrences: z
      .number('Vul een getal in.')
      .int('Vul een geheel getal in.')
      .min(1, 'Vul minimaal 1 keer in.')
      .max(L.recurrenceOccurrencesMax, `Maximaal ${L.recurrenceOccurrencesMax} keer.`)
      .nullish()
      .transform((v) => v ?? null),
    endDate: dateTime.nullish().transform((v) => v ?? null),
  })
  .superRefine((r, ctx) => {
    if (r.endType === 'after' && r.occurrences == null)
      ctx.addIssue({
        code: 'custom',
        path: ['occurrences'],
        message: 'Vul in hoe vaak het evenement plaatsvindt.',
      });
    if (r.endType === 'on' && r.endDate == null)
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'Kies de datum waarop de herhaling stopt.',
      });
  });
export type RecurrenceRule = z.infer<typeof RecurrenceRule>;

/** The fields of the event form, before the cross-field rules. */
export const EventWriteFields = z.object({
  title: z
    .string('Vul een titel in.')
    .trim()
    .min(3, 'De titel moet minimaal 3 tekens hebben.')
    .max(L.titleMax, `De titel mag maximaal ${L.titleMax} tekens hebben.`),
  shortDescription: optionalText(
    L.shortDescriptionMax,
    `De korte beschrijving mag maximaal ${L.shortDescriptionMax} tekens hebben.`,
  ),
  /** HTML; the server sanitises it on save (limited tags, no script/style/forms, safe links). */
  description: optionalText(L.descriptionMax, 'De beschrijving is te lang.'),
  mainType: z.enum(MAIN_EVENT_TYPES, 'Kies een hoofdcategorie.'),
  /** Subtype slugs (event_categories); unknown ones are refused with a field message. */
  subtypes: z
    .array(z.string().trim().min(1).max(100))
    .max(L.subtypesMax, `Kies maximaal ${L.subtypesMax} subcategorieën.`)
    .default([]),
  startDate: z.iso.datetime({ offset: true, message: 'Vul een geldige startdatum en -tijd in.' }),
  endDate: dateTime.nullish().transform((v) => v ?? null),
  isOnline: z.boolean().default(false),
  /** Languages the event is held in ('Talen'); at least one, Dutch when absent. */
  languages: z
    .array(z.enum(EVENT_LANGUAGES, 'Kies Nederlands, Engels, Duits of Frans.'))
    .min(1, 'Kies minstens één taal.')
    .max(EVENT_LANGUAGES.length, 'Kies elke taal maar één keer.')
    .refine((l) => new Set(l).size === l.length, 'Kies elke taal maar één keer.')
    .default([...DEFAULT_EVENT_LANGUAGES]),
  location: optionalText(L.textMax),
  address: optionalText(L.textMax),
  city: optionalText(100),
  /** Optional; when absent and an address/city is given, the server geocodes it. */
  latitude: z
    .number()
    .min(-90, 'Ongeldige breedtegraad.')
    .max(90, 'Ongeldige breedtegraad.')
    .nullish()
    .transform((v) => v ?? null),
  longitude: z
    .number()
    .min(-180, 'Ongeldige lengtegraad.')
    .max(180, 'Ongeldige lengtegraad.')
    .nullish()
    .transform((v) => v ?? null),
  /** A listed venue (GET /api/dashboard/venues); its name, address, city and coordinates fill the blanks. */
  venueId: z
    .string()
    .uuid('Kies een locatie uit de lijst.')
    .nullish()
    .transform((v) => v ?? null),
  price: price.nullish().transform((v) => v ?? null),
  currency: z.literal('EUR', 'Alleen euro (EUR) wordt ondersteund.').default('EUR'),
  maxParticipants: z
    .number('Vul een getal in.')
    .int('Vul een geheel getal in.')
    .min(1, ERRORS.event_max_participants_invalid.message)
    .max(L.maxParticipantsMax, 'Dit aantal is te groot.')
    .nullish()
    .transform((v) => v ?? null),
  imageUrl,
  tickets: z.array(TicketWrite).max(L.ticketsMax, `Maximaal ${L.ticketsMax} tickets.`).default([]),
  sessions: z
    .array(SessionWrite)
    .max(L.sessionsMax, `Maximaal ${L.sessionsMax} programma-onderdelen.`)
    .default([]),
  /** In line-up order. */
  speakers: z.array(SpeakerWrite).max(L.speakersMax, `Maximaal ${L.speakersMax} sprekers.`).default([]),
  recurrence: RecurrenceRule.nullish().transform((v) => v ?? null),
  /**
   * The organisation the event belongs to: the actor's own organisation profile or one they are an active
   * team member of. Absent → the actor's own organisation profile (none for an admin without one).
   */
  organizationProfileId: z
    .string()
    .uuid()
    .nullish()
    .transform((v) => v ?? null),
  /** Save as draft (false, default) or publish now (true; counts toward the monthly plan limit). */
  publish: z.boolean().default(false),
});

type EventWriteShape = z.output<typeof EventWriteFields>;

/** Rules across fields; the database checks them again (named constraints, spec §5). */
const crossFieldRules = (e: EventWriteShape, ctx: z.core.$RefinementCtx<EventWriteShape>) => {
  if (e.endDate && Date.parse(e.endDate) <= Date.parse(e.startDate))
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: ERRORS.event_end_before_start.message });
  if (!e.isOnline && !e.city && !e.address && !e.venueId)
    ctx.addIssue({
      code: 'custom',
      path: ['city'],
      message: 'Vul een plaats of adres in, of kies een locatie.',
    });
  if (
    e.recurrence?.endType === 'on' &&
    e.recurrence.endDate &&
    Date.parse(e.recurrence.endDate) <= Date.parse(e.startDate)
  )
    ctx.addIssue({
      code: 'custom',
      path: ['recurrence', 'endDate'],
      message: 'De einddatum van de herhaling moet na de startdatum liggen.',
    });
};

/** POST /api/dashboard/events and PUT /api/dashboard/events/:id. */
export const EventWriteBody = EventWriteFields.superRefine(crossFieldRules);
export type EventWriteBody = z.output<typeof EventWriteBody>;
/** What a form holds before parsing (optional fields may be '' or null). */
export type EventWriteInput = z.input<typeof EventWriteBody>;

// ---------------------------------------------------------------------------------------------------
// Dashboard list (spec §4 Dashboard filters and badges)

export const DASHBOARD_EVENT_TABS = [
  'upcoming',
  'published',
  'draft',
  'cancelled',
  'past',
  'trashed',
  'all',
] as const;
export type DashboardEventTab = (typeof DASHBOARD_EVENT_TABS)[number];

/** Badge per status (spec §4): published none; draft 'Concept'; cancelled/expired destructive. */
export const EVENT_BADGES = ['Concept', 'Geannuleerd', 'Verlopen'] as const;
export type EventBadge = (typeof EVENT_BADGES)[number];

export const DashboardEventListQuery = z.object({
  tab: z.enum(DASHBOARD_EVENT_TABS).default('all'),
  /** Title/description/city search, trimmed; from 2 characters. */
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type DashboardEventListQuery = z.infer<typeof DashboardEventListQuery>;

export const DashboardEventItem = z.object({
  id: z.string().uuid(),
  slug: z.string(),
  title: z.string(),
  status: z.enum(EVENT_STATUSES),
  badge: z.enum(EVENT_BADGES).nullable(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  city: z.string().nullable(),
  imageUrl: z.string().nullable(),
  savedCount: z.number().int(),
  viewCount: z.number().int(),
  isRecurring: z.boolean(),
  organizerName: z.string().nullable(),
});
export type DashboardEventItem = z.infer<typeof DashboardEventItem>;

export const DashboardEventCounts = z.object(
  Object.fromEntries(DASHBOARD_EVENT_TABS.map((tab) => [tab, z.number().int()])) as Record<
    DashboardEventTab,
    z.ZodNumber
  >,
);
export type DashboardEventCounts = z.infer<typeof DashboardEventCounts>;

export const DashboardEventListResponse = z.object({
  items: z.array(DashboardEventItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  counts: DashboardEventCounts,
  /** The actor's monthly publishing allowance (null limit = unlimited, premium/admin). */
  plan: z.object({ publishedThisMonth: z.number().int(), limit: z.number().int().nullable() }),
});
export type DashboardEventListResponse = z.infer<typeof DashboardEventListResponse>;

// ---------------------------------------------------------------------------------------------------
// Editor load shape and action responses

export const EventIdParams = z.object({ id: z.string().uuid('Ongeldige id.') });
export const EventIdOrSlugParams = z.object({ idOrSlug: z.string().min(1).max(200) });

export const VenueOption = z.object({
  id: z.string().uuid(),
  name: z.string(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type VenueOption = z.infer<typeof VenueOption>;

export const VenueOptionsQuery = z.object({ q: z.string().trim().max(100).optional() });
export const VenueOptionsResponse = z.object({ items: z.array(VenueOption) });

export const EventAbilities = z.object({
  edit: z.boolean(),
  publish: z.boolean(),
  cancel: z.boolean(),
  trash: z.boolean(),
  restore: z.boolean(),
  delete: z.boolean(),
});
export type EventAbilities = z.infer<typeof EventAbilities>;

/** GET /api/dashboard/events/:idOrSlug and the answer of every write: all the edit form needs. */
export const EventEditorDto = z.object({
  id: z.string().uuid(),
  slug: z.string(),
  status: z.enum(EVENT_STATUSES),
  badge: z.enum(EVENT_BADGES).nullable(),
  title: z.string(),
  shortDescription: z.string().nullable(),
  description: z.string().nullable(),
  mainType: z.enum(MAIN_EVENT_TYPES).nullable(),
  subtypes: z.array(z.string()),
  startDate: z.string(),
  endDate: z.string().nullable(),
  isOnline: z.boolean(),
  languages: z.array(z.enum(EVENT_LANGUAGES)),
  location: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  venue: VenueOption.nullable(),
  price: z.number().nullable(),
  currency: z.string(),
  maxParticipants: z.number().int().nullable(),
  imageUrl: z.string().nullable(),
  /** How often the public page was opened and how many members saved it (the event overview's tiles). */
  viewCount: z.number().int(),
  savedCount: z.number().int(),
  tickets: z.array(
    z.object({
      id: z.string().uuid(),
      name: z.string(),
      price: z.number(),
      quantity: z.number().int().nullable(),
      isActive: z.boolean(),
      soldCount: z.number().int(),
    }),
  ),
  sessions: z.array(
    z.object({
      id: z.string().uuid(),
      title: z.string(),
      startTime: z.string(),
      endTime: z.string().nullable(),
    }),
  ),
  speakers: z.array(
    z.object({
      name: z.string(),
      title: z.string().nullable(),
      company: z.string().nullable(),
      bio: z.string().nullable(),
      imageUrl: z.string().nullable(),
    }),
  ),
  recurrence: z
    .object({
      frequency: z.enum(RECURRENCE_FREQUENCIES),
      interval: z.number().int(),
      endType: z.enum(RECURRENCE_END_TYPES),
      occurrences: z.number().int().nullable(),
      endDate: z.string().nullable(),
    })
    .nullable(),
  /** Generated occurrences (next 12 months, at most 100), ascending. */
  occurrences: z.array(z.object({ startDate: z.string(), endDate: z.string().nullable() })),
  organizationProfileId: z.string().uuid().nullable(),
  organizerName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  abilities: EventAbilities,
});
export type EventEditorDto = z.infer<typeof EventEditorDto>;

export const EventDeletedResponse = z.object({ id: z.string().uuid(), deleted: z.literal(true) });

/** POST /api/dashboard/events/images (multipart field "file"). */
export const EventImageResponse = z.object({
  /** 1600 px wide WebP: put this in `imageUrl`. */
  imageUrl: z.string(),
  /** 640 px wide WebP for cards (same key with `-card`). */
  cardImageUrl: z.string(),
});
export type EventImageResponse = z.infer<typeof EventImageResponse>;
