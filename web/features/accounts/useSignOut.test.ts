import { describe, expect, it } from 'vitest';
import { isUserStorageKey } from './useSignOut';

describe('sign-out storage cleanup', () => {
  it('removes the stored role and context choices', () => {
    for (const key of ['kring.activeRole', 'kring.activeRole:u1', 'kring.activeContext:u1', 'kring.role']) {
      expect(isUserStorageKey(key), key).toBe(true);
    }
  });

  it('keeps device choices such as language and cookie consent', () => {
    for (const key of ['kring.lang', 'kring.cookieConsent', 'other.activeRole']) {
      expect(isUserStorageKey(key), key).toBe(false);
    }
  });
});
