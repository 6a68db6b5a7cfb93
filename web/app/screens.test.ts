import { describe, expect, it } from 'vitest';
import { ADMIN_NAV, DASHBOARD_NAV, SCREENS, screenByKey, screenHref } from './screens';

describe('screen table', () => {
  it('has unique keys and unique paths', () => {
    const keys = SCREENS.map((s) => s.key);
    expect(new Set(keys).size).toBe(keys.length);
    const paths = SCREENS.flatMap((s) => s.paths);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('links only to screens that have a static URL', () => {
    for (const s of SCREENS)
      for (const link of s.links ?? []) expect(screenHref(link), `${s.key} → ${link}`).not.toBeNull();
    for (const group of [...DASHBOARD_NAV, ...ADMIN_NAV])
      for (const key of group.keys) expect(screenHref(key), key).not.toBeNull();
  });

  it('builds every screen: none falls back to the placeholder frame', () => {
    expect(SCREENS.filter((s) => !s.page).map((s) => s.key)).toEqual([]);
  });

  it('resolves keys', () => {
    expect(screenByKey('pricing')?.extra).toBe('pricingCards');
    expect(screenHref('eventDetail')).toBeNull();
  });
});
