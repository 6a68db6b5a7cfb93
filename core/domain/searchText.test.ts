import { describe, expect, it } from 'vitest';
import { foldSearchText, likePatternsFor } from './searchText';

describe('foldSearchText: as lower(unaccent(…)) stores it', () => {
  it('drops accents, unfolds ligatures and lowers case', () => {
    expect(foldSearchText('Café Æther Straße')).toBe('cafe aether strasse');
  });

  it('writes typographic quotes and dashes the way unaccent does', () => {
    expect(foldSearchText('Mantra’s – „het hart“ … ‘Gent’—Brugge')).toBe(
      `mantra's - ,,het hart" ... 'gent'-brugge`,
    );
  });

  it('makes one LIKE pattern per word, wildcards taken literally', () => {
    expect(likePatternsFor('  Mantra’s 50%_ ')).toEqual([`%mantra's%`, '%50\\%\\_%']);
  });
});
