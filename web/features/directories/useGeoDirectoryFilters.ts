import { useMemo } from 'react';
import type { DirectoryFilterCodec, DirectoryFilters } from '@core/domain/directoryFilters';
import type { GeoPoint } from '@core/schemas/geo';
import { useSearchCenter } from '@web/features/geo';
import { useDirectoryFilters } from './useDirectoryFilters';

/**
 * A directory with a radius search: its URL filters, the center of the location filter and the API query
 * built from both. The search waits (`enabled` false) while the location's coordinates are being looked up.
 */
export const useGeoDirectoryFilters = <S extends string, X extends object, Q>(
  codec: DirectoryFilterCodec<S, X>,
  toQuery: (filters: DirectoryFilters<S, X>, center: GeoPoint | null) => Q,
) => {
  const controls = useDirectoryFilters(codec);
  const center = useSearchCenter(controls.filters.location);
  const centerPoint = center.status === 'ready' ? center.center : null;
  const query = useMemo(
    () => toQuery(controls.filters, centerPoint),
    [toQuery, controls.filters, centerPoint],
  );
  return { controls, center, centerPoint, query, enabled: center.status !== 'pending' };
};
