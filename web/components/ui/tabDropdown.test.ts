import { describe, expect, it } from 'vitest';
import { filterTabChoices, moveHighlight, usesDropdown } from './tabDropdown';

const tabs = ['Dans', 'Café-avond', 'Ademwerk', 'Yoga & ademhaling', 'Retraite'].map((label, i) => ({
  key: `k${i}`,
  label,
}));

describe('tab list or searchable dropdown', () => {
  it('turns into a dropdown above the threshold of 10, not at it', () => {
    expect(usesDropdown(10)).toBe(false);
    expect(usesDropdown(11)).toBe(true);
    expect(usesDropdown(4, 3)).toBe(true);
    expect(usesDropdown(3, 3)).toBe(false);
  });

  it('finds tabs by every word, without case or accents', () => {
    expect(filterTabChoices(tabs, 'cafe').map((t) => t.label)).toEqual(['Café-avond']);
    expect(filterTabChoices(tabs, 'ADEM').map((t) => t.label)).toEqual(['Ademwerk', 'Yoga & ademhaling']);
    expect(filterTabChoices(tabs, 'adem yoga').map((t) => t.label)).toEqual(['Yoga & ademhaling']);
    expect(filterTabChoices(tabs, '  ')).toHaveLength(5);
    expect(filterTabChoices(tabs, 'salsa')).toEqual([]);
  });

  it('moves the highlight round at both ends', () => {
    expect(moveHighlight(0, 1, 3)).toBe(1);
    expect(moveHighlight(2, 1, 3)).toBe(0);
    expect(moveHighlight(0, -1, 3)).toBe(2);
    expect(moveHighlight(-1, 1, 3)).toBe(0);
    expect(moveHighlight(-1, -1, 3)).toBe(2);
    expect(moveHighlight(0, 1, 0)).toBe(-1);
  });
});
