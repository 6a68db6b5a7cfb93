import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { EventFilterState } from '@core/domain/eventFilters';
import { readLayoutPreference, saveLayoutPreference } from './layoutPreference';
import type { UpdateFilters } from './useEventFilters';

/**
 * Grid/list and the column count are remembered locally: a URL that says nothing about them opens in the
 * visitor's last choice; a URL that does (a shared link) wins.
 */
export const useLayoutPreference = (filters: EventFilterState, update: UpdateFilters): void => {
  const [params] = useSearchParams();
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current) return;
    applied.current = true;
    if (params.has('view') || params.has('cols')) return;
    const stored = readLayoutPreference();
    if (stored && (stored.view !== filters.view || stored.cols !== filters.cols))
      update((s) => ({ ...s, view: stored.view, cols: stored.cols }), { replace: true });
  }, [params, filters.view, filters.cols, update]);

  useEffect(() => {
    if (!applied.current || filters.view === 'map') return;
    saveLayoutPreference({ view: filters.view, cols: filters.cols });
  }, [filters.view, filters.cols]);
};
