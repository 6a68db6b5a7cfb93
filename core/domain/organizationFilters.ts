import { defineDirectoryFilters, type FilterField, toDirectoryQuery } from './directoryFilters';
import { MY_LOCATION, type RadiusKm } from './eventFilters';

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

/** A category slug as stored: lowercase letters, digits and hyphens. */
export const cleanCategorySlug = (value: string | null | undefined): string => {
  const slug = (value ?? '').trim().toLowerCase().slice(0, 80);
  return /^[a-z0-9-]+$/.test(slug) ? slug : '';
};

/** The organisation directory's URL: the shared keys plus category (one organization_profiles.categories
 * slug, '' = all). */
export const organizationFilters = defineDirectoryFilters({
  sorts: ORGANIZATION_SORT_KEYS,
  defaultSort: ORGANIZATION_DEFAULT_SORT,
  defaultRadius: ORGANIZATION_DEFAULT_RADIUS,
  fields: { category: { parse: cleanCategorySlug, default: '' } satisfies FilterField<string> },
});

export type OrganizationFilterState = ReturnType<typeof organizationFilters.parse>;
export const DEFAULT_ORGANIZATION_FILTERS: OrganizationFilterState = organizationFilters.defaults;
export const parseOrganizationFilters = organizationFilters.parse;
export const serializeOrganizationFilters = organizationFilters.serialize;
export const hasActiveOrganizationFilters = (s: OrganizationFilterState): boolean =>
  organizationFilters.activeCount(s) > 0;
export const resetOrganizationFilters = organizationFilters.reset;

/** The API query of a state: the location becomes `near` once its coordinates are known. */
export const toOrganizationSearchQuery = (
  s: OrganizationFilterState,
  center: { lat: number; lng: number } | null,
): Record<string, string> => {
  const query = toDirectoryQuery(s, center, ORGANIZATION_DEFAULT_SORT);
  if (s.category) query.category = s.category;
  return query;
};

export { MY_LOCATION };
