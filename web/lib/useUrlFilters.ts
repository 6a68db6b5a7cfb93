import { useCallback, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

export type UpdateUrlFilters<T> = (change: (current: T) => T, options?: { replace?: boolean }) => void;

/**
 * Filter state kept in the query string (house rule 10, spec §2 "URL state"), for any list with a pure
 * parse/serialize pair in core/domain (the directories through web/features/directories useDirectoryFilters).
 * As on /events: a change starts from what the address bar says now (or from our own navigation that has not
 * reached it yet), adds a history entry so Back restores the previous filters (typing replaces instead), and
 * is skipped when the URL would not change. The router applies navigations in a transition, so until the URL
 * has caught up the state just asked for is shown (a controlled select would snap back for a moment).
 */
export const useUrlFilters = <T>(
  parse: (params: URLSearchParams) => T,
  serialize: (state: T) => string,
): { filters: T; update: UpdateUrlFilters<T> } => {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { pathname, key } = useLocation();
  const parsed = useMemo(() => parse(searchParams), [parse, searchParams]);
  const [pending, setPending] = useState<{ fromKey: string; state: T } | null>(null);
  // Once the navigation lands (a new location key) the URL is the truth again, also after Back.
  if (pending && pending.fromKey !== key) setPending(null);
  const filters = pending && pending.fromKey === key ? pending.state : parsed;
  const inFlight = useRef<{ search: string; state: T } | null>(null);
  const update = useCallback<UpdateUrlFilters<T>>(
    (change, options) => {
      const shown = window.location.search;
      const current =
        inFlight.current && inFlight.current.search !== shown
          ? inFlight.current.state
          : parse(new URLSearchParams(shown));
      const next = change(current);
      const search = serialize(next);
      if (search === serialize(current)) return;
      inFlight.current = { search, state: next };
      setPending({ fromKey: key, state: next });
      void navigate(`${pathname}${search}`, { replace: options?.replace ?? false, preventScrollReset: true });
    },
    [navigate, parse, pathname, serialize, key],
  );
  return { filters, update };
};
