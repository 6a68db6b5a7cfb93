import { createBrowserRouter, matchRoutes } from 'react-router';
import { yieldToMain } from '@web/lib/yieldToMain';
import { routes } from './routes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export const createAppRouter = (): AppRouter => createBrowserRouter(routes);

/**
 * Loads the lazy route modules (and their namespaces) that `pathname` matches and puts them into the route
 * table, before the router is created. Hydrating a server-rendered page needs this: a router that still has a
 * lazy module to load starts uninitialised and renders its HydrateFallback (the splash), which does not match
 * the server's HTML. The server's static handler resolves the same `lazy` functions (web/entry-server.tsx).
 */
export const resolveLazyRoutes = async (pathname: string): Promise<void> => {
  const matches = matchRoutes(routes, pathname) ?? [];
  // Matching ranks the whole route table; evaluating the page's modules is the next task, not the same long one.
  await yieldToMain();
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, module);
      delete route.lazy;
    }),
  );
};
