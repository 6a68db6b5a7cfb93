import { boolean, index, integer, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/** Event categories: the nine main types and their subtypes (spec §3). Name and slug are unique. */
export const eventCategories = pgTable(
  'event_categories',
  {
    id: id(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    isMainCategory: boolean('is_main_category').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    showGeneralSubtypes: boolean('show_general_subtypes').notNull().default(false),
    iconUrl: text('icon_url'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    unique('event_categories_slug_unique').on(t.slug),
    unique('event_categories_name_unique').on(t.name),
  ],
);

/** Which subtypes hang under which main type (by the main type's slug). */
export const eventCategoryParents = pgTable(
  'event_category_parents',
  {
    categoryId: uuid('category_id')
      .notNull()
      .references(() => eventCategories.id, { onDelete: 'cascade' }),
    parentSlug: text('parent_slug').notNull(),
  },
  (t) => [
    primaryKey({ name: 'event_category_parents_pk', columns: [t.categoryId, t.parentSlug] }),
    index('event_category_parents_parent_idx').on(t.parentSlug),
  ],
);
