import { describe, expect, it } from 'vitest';
import { durationParts, formatBytes } from './format';

describe('monitoring formats', () => {
  it('shows sizes in decimal units', () => {
    expect(formatBytes(512, 'nl')).toBe('512 B');
    expect(formatBytes(1_536, 'nl')).toBe('1,5 kB');
    expect(formatBytes(25_400_000, 'en')).toBe('25.4 MB');
  });
  it('splits a duration', () => {
    expect(durationParts(2 * 86_400 + 4 * 3600 + 5)).toEqual({ d: 2, h: 4, m: 0, s: 5 });
  });
});
