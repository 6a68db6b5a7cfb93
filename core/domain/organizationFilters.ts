import { MY_LOCATION, RADIUS_OPTIONS, type RadiusKm, SEARCH_MIN_LENGTH } from './eventFilters';
import { DIRECTORY_VIEWS, type DirectoryView } from './venueFilters';

/**
 * Filter state of the organisation directory (/organizations and /organisers, spec §2) and its URL form: one
 * pure module for the web (URL ⇄ state) and the server (the search API reads the same names). Defaults stay
 * out of the URL; a malformed value falls back to its default.
 */

/** Premium, then verified organisations lead every order (spec §2, §9); `distance` needs a location. */
export const ORGANIZATION_SORT_KEYS = ['name', 'rating', 'newest', 'distance'] as const;
export type OrganizationSortKey = (typeof ORGANIZATION_SORT_KEYS)[number];
export const ORGANIZATION_DEFAULT_SORT: OrganizationSortKey = 'name';
export const ORGANIZATION_DEFAULT_RADIUS: RadiusKm = 25;

export type OrganizationFilterState = {
  q: string;
  /** Location text as typed ('' = none; MY_LOCATION = browser position). */
  location: string;
  radius: RadiusKm;
  /** One category slug (organization_profiles.categories); '' = all. */
  category: string;
  sort: OrganizationSortKey;
  view: DirectoryView;
};

export const DEFAULT_ORGANIZATION_FILTERS: OrganizationFilterState = {
  q: '',
  location: '',
  radius: ORGANIZATION_DEFAULT_RADIUS,
  category: '',
  sort: ORGANIZATION_DEFAULT_SORT,
  view: 'grid',
};

const oneOf = <T extends string | number>(options: readonly T[], value: unknown, fallback: T): T =>
  options.includes(value as T) ? (value as T) : fallback;

/** A category slug as stored: lowercase letters, digits and hyphens. */
export const cleanCategorySlug = (value: string | null | undefined): string => {
  const slug = (value ?? '').trim().toLowerCase().slice(0, 80);
  return /^[a-z0-9-]+$/.test(slug) ? slug : '';
};

/** URL query → state (unknown or malformed values fall back to their default). */
export const parseOrganizationFilters = (params: URLSearchParams): OrganizationFilterState => ({
  q: (params.get('q') ?? '').trim().slice(0, 200),
  location: (params.get('location') ?? '').trim().slice(0, 200),
  radius: oneOf(RADIUS_OPTIONS, Number(params.get('radius')), ORGANIZATION_DEFAULT_RADIUS),
  category: cleanCategorySlug(params.get('category')),
  sort: oneOf(ORGANIZATION_SORT_KEYS, params.get('sort'), ORGANIZATION_DEFAULT_SORT),
  view: oneOf(DIRECTORY_VIEWS, params.get('view'), 'grid'),
});

/** State → query string ('' or '?…'), defaults left out, in a fixed order. */
export const serializeOrganizationFilters = (state: OrganizationFilterState): string => {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set('q', state.q.trim());
  if (state.location.trim()) params.set('location', state.location.trim());
  if (state.radius !== ORGANIZATION_DEFAULT_RADIUS) params.set('radius', String(state.radius));
  if (state.category) params.set('category', state.category);
  if (state.sort !== ORGANIZATION_DEFAULT_SORT) params.set('sort', state.sort);
  if (state.view !== 'grid') params.set('view', state.view);
  const search = params.toString();
  return search ? `?${search}` : '';
};

/** True when a filter (not the sort or the view) differs from its default: 'Reset alle filters' shows. */
export const hasActiveOrganizationFilters = (s: OrganizationFilterState): boolean =>
  s.q.trim() !== '' || s.location.trim() !== '' || s.category !== '';

/** Filters back to their defaults; sort and view stay. */
export const resetOrganizationFilters = (s: OrganizationFilterState): OrganizationFilterState => ({
  ...DEFAULT_ORGANIZATION_FILTERS,
  sort: s.sort,
  view: s.view,
});

/** The API query of a state: the location becomes `near` once its coordinates are known. */
export const toOrganizationSearchQuery = (
  s: OrganizationFilterState,
  center: { lat: number; lng: number } | null,
): Record<string, string> => {
  const query: Record<string, string> = {};
  if (s.q.trim().length >= SEARCH_MIN_LENGTH) query.q = s.q.trim();
  if (center) {
    query.near = `${center.lat.toFixed(6)},${center.lng.toFixed(6)}`;
    query.radius = String(s.radius);
  }
  if (s.category) query.category = s.category;
  if (s.sort !== ORGANIZATION_DEFAULT_SORT) query.sort = s.sort;
  return query;
};

export { MY_LOCATION };
