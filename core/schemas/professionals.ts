import { z } from 'zod';
import { RADIUS_OPTIONS, type RadiusKm, SEARCH_MIN_LENGTH } from '../domain/eventFilters';
import {
  PROFESSIONAL_DEFAULT_RADIUS,
  PROFESSIONAL_DEFAULT_SORT,
  PROFESSIONAL_PRICE_MAX,
  PROFESSIONAL_SORT_KEYS,
  type ProfessionalSortKey,
} from '../domain/professionalFilters';
import { DirectorySearchResponse, ListingCard, directoryPaging, param as directoryParam } from './directory';
import { type GeoPoint, parseNearParam } from './geo';

/**
 * The professionals' contract (spec §2 /professionals, §3 professionals and professional_services): the
 * directory search on the unified listing card, the type filter's options, and the profile page.
 */

// ── Search ──────────────────────────────────────────────────────────────────────────────────────────────

/** The search after parsing; null / false = no such filter. */
export type ProfessionalSearch = {
  q: string | null;
  near: GeoPoint | null;
  radiusKm: RadiusKm;
  /** professional_types slug. */
  type: string | null;
  online: boolean;
  inPerson: boolean;
  /** At least one visible service priced within [minPrice, maxPrice] (EUR excl. VAT). */
  minPrice: number | null;
  maxPrice: number | null;
  sort: ProfessionalSortKey;
  page: number;
  pageSize: number;
};

/** A repeated parameter counts with its first value (like URLSearchParams.get), trimmed. */
const param = directoryParam.transform((v) => v?.trim());

export const PRICE_FILTER_MESSAGE = 'Vul een bedrag in euro’s in, van 0 tot 100.000.';
export const PRICE_RANGE_MESSAGE = 'De maximumprijs mag niet lager zijn dan de minimumprijs.';
export const FLAG_MESSAGE = 'Gebruik true of false.';

/** A price bound: empty = none; anything but an amount from 0 to 100 000 is refused with a Dutch message. */
const euros = param.transform((value, ctx): number | null => {
  if (value === undefined || value === '') return null;
  const n = Number(value.replace(',', '.'));
  if (!Number.isFinite(n) || n < 0 || n > PROFESSIONAL_PRICE_MAX) {
    ctx.addIssue({ code: 'custom', message: PRICE_FILTER_MESSAGE });
    return z.NEVER;
  }
  return n;
});

/** online / inPerson: 'true' narrows, 'false' or empty does not; anything else is refused. */
const flag = param.transform((value, ctx): boolean => {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  ctx.addIssue({ code: 'custom', message: FLAG_MESSAGE });
  return z.NEVER;
});

/**
 * GET /api/professionals. Shared-link parameters behave as on /events and /venues (q from 2 characters,
 * near=lat,lng with radius from the §5 options, sort, page: a malformed value falls back to its default);
 * the professional-specific filters are exact (minPrice, maxPrice, online, inPerson: 400 with a Dutch field
 * message), because the web never sends them malformed (core/domain/professionalFilters.ts cleans its URL).
 */
export const ProfessionalSearchQuery = z
  .object({
    q: param,
    near: param,
    radius: param,
    type: param,
    online: flag,
    inPerson: flag,
    minPrice: euros,
    maxPrice: euros,
    sort: param,
    page: param,
    pageSize: param,
  })
  .superRefine((raw, ctx) => {
    if (raw.minPrice !== null && raw.maxPrice !== null && raw.maxPrice < raw.minPrice)
      ctx.addIssue({ code: 'custom', path: ['maxPrice'], message: PRICE_RANGE_MESSAGE });
  })
  .transform((raw): ProfessionalSearch => {
    const q = raw.q?.slice(0, 200) ?? '';
    const radius = Number(raw.radius);
    const type = raw.type?.toLowerCase().slice(0, 80) ?? '';
    return {
      q: q.length >= SEARCH_MIN_LENGTH ? q : null,
      near: parseNearParam(raw.near),
      radiusKm: RADIUS_OPTIONS.includes(radius as RadiusKm)
        ? (radius as RadiusKm)
        : PROFESSIONAL_DEFAULT_RADIUS,
      type: type || null,
      online: raw.online,
      inPerson: raw.inPerson,
      minPrice: raw.minPrice,
      maxPrice: raw.maxPrice,
      sort: PROFESSIONAL_SORT_KEYS.includes(raw.sort as ProfessionalSortKey)
        ? (raw.sort as ProfessionalSortKey)
        : PROFESSIONAL_DEFAULT_SORT,
      ...directoryPaging(raw),
    };
  });
export type ProfessionalSearchQuery = z.input<typeof ProfessionalSearchQuery>;

export const ProfessionalSearchResponse = DirectorySearchResponse;
export type ProfessionalSearchResponse = z.infer<typeof ProfessionalSearchResponse>;

/** A kind of professional (the type filter's options and the profile's type). */
export const ProfessionalType = z.object({ slug: z.string(), name: z.string() });
export type ProfessionalType = z.infer<typeof ProfessionalType>;

export const ProfessionalTypesResponse = z.object({ types: z.array(ProfessionalType) });
export type ProfessionalTypesResponse = z.infer<typeof ProfessionalTypesResponse>;

// ── Profile page ────────────────────────────────────────────────────────────────────────────────────────

/** `/api/professionals/:idOrSlug`: a full id (36 characters), a slug, or a slug ending in the id's first 8 hex. */
export const ProfessionalIdOrSlugParams = z.object({ idOrSlug: z.string().trim().min(1).max(200) });

/** core/domain/priceLabel.ts's decision for one service: 'Gratis', '€ 75,00' or 'Prijs onbekend'. */
export const ServicePriceLabel = z.object({
  kind: z.enum(['free', 'from', 'single', 'unknown']),
  amount: z.number().nullable(),
});
export type ServicePriceLabel = z.infer<typeof ServicePriceLabel>;

/** A published or active service as the profile page lists it (its own page is /dienst/{id}). */
export const ProfessionalServiceSummary = z.object({
  id: z.string().uuid(),
  title: z.string(),
  /** Plain text, shortened. */
  summary: z.string().nullable(),
  /** EUR excl. VAT; null = unknown. */
  price: z.number().nullable(),
  priceLabel: ServicePriceLabel,
  /** As stored: 'per_sessie', 'per_uur', 'vast' (the web translates known values). */
  priceType: z.string().nullable(),
  durationMinutes: z.number().int().nullable(),
  isOnline: z.boolean(),
  isInPerson: z.boolean(),
  maxParticipants: z.number().int().nullable(),
});
export type ProfessionalServiceSummary = z.infer<typeof ProfessionalServiceSummary>;

export const ExternalLink = z.object({ label: z.string(), url: z.string() });

/**
 * The profile page: every public field of spec §3. Gender stays off the page on purpose: it is personal
 * data the profile form asks for matching, not something a visitor needs to choose a professional
 * (data minimisation); the dashboard shows it to the owner.
 */
export const ProfessionalDetail = z.object({
  id: z.string().uuid(),
  slug: z.string(),
  businessName: z.string(),
  professionalTitle: z.string().nullable(),
  type: ProfessionalType.nullable(),
  city: z.string().nullable(),
  /** Sanitised HTML (spec §5 content sanitiser); null when empty. */
  bioHtml: z.string().nullable(),
  specialties: z.array(z.string()),
  targetSetting: z.array(z.string()),
  workSchedule: z.string().nullable(),
  educationExperience: z.string().nullable(),
  requirementsRider: z.string().nullable(),
  /** http and https links only. */
  externalLinks: z.array(ExternalLink),
  availableForOnline: z.boolean(),
  availableForInPerson: z.boolean(),
  priceRange: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  isPremium: z.boolean(),
  isVerified: z.boolean(),
  /** False while a draft, suspended or hidden: only its owner, team and admins see the page then. */
  isPublic: z.boolean(),
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  savedCount: z.number().int(),
  /** People following the owner's account (user_follows). */
  followerCount: z.number().int(),
  /** The account behind the profile (the follow button follows this user). */
  ownerUserId: z.string().uuid(),
  services: z.array(ProfessionalServiceSummary),
  /** Up to 6 published professionals sharing a category, premium first. */
  related: z.array(ListingCard),
  /** The owner, an active team member (profile_users) or an admin. */
  canEdit: z.boolean(),
});
export type ProfessionalDetail = z.infer<typeof ProfessionalDetail>;
