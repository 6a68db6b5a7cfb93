import { createBrowserRouter, type RouteObject } from 'react-router';
import { matchesPattern } from '@core/domain/screens';
import { yieldToMain } from '@web/lib/yieldToMain';
import { routes } from './routes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export const createAppRouter = (): AppRouter => createBrowserRouter(routes);

/** The table with only `keep` among its page routes: every route that has children keeps its place and id. */
const pruned = (table: readonly RouteObject[], keep: ReadonlySet<RouteObject>): RouteObject[] =>
  table
    .filter((route) => route.children !== undefined || keep.has(route))
    .map((route) => (route.children ? { ...route, children: pruned(route.children, keep) } : route));

/** Every route that has children, parents first, as patchRoutes takes them (routes.tsx names each by an id). */
const parentsOf = (table: readonly RouteObject[]): RouteObject[] =>
  table.flatMap((route) => (route.children ? [route, ...parentsOf(route.children)] : []));

/**
 * The router (its table and options) that hydrates a server-rendered page at `pathname`. Creating a router ranks every route of its table
 * (≈ 160, tens of milliseconds on a slow phone, in the task before hydration), so it starts with the page's own
 * routes (candidateRoutes, resolved by resolveLazyRoutes) and takes in the rest of the table on the first
 * navigation that needs it (React Router's route discovery: patchRoutesOnNavigation). `hydrationData` says the
 * server rendered the page (no route it renders has a loader), so the page's match is taken as final.
 */
export const hydratingRouterSetup = (pathname: string, table: readonly RouteObject[] = routes) => {
  let complete = false;
  return {
    routes: pruned(table, new Set(candidateRoutes(pathname, table))),
    options: {
      hydrationData: { loaderData: {} },
      patchRoutesOnNavigation: ({
        patch,
      }: {
        patch: (routeId: string | null, children: RouteObject[]) => void;
      }) => {
        if (complete) return;
        complete = true;
        for (const parent of parentsOf(table)) patch(parent.id ?? null, parent.children ?? []);
      },
    },
  };
};

export const createHydratingRouter = (pathname: string): AppRouter => {
  const setup = hydratingRouterSetup(pathname);
  return createBrowserRouter(setup.routes, setup.options);
};

/**
 * The routes that may render `pathname`, with their ancestors: every route whose path matches it (the paths are
 * the exact patterns of core/domain/screens.ts, which matchesPattern reads as the router does), or the not-found
 * route when none does. A superset of what the router will match: React Router ranks the whole table on every
 * match (≈ 160 routes, tens of milliseconds on a slow phone), which the router's own creation does once already.
 */
export const candidateRoutes = (pathname: string, table: readonly RouteObject[] = routes): RouteObject[] => {
  const found = new Set<RouteObject>();
  let notFound: RouteObject[] = [];
  const walk = (list: readonly RouteObject[], ancestors: RouteObject[]) => {
    for (const route of list) {
      if (route.path === '*') notFound = [...ancestors, route];
      else if (route.path && matchesPattern(route.path, pathname))
        for (const r of [...ancestors, route]) found.add(r);
      if (route.children) walk(route.children, [...ancestors, route]);
    }
  };
  walk(table, []);
  return found.size > 0 ? [...found] : notFound;
};

/**
 * Loads the lazy route modules (and their namespaces) that `pathname` matches and puts them into the route
 * table, before the router is created. Hydrating a server-rendered page needs this: a router that still has a
 * lazy module to load starts uninitialised and renders its HydrateFallback (the splash), which does not match
 * the server's HTML. The server's static handler resolves the same `lazy` functions (web/entry-server.tsx).
 */
export const resolveLazyRoutes = async (pathname: string): Promise<void> => {
  const candidates = candidateRoutes(pathname);
  await yieldToMain();
  await Promise.all(
    candidates.map(async (route) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, module);
      delete route.lazy;
    }),
  );
};
