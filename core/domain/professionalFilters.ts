import { defineDirectoryFilters, type FilterField, toDirectoryQuery } from './directoryFilters';
import { MY_LOCATION, type RadiusKm } from './eventFilters';

/**
 * Filter state of the professionals directory (/professionals, signed-in only, spec §2) and its URL form, for
 * the web (URL ⇄ state) and the server (the search API reads the same names). In the URL a malformed value
 * falls back to its default, as on /events and /venues; the API itself answers 400 to a price or mode it
 * cannot read (core/schemas/professionals.ts), because only a client other than this web sends one.
 */

/** Premium, then verified professionals lead every order (spec §2 "Premium profiles first"). */
export const PROFESSIONAL_SORT_KEYS = ['name', 'rating', 'newest', 'price_asc', 'price_desc'] as const;
export type ProfessionalSortKey = (typeof PROFESSIONAL_SORT_KEYS)[number];
export const PROFESSIONAL_DEFAULT_SORT: ProfessionalSortKey = 'name';
export const PROFESSIONAL_DEFAULT_RADIUS: RadiusKm = 25;

/** Highest amount a price filter accepts, EUR excl. VAT. */
export const PROFESSIONAL_PRICE_MAX = 100_000;
/** Price steps of the filter's selects (EUR per service). */
export const PROFESSIONAL_PRICE_OPTIONS = [25, 50, 75, 100, 150, 250, 500] as const;

/** Related professionals on a profile page (spec §9 "related professionals 6"). */
export const RELATED_PROFESSIONALS_LIMIT = 6;

const SLUG = /^[a-z0-9-]{1,80}$/;

/** An amount in EUR (0…PROFESSIONAL_PRICE_MAX); null = no bound. */
const amountField = (): FilterField<number | null> => ({
  parse: (raw) => {
    if (raw === null || raw.trim() === '') return null;
    const n = Number(raw);
    return Number.isFinite(n) && n >= 0 && n <= PROFESSIONAL_PRICE_MAX ? n : null;
  },
  default: null,
  serialize: (value) => (value === null ? '' : String(value)),
});

/** An on/off switch written as `key=true` (the form links already use). */
const trueField = (): FilterField<boolean> => ({
  parse: (raw) => raw === 'true' || raw === '1',
  default: false,
  serialize: (value) => (value ? 'true' : ''),
});

/** The professional_types slug; '' = all. */
const slugField = (): FilterField<string> => ({
  parse: (raw) => {
    const slug = (raw ?? '').trim().toLowerCase();
    return SLUG.test(slug) ? slug : '';
  },
  default: '',
});

const codec = defineDirectoryFilters({
  sorts: PROFESSIONAL_SORT_KEYS,
  defaultSort: PROFESSIONAL_DEFAULT_SORT,
  defaultRadius: PROFESSIONAL_DEFAULT_RADIUS,
  fields: {
    type: slugField(),
    online: trueField(),
    inPerson: trueField(),
    /** A visible service costs at least / at most this (EUR); null = no bound. */
    minPrice: amountField(),
    maxPrice: amountField(),
  },
});

/** The professionals directory's URL: the shared keys plus type, online, inPerson, minPrice and maxPrice; a
 * crossed price range drops its maximum. */
export const professionalFilters: typeof codec = {
  ...codec,
  parse: (params) => {
    const s = codec.parse(params);
    return s.minPrice !== null && s.maxPrice !== null && s.maxPrice < s.minPrice
      ? { ...s, maxPrice: null }
      : s;
  },
};

export type ProfessionalFilterState = ReturnType<typeof codec.parse>;
export const DEFAULT_PROFESSIONAL_FILTERS: ProfessionalFilterState = professionalFilters.defaults;
export const parseProfessionalFilters = professionalFilters.parse;
export const serializeProfessionalFilters = professionalFilters.serialize;
export const hasActiveProfessionalFilters = (s: ProfessionalFilterState): boolean =>
  professionalFilters.activeCount(s) > 0;
export const resetProfessionalFilters = professionalFilters.reset;

/** The API query of a state: the location becomes `near` once its coordinates are known. */
export const toProfessionalSearchQuery = (
  s: ProfessionalFilterState,
  center: { lat: number; lng: number } | null,
): Record<string, string> => {
  const query = toDirectoryQuery(s, center, PROFESSIONAL_DEFAULT_SORT);
  if (s.type) query.type = s.type;
  if (s.online) query.online = 'true';
  if (s.inPerson) query.inPerson = 'true';
  if (s.minPrice !== null) query.minPrice = String(s.minPrice);
  if (s.maxPrice !== null) query.maxPrice = String(s.maxPrice);
  return query;
};

export { MY_LOCATION };
