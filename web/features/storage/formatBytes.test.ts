import { describe, expect, it } from 'vitest';
import { formatBytes } from './formatBytes';

describe('formatBytes', () => {
  it('uses decimal units with one decimal, in the reader’s number format', () => {
    expect(formatBytes(0, 'nl')).toBe('0 B');
    expect(formatBytes(999, 'nl')).toBe('999 B');
    expect(formatBytes(1_450_000, 'nl')).toBe('1,5 MB');
    expect(formatBytes(1_450_000, 'en')).toBe('1.5 MB');
    expect(formatBytes(2_000_000_000_000_000, 'en')).toBe('2,000 TB');
  });
});
