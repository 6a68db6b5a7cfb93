import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { REDIRECTS, SCREENS } from '@core/domain/screens';
import { candidateRoutes } from './router';
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
