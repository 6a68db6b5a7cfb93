import { MY_LOCATION, RADIUS_OPTIONS, type RadiusKm, SEARCH_MIN_LENGTH } from './eventFilters';
import { DIRECTORY_VIEWS, type DirectoryView } from './venueFilters';

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

export type ProfessionalFilterState = {
  q: string;
  /** Location text as typed ('' = none; MY_LOCATION = browser position). */
  location: string;
  radius: RadiusKm;
  /** professional_types slug; '' = all. */
  type: string;
  online: boolean;
  inPerson: boolean;
  /** A visible service costs at least / at most this (EUR); null = no bound. */
  minPrice: number | null;
  maxPrice: number | null;
  sort: ProfessionalSortKey;
  view: DirectoryView;
};

export const DEFAULT_PROFESSIONAL_FILTERS: ProfessionalFilterState = {
  q: '',
  location: '',
  radius: PROFESSIONAL_DEFAULT_RADIUS,
  type: '',
  online: false,
  inPerson: false,
  minPrice: null,
  maxPrice: null,
  sort: PROFESSIONAL_DEFAULT_SORT,
  view: 'grid',
};

const amount = (value: string | null): number | null => {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 && n <= PROFESSIONAL_PRICE_MAX ? n : null;
};

const oneOf = <T extends string | number>(options: readonly T[], value: unknown, fallback: T): T =>
  options.includes(value as T) ? (value as T) : fallback;

const SLUG = /^[a-z0-9-]{1,80}$/;

/** URL query → state (unknown or malformed values fall back to their default; a crossed range drops its max). */
export const parseProfessionalFilters = (params: URLSearchParams): ProfessionalFilterState => {
  const type = (params.get('type') ?? '').trim().toLowerCase();
  const minPrice = amount(params.get('minPrice'));
  const maxPrice = amount(params.get('maxPrice'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, 200),
    location: (params.get('location') ?? '').trim().slice(0, 200),
    radius: oneOf(RADIUS_OPTIONS, Number(params.get('radius')), PROFESSIONAL_DEFAULT_RADIUS),
    type: SLUG.test(type) ? type : '',
    online: params.get('online') === 'true',
    inPerson: params.get('inPerson') === 'true',
    minPrice,
    maxPrice: minPrice !== null && maxPrice !== null && maxPrice < minPrice ? null : maxPrice,
    sort: oneOf(PROFESSIONAL_SORT_KEYS, params.get('sort'), PROFESSIONAL_DEFAULT_SORT),
    view: oneOf(DIRECTORY_VIEWS, params.get('view'), 'grid'),
  };
};

/** State → query string ('' or '?…'), defaults left out, in a fixed order so equal states give equal URLs. */
export const serializeProfessionalFilters = (state: ProfessionalFilterState): string => {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set('q', state.q.trim());
  if (state.location.trim()) params.set('location', state.location.trim());
  if (state.radius !== PROFESSIONAL_DEFAULT_RADIUS) params.set('radius', String(state.radius));
  if (state.type) params.set('type', state.type);
  if (state.online) params.set('online', 'true');
  if (state.inPerson) params.set('inPerson', 'true');
  if (state.minPrice !== null) params.set('minPrice', String(state.minPrice));
  if (state.maxPrice !== null) params.set('maxPrice', String(state.maxPrice));
  if (state.sort !== PROFESSIONAL_DEFAULT_SORT) params.set('sort', state.sort);
  if (state.view !== 'grid') params.set('view', state.view);
  const search = params.toString();
  return search ? `?${search}` : '';
};

/** True when any filter (not the sort or the view) differs from its default: 'Reset alle filters' shows. */
export const hasActiveProfessionalFilters = (s: ProfessionalFilterState): boolean =>
  s.q.trim() !== '' ||
  s.location.trim() !== '' ||
  s.type !== '' ||
  s.online ||
  s.inPerson ||
  s.minPrice !== null ||
  s.maxPrice !== null;

/** Filters back to their defaults; sort and view are choices of display and stay. */
export const resetProfessionalFilters = (s: ProfessionalFilterState): ProfessionalFilterState => ({
  ...DEFAULT_PROFESSIONAL_FILTERS,
  sort: s.sort,
  view: s.view,
});

/** The API query of a state: the location becomes `near` once its coordinates are known. */
export const toProfessionalSearchQuery = (
  s: ProfessionalFilterState,
  center: { lat: number; lng: number } | null,
): Record<string, string> => {
  const query: Record<string, string> = {};
  if (s.q.trim().length >= SEARCH_MIN_LENGTH) query.q = s.q.trim();
  if (center) {
    query.near = `${center.lat.toFixed(6)},${center.lng.toFixed(6)}`;
    query.radius = String(s.radius);
  }
  if (s.type) query.type = s.type;
  if (s.online) query.online = 'true';
  if (s.inPerson) query.inPerson = 'true';
  if (s.minPrice !== null) query.minPrice = String(s.minPrice);
  if (s.maxPrice !== null) query.maxPrice = String(s.maxPrice);
  if (s.sort !== PROFESSIONAL_DEFAULT_SORT) query.sort = s.sort;
  return query;
};

export { MY_LOCATION };
