import { MY_LOCATION, RADIUS_OPTIONS, type RadiusKm, SEARCH_MIN_LENGTH } from './eventFilters';

/**
 * Filter state of the venue directory (/venues and its alias /locations, spec §2) and its URL form. Like the
 * event browser's: one pure module for the web (URL ⇄ state) and the server (the search API reads the same
 * parameter names), defaults left out of the URL, a malformed value falls back to its default.
 */

/** Spec §9 "Premium organisers sort first": premium (then verified) venues lead every order. */
export const VENUE_SORT_KEYS = ['name', 'rating', 'newest', 'capacity', 'price_asc', 'price_desc'] as const;
export type VenueSortKey = (typeof VENUE_SORT_KEYS)[number];
export const VENUE_DEFAULT_SORT: VenueSortKey = 'name';

export const DIRECTORY_VIEWS = ['grid', 'list'] as const;
export type DirectoryView = (typeof DIRECTORY_VIEWS)[number];

/** Capacity steps of the filter ('at least n people'). */
export const VENUE_CAPACITY_OPTIONS = [10, 25, 50, 100, 200] as const;
/** Daily-rate ceilings of the filter, EUR excl. VAT. */
export const VENUE_RATE_OPTIONS = [250, 500, 1000, 2000] as const;

export const VENUE_DEFAULT_RADIUS: RadiusKm = 25;

export type VenueFilterState = {
  q: string;
  /** Location text as typed ('' = none; MY_LOCATION = browser position). */
  location: string;
  radius: RadiusKm;
  /** One venue type as stored ('Yogastudio'); '' = all. */
  type: string;
  /** At least this many people; null = any. */
  capacity: number | null;
  /** At most this daily rate in EUR; null = any. */
  maxRate: number | null;
  sort: VenueSortKey;
  view: DirectoryView;
};

export const DEFAULT_VENUE_FILTERS: VenueFilterState = {
  q: '',
  location: '',
  radius: VENUE_DEFAULT_RADIUS,
  type: '',
  capacity: null,
  maxRate: null,
  sort: VENUE_DEFAULT_SORT,
  view: 'grid',
};

const positive = (value: string | null | undefined): number | null => {
  if (value === null || value === undefined || value.trim() === '') return null;
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n <= 1_000_000 ? n : null;
};

const oneOf = <T extends string | number>(options: readonly T[], value: unknown, fallback: T): T =>
  options.includes(value as T) ? (value as T) : fallback;

/** URL query → state (unknown or malformed values fall back to their default). */
export const parseVenueFilters = (params: URLSearchParams): VenueFilterState => ({
  q: (params.get('q') ?? '').trim().slice(0, 200),
  location: (params.get('location') ?? '').trim().slice(0, 200),
  radius: oneOf(RADIUS_OPTIONS, Number(params.get('radius')), VENUE_DEFAULT_RADIUS),
  type: (params.get('type') ?? '').trim().slice(0, 80),
  capacity: positive(params.get('capacity')),
  maxRate: positive(params.get('maxRate')),
  sort: oneOf(VENUE_SORT_KEYS, params.get('sort'), VENUE_DEFAULT_SORT),
  view: oneOf(DIRECTORY_VIEWS, params.get('view'), 'grid'),
});

/** State → query string ('' or '?…'), defaults left out, in a fixed order so equal states give equal URLs. */
export const serializeVenueFilters = (state: VenueFilterState): string => {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set('q', state.q.trim());
  if (state.location.trim()) params.set('location', state.location.trim());
  if (state.radius !== VENUE_DEFAULT_RADIUS) params.set('radius', String(state.radius));
  if (state.type) params.set('type', state.type);
  if (state.capacity !== null) params.set('capacity', String(state.capacity));
  if (state.maxRate !== null) params.set('maxRate', String(state.maxRate));
  if (state.sort !== VENUE_DEFAULT_SORT) params.set('sort', state.sort);
  if (state.view !== 'grid') params.set('view', state.view);
  const search = params.toString();
  return search ? `?${search}` : '';
};

/** True when any filter (not the sort or the view) differs from its default: 'Reset alle filters' shows. */
export const hasActiveVenueFilters = (s: VenueFilterState): boolean =>
  s.q.trim() !== '' || s.location.trim() !== '' || s.type !== '' || s.capacity !== null || s.maxRate !== null;

/** Filters back to their defaults; sort and view are choices of display and stay. */
export const resetVenueFilters = (s: VenueFilterState): VenueFilterState => ({
  ...DEFAULT_VENUE_FILTERS,
  sort: s.sort,
  view: s.view,
});

/** The API query of a state: the location becomes `near` once its coordinates are known. */
export const toVenueSearchQuery = (
  s: VenueFilterState,
  center: { lat: number; lng: number } | null,
): Record<string, string> => {
  const query: Record<string, string> = {};
  if (s.q.trim().length >= SEARCH_MIN_LENGTH) query.q = s.q.trim();
  if (center) {
    query.near = `${center.lat.toFixed(6)},${center.lng.toFixed(6)}`;
    query.radius = String(s.radius);
  }
  if (s.type) query.type = s.type;
  if (s.capacity !== null) query.minCapacity = String(s.capacity);
  if (s.maxRate !== null) query.maxRate = String(s.maxRate);
  if (s.sort !== VENUE_DEFAULT_SORT) query.sort = s.sort;
  return query;
};

export { MY_LOCATION };
