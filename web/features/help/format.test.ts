import { describe, expect, it } from 'vitest';
import { formatHelpDate } from './format';

describe('formatHelpDate', () => {
  it("prints Amsterdam's day in Dutch or English, whatever the device's time zone", () => {
    // 23:30 UTC on 11 March is already 12 March in Amsterdam.
    expect(formatHelpDate('2026-03-11T23:30:00Z', 'nl')).toBe('12 maart 2026');
    expect(formatHelpDate('2026-03-11T23:30:00Z', 'en')).toBe('12 March 2026');
    expect(formatHelpDate('not a date', 'nl')).toBe('');
  });
});
