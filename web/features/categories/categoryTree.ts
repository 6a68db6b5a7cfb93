import type { AdminCategoryDto } from '@core/schemas/categories';

export type CategoryGroup = { main: AdminCategoryDto; subtypes: AdminCategoryDto[] };

const byOrder = (a: AdminCategoryDto, b: AdminCategoryDto) =>
  a.sortOrder - b.sortOrder || a.name.localeCompare(b.name, 'nl');

/**
 * The admin tree: main types in their order, each with the subtypes that name it as parent (a subtype with
 * several parents appears under each); subtypes whose parents are all unknown are returned apart.
 */
export const buildCategoryTree = (
  items: readonly AdminCategoryDto[],
): { groups: CategoryGroup[]; orphans: AdminCategoryDto[] } => {
  const mains = items.filter((c) => c.isMainCategory).sort(byOrder);
  const slugs = new Set(mains.map((m) => m.slug));
  const subtypes = items.filter((c) => !c.isMainCategory).sort(byOrder);
  return {
    groups: mains.map((main) => ({ main, subtypes: subtypes.filter((s) => s.parents.includes(main.slug)) })),
    orphans: subtypes.filter((s) => !s.parents.some((p) => slugs.has(p))),
  };
};

/** A slug from a name: lower case, accents off, words joined by dashes. */
export const slugify = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' en ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
