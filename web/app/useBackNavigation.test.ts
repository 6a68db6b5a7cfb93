import { describe, expect, it } from 'vitest';
import { isSameOriginReferrer } from './useBackNavigation';

describe('isSameOriginReferrer', () => {
  it('accepts only our own origin', () => {
    expect(isSameOriginReferrer('https://kring.test/events', 'https://kring.test')).toBe(true);
    expect(isSameOriginReferrer('https://www.google.com/', 'https://kring.test')).toBe(false);
    expect(isSameOriginReferrer('http://kring.test/', 'https://kring.test')).toBe(false);
    expect(isSameOriginReferrer('', 'https://kring.test')).toBe(false);
    expect(isSameOriginReferrer('not a url', 'https://kring.test')).toBe(false);
  });
});
