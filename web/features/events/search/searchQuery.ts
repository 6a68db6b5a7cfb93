import { DEFAULT_FILTERS, type EventFilterState } from '@core/domain/eventFilters';

// The API query is shared with the server (it seeds the first page into the HTML under the same key).
export { toBoundsParam, toSearchQuery, type GeoPoint } from '@core/domain/eventSearchQuery';

/**
 * How many filter groups differ from the defaults: the badge on the mobile 'Filters' button. Sorting is
 * not a filter and the main type shows in the chips, so neither counts.
 */
export const countActiveFilters = (state: EventFilterState): number => {
  const d = DEFAULT_FILTERS;
  return [
    state.q.trim() !== '',
    state.subtypes.length > 0,
    state.price.min !== d.price.min || state.price.max !== d.price.max,
    state.dates.from !== null || state.dates.to !== null,
    state.location.trim() !== '',
    state.premium,
  ].filter(Boolean).length;
};
