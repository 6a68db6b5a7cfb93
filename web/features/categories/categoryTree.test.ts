import { describe, expect, it } from 'vitest';
import type { AdminCategoryDto } from '@core/schemas/categories';
import { buildCategoryTree, slugify } from './categoryTree';

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

describe('slugify', () => {
  it('makes a slug from a Dutch name', () => {
    expect(slugify('Café & Dans – Extase')).toBe('cafe-en-dans-extase');
  });
});
