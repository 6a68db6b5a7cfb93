import { describe, expect, it } from 'vitest';
import { isShowcasePath, showcaseVisible } from './testPages';

describe('showcase pages', () => {
  it('knows the four showcase paths, not /novu-test or other pages', () => {
    for (const path of ['/responsive-test', '/unified-listing-test', '/map-test/', '/Tab-Dropdown-Test'])
      expect(isShowcasePath(path), path).toBe(true);
    for (const path of ['/novu-test', '/events', '/map-test/extra', '/bestaat-niet'])
      expect(isShowcasePath(path), path).toBe(false);
  });

  it('shows them to everyone outside production', () => {
    expect(showcaseVisible({ production: false, roles: [], impersonating: false })).toBe(true);
    expect(showcaseVisible({ production: false, roles: ['participant'], impersonating: true })).toBe(true);
  });

  it('shows them only to an admin in production, not while impersonating', () => {
    expect(showcaseVisible({ production: true, roles: [], impersonating: false })).toBe(false);
    expect(showcaseVisible({ production: true, roles: ['organization'], impersonating: false })).toBe(false);
    expect(showcaseVisible({ production: true, roles: ['admin'], impersonating: false })).toBe(true);
    expect(showcaseVisible({ production: true, roles: ['admin'], impersonating: true })).toBe(false);
  });
});
