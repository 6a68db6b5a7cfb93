import { describe, expect, it } from 'vitest';
import { REDIRECTS, SCREENS, isAppPage, matchesPattern, resolveRedirect, screenForPath } from './screens';

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

describe('screen table (spec §2)', () => {
  it('has unique keys and unique paths', () => {
    const keys = SCREENS.map((s) => s.key);
    expect(new Set(keys).size).toBe(keys.length);
    const paths = SCREENS.flatMap((s) => s.paths);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each([
    ['/', 'landing'],
    ['/events/festival', 'events'],
    ['/evenement/zomerdans-utrecht', 'eventDetail'],
    ['/help/artikel/wachtwoord', 'helpArticle'],
    ['/organization/de-bron/reviews', 'organizationReviews'],
    ['/community/onderwerp/ademwerk', 'communityTopic'],
    ['/onderwerp/ademwerk', 'communityTopic'],
    ['/inloggen', 'login'],
    ['/create-event', 'dashEventCreate'],
    ['/dashboard/evenementen/edit/zomerfeest', 'dashEventEdit'],
    ['/dashboard/evenementen/prullenbak', 'dashEventsTrash'],
    ['/admin/gebruiker/42/purity-test', 'adminPurityTest'],
    ['/admin/instellingen/email-logs', 'adminEmailLogs'],
    ['/tab-dropdown-test', 'tabDropdownTest'],
  ])('%s shows %s', (path, key) => {
    expect(screenForPath(path)?.key).toBe(key);
  });

  it('keeps unknown paths unknown (404)', () => {
    expect(screenForPath('/bestaat-niet')).toBeNull();
    expect(screenForPath('/dashboard/onbekend/diep')).toBeNull();
  });
});

describe('matching a pathname', () => {
  it('matches like the router: one segment per parameter, any case, one trailing slash', () => {
    expect(matchesPattern('/event/:id', '/event/abc')).toBe(true);
    expect(matchesPattern('/event/:id', '/event/abc/')).toBe(true);
    expect(matchesPattern('/event/:id', '/event/')).toBe(false);
    expect(matchesPattern('/event/:id', '/event/a/b')).toBe(false);
    expect(matchesPattern('/prijzen', '/Prijzen')).toBe(true);
    expect(matchesPattern('/', '/')).toBe(true);
    expect(matchesPattern('/', '/x')).toBe(false);
  });

  it('knows every page and alias, and nothing else', () => {
    expect(isAppPage('/prijzen')).toBe(true);
    expect(isAppPage('/pricing/organisatie')).toBe(true);
    expect(isAppPage('/dashboard/evenementen/edit/zomerfeest')).toBe(true);
    expect(isAppPage('/bestaat-niet')).toBe(false);
    expect(isAppPage('/api')).toBe(false);
  });
});
