import { describe, expect, it } from 'vitest';
import { detectDelimiter, parseCsv } from './csv';
import { parseLocalDateTime } from '../../../../core/domain/amsterdamTime';
import { parseAmount } from './validate';

describe('CSV as spreadsheets write it', () => {
  it('detects ; , and tab from the header line', () => {
    expect(detectDelimiter('titel;plaats;prijs\nA,B;C;D')).toBe(';');
    expect(detectDelimiter('titel,plaats\n')).toBe(',');
    expect(detectDelimiter('"a;b",c,d')).toBe(',');
    expect(detectDelimiter('titel\tplaats')).toBe('\t');
  });

  it('handles a BOM, quotes, doubled quotes, line breaks inside quotes, CRLF and blank lines', () => {
    const csv = '\uFEFFtitel;beschrijving\r\n"Dans; vrij";"Zeg ""hoi""\r\nen dans"\r\n\r\n;;\r\nLaatste;x';
    expect(parseCsv(csv)).toEqual([
      { line: 1, cells: ['titel', 'beschrijving'] },
      { line: 2, cells: ['Dans; vrij', 'Zeg "hoi"\r\nen dans'] },
      { line: 6, cells: ['Laatste', 'x'] },
    ]);
  });

  it('refuses an unterminated quote', () => {
    expect(() => parseCsv('a;b\n"open;x')).toThrow(/kon niet als CSV/);
  });
});

describe('values from a Dutch sheet', () => {
  it('reads dates as Dutch time, summer and winter', () => {
    expect(parseLocalDateTime('2030-07-01 19:30')?.toISOString()).toBe('2030-07-01T17:30:00.000Z');
    expect(parseLocalDateTime('1-12-2030 9:05')?.toISOString()).toBe('2030-12-01T08:05:00.000Z');
    expect(parseLocalDateTime('01/12/2030 09:05:30')?.toISOString()).toBe('2030-12-01T08:05:30.000Z');
    expect(parseLocalDateTime('2030-07-01T12:00:00Z')?.toISOString()).toBe('2030-07-01T12:00:00.000Z');
    expect(parseLocalDateTime('31-02-2030 10:00')).toBeNull();
    expect(parseLocalDateTime('2030-07-01')).toBeNull();
    expect(parseLocalDateTime('morgen')).toBeNull();
  });

  it('reads amounts with a decimal comma', () => {
    expect(parseAmount('12,50')).toBe(12.5);
    expect(parseAmount('€ 1.250,00')).toBe(1250);
    expect(parseAmount('7.5')).toBe(7.5);
    expect(parseAmount('-3')).toBe(-3);
    expect(parseAmount('gratis')).toBeNull();
  });
});
