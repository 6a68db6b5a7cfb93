import { useCallback, useMemo } from 'react';
import type { DirectoryFilterCodec, DirectoryFilters } from '@core/domain/directoryFilters';
import { type UpdateUrlFilters, useUrlFilters } from '@web/lib/useUrlFilters';

export type DirectoryFilterControls<S extends string, X extends object> = {
  filters: DirectoryFilters<S, X>;
  /** Any change; discrete ones add a history entry, `{ replace: true }` (typing) replaces it. */
  update: UpdateUrlFilters<DirectoryFilters<S, X>>;
  /** Sets one key (a history entry, like /events' selects and checkboxes). */
  set: <K extends keyof DirectoryFilters<S, X>>(key: K, value: DirectoryFilters<S, X>[K]) => void;
  /** 'Reset alle filters': every filter to its default, sort and view stay. */
  reset: () => void;
  /** Filters in use, for the mobile 'Filters' badge; 0 hides 'Reset alle filters'. */
  activeCount: number;
};

/**
 * A directory's filters in the address bar (spec §2 "URL state"), from a codec declared once at module level
 * with `defineDirectoryFilters` (core/domain/directoryFilters.ts): q, location, radius, sort, view and the
 * type's own keys.
 */
export const useDirectoryFilters = <S extends string, X extends object>(
  codec: DirectoryFilterCodec<S, X>,
): DirectoryFilterControls<S, X> => {
  const { filters, update } = useUrlFilters(codec.parse, codec.serialize);
  const set = useCallback(
    <K extends keyof DirectoryFilters<S, X>>(key: K, value: DirectoryFilters<S, X>[K]) =>
      update((s) => ({ ...s, [key]: value })),
    [update],
  );
  const reset = useCallback(() => update(codec.reset), [update, codec]);
  const activeCount = useMemo(() => codec.activeCount(filters), [codec, filters]);
  return { filters, update, set, reset, activeCount };
};
