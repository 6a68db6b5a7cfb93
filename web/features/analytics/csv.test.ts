import { describe, expect, it } from 'vitest';
import { CSV_BOM, toCsv } from './csv';

describe('toCsv', () => {
  it('writes a BOM, Dutch headers, ; separators, CRLF and decimal commas', () => {
    const csv = toCsv(
      ['Datum', 'Weergaven', 'Gemiddelde beoordeling'],
      [
        ['2026-11-25', 12, 4.5],
        ['2026-11-26', 0, null],
      ],
    );
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.slice(1)).toBe(
      'Datum;Weergaven;Gemiddelde beoordeling\r\n2026-11-25;12;4,5\r\n2026-11-26;0;\r\n',
    );
  });

  it('quotes fields with separators, quotes or line breaks, and defuses formulas', () => {
    const csv = toCsv(['Evenement'], [['Adem; "stilte"'], ['=SOM(A1)'], ['twee\nregels']]);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Evenement',
      '"Adem; ""stilte"""',
      "'=SOM(A1)",
      '"twee\nregels"',
      '',
    ]);
  });
});
