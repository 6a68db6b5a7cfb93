import { DEFAULT_FILTERS, SEARCH_MIN_LENGTH, type EventFilterState } from '@core/domain/eventFilters';
import type { EventSearchQuery } from './api';

export type GeoPoint = { lat: number; lng: number };

const coordinate = (value: number): string => value.toFixed(6);

/**
 * Filter state (+ the resolved search center) → the API query. Only what narrows the results is sent:
 * search text from 2 characters, subtypes only under a main type, the radius only with a center.
 */
export const toSearchQuery = (state: EventFilterState, center: GeoPoint | null): EventSearchQuery => {
  const q = state.q.trim();
  const priceSet =
    state.price.min !== DEFAULT_FILTERS.price.min || state.price.max !== DEFAULT_FILTERS.price.max;
  return {
    q: q.length >= SEARCH_MIN_LENGTH ? q : undefined,
    type: state.mainType === 'all' ? undefined : state.mainType,
    subtypes: state.mainType !== 'all' && state.subtypes.length > 0 ? state.subtypes.join(',') : undefined,
    price: priceSet ? `${state.price.min}-${state.price.max}` : undefined,
    from: state.dates.from ?? undefined,
    to: state.dates.to ?? undefined,
    near: center ? `${coordinate(center.lat)},${coordinate(center.lng)}` : undefined,
    radius: center ? state.radius : undefined,
    premium: state.premium ? 'true' : undefined,
    sort: state.sort === DEFAULT_FILTERS.sort ? undefined : state.sort,
  };
};

/** Map bounds as the API wants them: south,west,north,east with 6 decimals. */
export const toBoundsParam = (b: { south: number; west: number; north: number; east: number }): string =>
  [b.south, b.west, b.north, b.east].map(coordinate).join(',');

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
