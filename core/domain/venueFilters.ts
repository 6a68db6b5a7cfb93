import {
  defineDirectoryFilters,
  DIRECTORY_DEFAULT_RADIUS,
  positiveIntField,
  textField,
  toDirectoryQuery,
} from './directoryFilters';
import { MY_LOCATION, type RadiusKm } from './eventFilters';

/**
 * Filter state of the venue directory (/venues and its alias /locations, spec §2) and its URL form. Like the
 * event browser's: one pure module for the web (URL ⇄ state) and the server (the search API reads the same
 * parameter names), defaults left out of the URL, a malformed value falls back to its default.
 */

/** Spec §9 "Premium organisers sort first": premium (then verified) venues lead every order. */
export const VENUE_SORT_KEYS = ['name', 'rating', 'newest', 'capacity', 'price_asc', 'price_desc'] as const;
export type VenueSortKey = (typeof VENUE_SORT_KEYS)[number];
export const VENUE_DEFAULT_SORT: VenueSortKey = 'name';

export { DIRECTORY_VIEWS, type DirectoryView } from './directoryFilters';

/** Capacity steps of the filter ('at least n people'). */
export const VENUE_CAPACITY_OPTIONS = [10, 25, 50, 100, 200] as const;
/** Daily-rate ceilings of the filter, EUR excl. VAT. */
export const VENUE_RATE_OPTIONS = [250, 500, 1000, 2000] as const;

export const VENUE_DEFAULT_RADIUS: RadiusKm = DIRECTORY_DEFAULT_RADIUS;

/** The venue directory's URL: the shared keys plus type (one venue type as stored, '' = all), capacity (at
 * least n people) and maxRate (at most this daily rate in EUR). */
export const venueFilters = defineDirectoryFilters({
  sorts: VENUE_SORT_KEYS,
  defaultSort: VENUE_DEFAULT_SORT,
  defaultRadius: VENUE_DEFAULT_RADIUS,
  fields: { type: textField(80), capacity: positiveIntField(), maxRate: positiveIntField() },
});

export type VenueFilterState = ReturnType<typeof venueFilters.parse>;
export const DEFAULT_VENUE_FILTERS: VenueFilterState = venueFilters.defaults;
export const parseVenueFilters = venueFilters.parse;
export const serializeVenueFilters = venueFilters.serialize;
export const hasActiveVenueFilters = (s: VenueFilterState): boolean => venueFilters.activeCount(s) > 0;
export const resetVenueFilters = venueFilters.reset;

/** The API query of a state: the location becomes `near` once its coordinates are known. */
export const toVenueSearchQuery = (
  s: VenueFilterState,
  center: { lat: number; lng: number } | null,
): Record<string, string> => {
  const query = toDirectoryQuery(s, center, VENUE_DEFAULT_SORT);
  if (s.type) query.type = s.type;
  if (s.capacity !== null) query.minCapacity = String(s.capacity);
  if (s.maxRate !== null) query.maxRate = String(s.maxRate);
  return query;
};

export { MY_LOCATION };
