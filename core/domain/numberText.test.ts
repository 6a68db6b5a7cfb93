import { describe, expect, it } from 'vitest';
import { groupDigits, writeWholeNumber } from './numberText';

const SAMPLES = [
  0, 1, 7, 12, 999, 1000, 1001, 9999, 10_000, 12_345, 100_006, 999_999, 1_000_000, 123_456_789,
];

describe('writeWholeNumber', () => {
  it('writes whole numbers as Intl does in Dutch and English', () => {
    for (const n of [...SAMPLES, Number.MAX_SAFE_INTEGER]) {
      expect(writeWholeNumber(n, 'nl')).toBe(new Intl.NumberFormat('nl').format(n));
      expect(writeWholeNumber(n, 'nl-NL')).toBe(new Intl.NumberFormat('nl-NL').format(n));
      expect(writeWholeNumber(n, 'en')).toBe(new Intl.NumberFormat('en').format(n));
      expect(writeWholeNumber(n, 'en-GB')).toBe(new Intl.NumberFormat('en-GB').format(n));
      expect(writeWholeNumber(n, 'nl-BE')).toBe(new Intl.NumberFormat('nl-BE').format(n));
      expect(writeWholeNumber(n, 'en_US')).toBe(new Intl.NumberFormat('en-US').format(n));
    }
  });

  it('leaves to Intl what plain digits do not write the same way', () => {
    expect(writeWholeNumber(1.5, 'nl')).toBeNull();
    expect(writeWholeNumber(-3, 'nl')).toBeNull();
    expect(writeWholeNumber(-0, 'nl')).toBeNull();
    expect(writeWholeNumber(Number.MAX_SAFE_INTEGER + 2, 'nl')).toBeNull();
    expect(writeWholeNumber(Number.NaN, 'en')).toBeNull();
    expect(writeWholeNumber('12', 'nl')).toBeNull();
    expect(writeWholeNumber(1234, 'de')).toBeNull();
    // Regions of our languages that group otherwise (en-IN 1,00,006; en-ZA 100 006; en-CH 100'006).
    for (const region of ['en-IN', 'en-ZA', 'en-CH', 'en-SE'])
      expect(writeWholeNumber(100_006, region)).toBeNull();
    expect(writeWholeNumber(1234, 'nl', { numberingSystem: 'arab' })).toBeNull();
    expect(writeWholeNumber(1234, undefined)).toBeNull();
    expect(writeWholeNumber(1234, 'nl', { minimumFractionDigits: 2 })).toBeNull();
    expect(writeWholeNumber(1234, 'nl', { style: 'percent' })).toBeNull();
    expect(writeWholeNumber(1234, 'nl', { useGrouping: false })).toBeNull();
  });

  it('ignores the translation options i18next passes along with a format', () => {
    expect(writeWholeNumber(1234, 'nl', { count: 1234, ns: 'events', lng: 'nl' })).toBe('1.234');
  });
});

describe('groupDigits', () => {
  it('puts the separator between groups of three from the right', () => {
    expect(groupDigits('1234567', 'nl')).toBe('1.234.567');
    expect(groupDigits('1234567', 'en')).toBe('1,234,567');
    expect(groupDigits('123', 'nl')).toBe('123');
  });
});
