import { useQuery } from '@tanstack/react-query';
import { MY_LOCATION } from '@core/domain/eventFilters';
import {
  fetchGeoAutocomplete,
  fetchGeoSearch,
  getBrowserPosition,
  GEO_MIN_QUERY_LENGTH,
  type GeoPlace,
} from './geoApi';
import type { GeoPoint } from '@core/schemas/geo';

const DAY = 24 * 60 * 60_000;

export const geoKeys = {
  all: ['geo'] as const,
  autocomplete: (q: string) => [...geoKeys.all, 'autocomplete', q.toLowerCase()] as const,
  search: (q: string) => [...geoKeys.all, 'search', q.toLowerCase()] as const,
  browserPosition: () => [...geoKeys.all, 'browser-position'] as const,
};

/** Place suggestions from 3 characters; errors give an empty list (spec §8). Cached about 7 days (§9). */
export const useGeoAutocomplete = (q: string) =>
  useQuery({
    queryKey: geoKeys.autocomplete(q),
    queryFn: ({ signal }) =>
      fetchGeoAutocomplete(q, signal).then(
        (r) => r.results,
        (): GeoPlace[] => [],
      ),
    enabled: q.trim().length >= GEO_MIN_QUERY_LENGTH,
    staleTime: 7 * DAY,
    placeholderData: (previous) => previous,
  });

export const geoSearchQuery = (q: string) => ({
  queryKey: geoKeys.search(q),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchGeoSearch(q, signal).then((r) => r.results),
  staleTime: 30 * DAY,
  retry: 1,
});

export const browserPositionQuery = () => ({
  queryKey: geoKeys.browserPosition(),
  queryFn: getBrowserPosition,
  staleTime: 5 * 60_000,
  retry: false,
});

export type SearchCenter =
  | { status: 'none'; center: null }
  | { status: 'pending'; center: null }
  | { status: 'ready'; center: GeoPoint; place: string }
  | { status: 'notFound'; center: null }
  | { status: 'error'; center: null; error: unknown };

/**
 * The center of the radius search for the `location` filter: the browser position for 'Mijn locatie',
 * otherwise the first place the geocoder finds for the text, so a shared URL with location=Utrecht
 * searches around Utrecht again.
 */
export const useSearchCenter = (location: string): SearchCenter => {
  const text = location.trim();
  const mine = text === MY_LOCATION;
  const place = useQuery({ ...geoSearchQuery(text), enabled: text !== '' && !mine });
  const position = useQuery({ ...browserPositionQuery(), enabled: mine });
  if (text === '') return { status: 'none', center: null };
  const query = mine ? position : place;
  if (query.isPending) return { status: 'pending', center: null };
  if (query.isError) return { status: 'error', center: null, error: query.error };
  if (mine && position.data) return { status: 'ready', center: position.data, place: MY_LOCATION };
  const first = place.data?.[0];
  return first
    ? { status: 'ready', center: { lat: first.lat, lng: first.lng }, place: first.label }
    : { status: 'notFound', center: null };
};
