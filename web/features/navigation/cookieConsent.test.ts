import { describe, expect, it } from 'vitest';
import { parseConsent } from './cookieConsent';

describe('parseConsent', () => {
  it('keeps known choices and treats the rest as unset', () => {
    expect(parseConsent('accepted')).toBe('accepted');
    expect(parseConsent('declined')).toBe('declined');
    expect(parseConsent(null)).toBe('unset');
    expect(parseConsent('yes')).toBe('unset');
  });
});
