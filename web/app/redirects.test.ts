import { describe, expect, it } from 'vitest';
import { REDIRECTS, resolveRedirect } from './redirects';
import { SCREENS, screenForPath } from './screens';

describe('redirect table (spec §2)', () => {
  it.each([
    ['/pricing', '/prijzen'],
    ['/pricing/organisatie', '/prijzen'],
    ['/auth/register', '/gratis-proefperiode'],
    ['/register', '/gratis-proefperiode'],
    ['/registreren', '/gratis-proefperiode'],
    ['/subscription/renewal-cancelled', '/dashboard'],
    ['/dashboard/profiel', '/dashboard/organization/profiel'],
    ['/dashboard/profile', '/dashboard/professional/profiel'],
    ['/dashboard/bookings', '/dashboard/venue/bookings'],
  ])('%s → %s', (from, to) => {
    expect(resolveRedirect(from)).toBe(to);
  });

  it('leaves real screens alone', () => {
    expect(resolveRedirect('/prijzen')).toBeNull();
    expect(resolveRedirect('/pricing/a/b')).toBeNull();
    expect(resolveRedirect('/gratis-proefperiode')).toBeNull();
  });

  it('always forwards to a screen that exists', () => {
    for (const rule of REDIRECTS) expect(screenForPath(rule.to), rule.to).not.toBeNull();
  });

  it('never shadows a screen with an alias', () => {
    const screenPaths = new Set(SCREENS.flatMap((s) => s.paths));
    for (const rule of REDIRECTS) expect(screenPaths.has(rule.from), rule.from).toBe(false);
  });
});
