import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  DEFAULT_FILTERS,
  parseEventFilters,
  serializeEventFilters,
  type EventFilterState,
  type RadiusKm,
} from '@core/domain/eventFilters';
import { useSiteSettings } from '@web/features/site';

/** The radius the browser starts with: the site's default (/admin/instellingen), 25 km until it is known. */
export const useDefaultRadius = (): RadiusKm =>
  useSiteSettings().data?.defaultRadiusKm ?? DEFAULT_FILTERS.radius;

/** Path + query of a filter state, defaults omitted (the shareable URL without origin). */
export const filtersHref = (state: EventFilterState, defaultRadius?: RadiusKm): string => {
  const { path, search } = serializeEventFilters(state, defaultRadius);
  return `${path}${search}`;
};

/** The URL to navigate to, or null when the state is already what the URL says (no duplicate history). */
export const nextFilterUrl = (
  current: { pathname: string; search: string },
  next: EventFilterState,
  defaultRadius?: RadiusKm,
): string | null => {
  const href = filtersHref(next, defaultRadius);
  return href === `${current.pathname}${current.search}` ? null : href;
};

/** `/events/festival` → 'festival'; `/events` → null. */
export const mainTypeSegment = (pathname: string): string | null =>
  /^\/events\/([^/]+)\/?$/.exec(pathname)?.[1] ?? null;

export type UpdateFilters = (
  change: (current: EventFilterState) => EventFilterState,
  options?: { replace?: boolean },
) => void;

/**
 * The event browser's filter state lives in the URL (spec §2): read from path + query, written back by
 * navigation. Discrete changes add a history entry so Back restores the previous filters; typing
 * debounces, map moves and the sheet height replace the current entry.
 *
 * The router applies navigations in a transition, so a controlled checkbox or select would snap back for a
 * moment; until the URL has caught up, the state just asked for is shown instead.
 */
export const useEventFilters = (): {
  filters: EventFilterState;
  update: UpdateFilters;
  defaultRadius: RadiusKm;
} => {
  const defaultRadius = useDefaultRadius();
  const { category } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { key } = useLocation();
  const parsed = useMemo(
    () => parseEventFilters(searchParams, category, defaultRadius),
    [searchParams, category, defaultRadius],
  );
  const [pending, setPending] = useState<{ fromKey: string; state: EventFilterState } | null>(null);
  // Once the navigation lands (a new location key) the URL is the truth again, also after Back.
  if (pending && pending.fromKey !== key) setPending(null);
  const filters = pending && pending.fromKey === key ? pending.state : parsed;
  // Back or Forward may return to the very entry the pending state was asked from before React rendered the
  // entry in between (a busy device): the key then matches again, but the address bar is the truth.
  useEffect(() => {
    const dropPending = () => setPending(null);
    window.addEventListener('popstate', dropPending);
    return () => window.removeEventListener('popstate', dropPending);
  }, []);

  // The last navigation we started, until the address bar shows it.
  const inFlight = useRef<{ href: string; state: EventFilterState } | null>(null);

  const update = useCallback<UpdateFilters>(
    (change, options) => {
      // Start from what the address bar says now (a link or Back may have moved it before React re-rendered),
      // or from our own navigation that has not reached it yet.
      const shown = `${window.location.pathname}${window.location.search}`;
      const fromUrl = parseEventFilters(
        new URLSearchParams(window.location.search),
        mainTypeSegment(window.location.pathname),
        defaultRadius,
      );
      const current = inFlight.current && inFlight.current.href !== shown ? inFlight.current.state : fromUrl;
      const next = change(current);
      const { path, search } = serializeEventFilters(current, defaultRadius);
      const href = nextFilterUrl({ pathname: path, search }, next, defaultRadius);
      if (href === null) return;
      inFlight.current = { href, state: next };
      setPending({ fromKey: key, state: next });
      void navigate(href, { replace: options?.replace ?? false, preventScrollReset: true });
    },
    [navigate, key, defaultRadius],
  );

  return { filters, update, defaultRadius };
};
