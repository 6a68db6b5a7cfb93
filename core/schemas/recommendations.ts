import { z } from 'zod';
import { EVENT_LANGUAGES } from '../domain/languages';
import { LIMITS } from '../domain/limits';
import { EventListItem } from './events';

/** Spec §9 radius options; any other number is refused with a Dutch field message. */
const RADIUS_MESSAGE = `Kies een straal van ${LIMITS.radiusOptionsKm.join(', ')} km.`;
const radiusKm = z
  .number('Kies een straal.')
  .int(RADIUS_MESSAGE)
  .refine((km) => (LIMITS.radiusOptionsKm as readonly number[]).includes(km), RADIUS_MESSAGE);

/** At most this many types and subtypes (the check constraint user_interests_categories_limit). */
export const INTEREST_CATEGORIES_MAX = 50;

/** GET /api/me/interests: what the participant chose on interesses and personalisatie. */
export const InterestsDto = z.object({
  /** Event types and subtypes (event_categories ids). */
  categoryIds: z.array(z.string().uuid()),
  homeCity: z.string().nullable(),
  radiusKm: z.number().int(),
  languages: z.array(z.enum(EVENT_LANGUAGES)),
  /** Null until the participant saved something. */
  updatedAt: z.string().nullable(),
});
export type InterestsDto = z.infer<typeof InterestsDto>;

/** PUT /api/me/interests/categories (/dashboard/interesses). Unknown or inactive ids are a Dutch 400. */
export const InterestCategoriesBody = z.object({
  categoryIds: z
    .array(z.string('Kies een categorie uit de lijst.').uuid('Kies een categorie uit de lijst.'))
    .max(INTEREST_CATEGORIES_MAX, `Kies maximaal ${INTEREST_CATEGORIES_MAX} categorieën.`),
});
export type InterestCategoriesBody = z.infer<typeof InterestCategoriesBody>;

/** PUT /api/me/interests/personalisation (/dashboard/personalisatie). The city is geocoded on save. */
export const PersonalisationBody = z.object({
  /** A Dutch or Belgian place; empty or null clears it. */
  homeCity: z
    .string('Vul een plaats in.')
    .trim()
    .max(100, 'De plaatsnaam mag maximaal 100 tekens hebben.')
    .nullish()
    .transform((v) => (v ? v : null)),
  radiusKm,
  languages: z
    .array(z.enum(EVENT_LANGUAGES, 'Kies Nederlands, Engels, Duits of Frans.'))
    .max(EVENT_LANGUAGES.length, 'Kies elke taal maar één keer.')
    .refine((l) => new Set(l).size === l.length, 'Kies elke taal maar één keer.'),
});
export type PersonalisationBody = z.infer<typeof PersonalisationBody>;

/** Why an event is recommended: the heaviest signal with what the web needs for its one Dutch line. */
export const RecommendationReason = z.discriminatedUnion('code', [
  z.object({ code: z.literal('interest'), params: z.object({ category: z.string() }) }),
  z.object({ code: z.literal('followed'), params: z.object({ organizer: z.string() }) }),
  z.object({ code: z.literal('savedSimilar'), params: z.object({}) }),
  z.object({ code: z.literal('nearby'), params: z.object({ km: z.number().int(), city: z.string() }) }),
  z.object({ code: z.literal('language'), params: z.object({ language: z.enum(EVENT_LANGUAGES) }) }),
]);
export type RecommendationReason = z.infer<typeof RecommendationReason>;

export const RecommendationsQuery = z.object({
  page: z.coerce.number('Ongeldige pagina.').int('Ongeldige pagina.').min(1, 'Ongeldige pagina.').default(1),
});
export type RecommendationsQuery = z.infer<typeof RecommendationsQuery>;

export const RecommendationItem = z.object({ event: EventListItem, reason: RecommendationReason });
export type RecommendationItem = z.infer<typeof RecommendationItem>;

/** GET /api/me/recommendations: ranked, 12 a page. */
export const RecommendationsResponse = z.object({
  items: z.array(RecommendationItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** False when there is nothing to rank by yet (no interests, follows or saves): the web says so. */
  personalized: z.boolean(),
});
export type RecommendationsResponse = z.infer<typeof RecommendationsResponse>;
