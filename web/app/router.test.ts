import { createMemoryRouter, matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { REDIRECTS, SCREENS } from '@core/domain/screens';
import { candidateRoutes, hydratingRouterSetup, resolveLazyRoutes } from './router';
import { routes } from './routes';

/** A concrete path of a pattern: each parameter filled in. */
const concrete = (pattern: string) => pattern.replace(/:[^/]+/g, 'iets-42');

describe('the routes resolved before hydration', () => {
  const paths = [
    ...SCREENS.flatMap((screen) => screen.paths.flatMap((path) => [concrete(path), `${concrete(path)}/`])),
    ...SCREENS.flatMap((screen) => screen.paths.map((path) => concrete(path).toUpperCase())),
    ...REDIRECTS.map(({ from }) => concrete(from)),
    '/bestaat-niet',
    '/events/dans/extra/diep',
    '/venues',
  ];

  it('include every route React Router matches, for every page, alias and unknown path', () => {
    expect(paths.length).toBeGreaterThan(300);
    for (const path of paths) {
      const matched = (matchRoutes(routes, path) ?? []).map(({ route }) => route);
      expect(matched.length, path).toBeGreaterThan(0);
      const candidates = candidateRoutes(path);
      for (const route of matched) expect(candidates, `${path} → ${route.path ?? route.id}`).toContain(route);
    }
  });

  it('are few: the matching page, not the table', () => {
    expect(candidateRoutes('/venues/hoeve').length).toBeLessThanOrEqual(4);
    expect(candidateRoutes('/bestaat-niet').map((route) => route.path)).toContain('*');
  });
});

describe('the router that hydrates a server-rendered page', () => {
  it('names every route that has children, so the rest of the table can be patched in', () => {
    const parents = (table: readonly RouteObject[]): RouteObject[] =>
      table.flatMap((route) => (route.children ? [route, ...parents(route.children)] : []));
    expect(parents(routes).length).toBeGreaterThanOrEqual(6);
    for (const route of parents(routes)) expect(route.id, JSON.stringify(route.path)).toBeTruthy();
  });

  it('starts initialised with the page and discovers every other page on navigation', async () => {
    // As web/main.tsx does before hydrating: the page's own module is loaded first.
    await resolveLazyRoutes('/venues/hoeve');
    const setup = hydratingRouterSetup('/venues/hoeve');
    const router = createMemoryRouter(setup.routes, { ...setup.options, initialEntries: ['/venues/hoeve'] });
    expect(router.state.initialized).toBe(true);
    expect(router.state.matches.at(-1)?.route.path).toBe('/venues/:venueSlug');
    const leaf = () => router.state.matches.at(-1)?.route.path;
    for (const [path, pattern] of [
      ['/events', '/events'],
      ['/venues/andere-plek', '/venues/:venueSlug'],
      ['/community', '/community'],
      ['/bestaat-niet', '*'],
      ['/venues', '/venues'],
      ['/professionals', '/professionals'],
      ['/dashboard', '/dashboard'],
    ] as const) {
      await router.navigate(path);
      expect(leaf(), path).toBe(pattern);
    }
    router.dispose();
  }, 30_000);
});
