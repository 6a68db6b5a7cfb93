import type { Db } from '../client';
import {
  eventCategories,
  eventCategoryParents,
  forumCategories,
  helpdeskArticles,
  professionalSpecializations,
  professionalTypes,
  roadmapItems,
} from '../schema';
import {
  buildHelpArticles,
  FORUM_CATEGORIES,
  MAIN_CATEGORIES,
  PROFESSIONAL_TYPES,
  ROADMAP_ITEMS,
  slugify,
  SUB_CATEGORIES,
  uuidFor,
} from './data';
import { insertMany } from './insert';

/** Ids of reference rows that later steps link to. */
export type CatalogIds = {
  categoryBySlug: ReadonlyMap<string, string>;
  professionalTypeBySlug: ReadonlyMap<string, string>;
  /** Key: `${typeSlug}/${specialisation name}`. */
  specializationByName: ReadonlyMap<string, string>;
  forumCategoryBySlug: ReadonlyMap<string, string>;
};

/** Event categories with parents, professional types, help, roadmap, forum categories. */
export const seedCatalog = async (db: Db, now: Date): Promise<CatalogIds> => {
  const categoryBySlug = new Map<string, string>();
  const mains = MAIN_CATEGORIES.map((c, i) => {
    const id = uuidFor('category', i);
    categoryBySlug.set(c.slug, id);
    return {
      id,
      slug: c.slug,
      name: c.name,
      description: c.description,
      isMainCategory: true,
      showGeneralSubtypes: c.showGeneralSubtypes,
      sortOrder: c.sortOrder,
    };
  });
  const subs = SUB_CATEGORIES.map((c, i) => {
    const id = uuidFor('category', 100 + i);
    categoryBySlug.set(c.slug, id);
    return { id, slug: c.slug, name: c.name, isMainCategory: false, sortOrder: i };
  });
  await insertMany(db, eventCategories, [...mains, ...subs]);
  await insertMany(
    db,
    eventCategoryParents,
    SUB_CATEGORIES.flatMap((c) =>
      c.parents.map((parentSlug) => ({ categoryId: categoryBySlug.get(c.slug) as string, parentSlug })),
    ),
  );

  const professionalTypeBySlug = new Map<string, string>();
  const specializationByName = new Map<string, string>();
  await insertMany(
    db,
    professionalTypes,
    PROFESSIONAL_TYPES.map((t, i) => {
      const id = uuidFor('professional-type', i);
      professionalTypeBySlug.set(t.slug, id);
      return { id, slug: t.slug, name: t.name, sortOrder: i };
    }),
  );
  await insertMany(
    db,
    professionalSpecializations,
    PROFESSIONAL_TYPES.flatMap((t, i) =>
      t.specializations.map((name, k) => {
        const id = uuidFor('specialization', i * 100 + k);
        specializationByName.set(`${t.slug}/${name}`, id);
        return {
          id,
          professionalTypeId: professionalTypeBySlug.get(t.slug) as string,
          slug: slugify(name),
          name,
        };
      }),
    ),
  );

  await insertMany(
    db,
    helpdeskArticles,
    buildHelpArticles(now).map((a) => ({
      title: a.title,
      slug: a.slug,
      content: a.content,
      excerpt: a.excerpt,
      category: a.category,
      tags: [...a.tags],
      readTime: a.readTime,
      featured: a.featured,
      published: a.published,
      author: a.author,
      viewCount: a.viewCount,
      createdAt: a.createdAt,
      updatedAt: a.updatedAt,
    })),
  );

  await insertMany(
    db,
    roadmapItems,
    ROADMAP_ITEMS.map((r) => ({ ...r })),
  );

  const forumCategoryBySlug = new Map<string, string>();
  await insertMany(
    db,
    forumCategories,
    FORUM_CATEGORIES.map((c, i) => {
      const id = uuidFor('forum-category', i);
      forumCategoryBySlug.set(c.slug, id);
      return { id, ...c };
    }),
  );

  return { categoryBySlug, professionalTypeBySlug, specializationByName, forumCategoryBySlug };
};
