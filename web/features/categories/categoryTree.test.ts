import { describe, expect, it } from 'vitest';
import type { AdminCategoryDto } from '@core/schemas/categories';
import { buildCategoryTree, moveInGroup, slugify } from './categoryTree';

const cat = (slug: string, extra: Partial<AdminCategoryDto> = {}): AdminCategoryDto => ({
  id: slug,
  slug,
  name: slug,
  description: null,
  isMainCategory: false,
  parents: [],
  iconUrl: null,
  isActive: true,
  showGeneralSubtypes: false,
  sortOrder: 0,
  eventCount: 0,
  inUse: false,
  ...extra,
});

describe('buildCategoryTree', () => {
  it('groups subtypes under each parent in order; unknown parents become orphans', () => {
    const { groups, orphans } = buildCategoryTree([
      cat('event', { isMainCategory: true, sortOrder: 20 }),
      cat('dans', { isMainCategory: true, sortOrder: 10 }),
      cat('b', { parents: ['dans'], sortOrder: 2 }),
      cat('a', { parents: ['dans', 'event'], sortOrder: 1 }),
      cat('x', { parents: ['weg'] }),
    ]);
    expect(groups.map((g) => [g.main.slug, g.subtypes.map((s) => s.slug)])).toEqual([
      ['dans', ['a', 'b']],
      ['event', ['a']],
    ]);
    expect(orphans.map((o) => o.slug)).toEqual(['x']);
  });
});

describe('moveInGroup', () => {
  it('swaps with the neighbour, refuses past the ends', () => {
    expect(moveInGroup(['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(moveInGroup(['a', 'b', 'c'], 'c', 1)).toBeNull();
    expect(moveInGroup(['a', 'b', 'c'], 'a', -1)).toBeNull();
  });
});

describe('slugify', () => {
  it('makes a slug from a Dutch name', () => {
    expect(slugify('Café & Dans – Extase')).toBe('cafe-en-dans-extase');
  });
});
