import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

export type UpdateUrlFilters<T> = (change: (current: T) => T, options?: { replace?: boolean }) => void;

/**
 * Filter state kept in the query string (house rule 10, spec §2 "URL state"), for any list with a pure
 * parse/serialize pair in core/domain (venues now; organisations, professionals and members next). A change
 * starts from what the address bar says now, adds a history entry so Back restores the previous filters
 * (typing can replace instead), and is skipped when the URL would not change.
 */
export const useUrlFilters = <T>(
  parse: (params: URLSearchParams) => T,
  serialize: (state: T) => string,
): { filters: T; update: UpdateUrlFilters<T> } => {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const filters = useMemo(() => parse(searchParams), [parse, searchParams]);
  const update = useCallback<UpdateUrlFilters<T>>(
    (change, options) => {
      const current = parse(new URLSearchParams(window.location.search));
      const search = serialize(change(current));
      if (search === window.location.search) return;
      void navigate(`${pathname}${search}`, { replace: options?.replace ?? false, preventScrollReset: true });
    },
    [navigate, parse, pathname, serialize],
  );
  return { filters, update };
};
