import { eq, inArray, sql } from 'drizzle-orm';
import { type Db, executeRows } from '../../db/client';
import { eventCategories, eventCategoryParents } from '../../db/schema';
import { categoryTreeChannel } from './channels';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Writer = Db | Tx;

/** A category as the admin screen and the audit log see it. */
export type AdminCategoryRow = {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  isMainCategory: boolean;
  parents: string[];
  iconUrl: string | null;
  isActive: boolean;
  showGeneralSubtypes: boolean;
  sortOrder: number;
};

type RawCategory = {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  is_main_category: boolean;
  parents: string[] | null;
  icon_url: string | null;
  is_active: boolean;
  show_general_subtypes: boolean;
  sort_order: number;
};

const toRow = (r: RawCategory): AdminCategoryRow => ({
  id: r.id,
  slug: r.slug,
  name: r.name,
  description: r.description,
  isMainCategory: r.is_main_category,
  parents: [...(r.parents ?? [])].sort(),
  iconUrl: r.icon_url,
  isActive: r.is_active,
  showGeneralSubtypes: r.show_general_subtypes,
  sortOrder: Number(r.sort_order),
});

const categoriesWithParents = (where: ReturnType<typeof sql>) => sql`
  select c.id, c.slug, c.name, c.description, c.is_main_category, c.icon_url, c.is_active,
         c.show_general_subtypes, c.sort_order,
         coalesce((select array_agg(p.parent_slug) from event_category_parents p where p.category_id = c.id),
                  '{}') as parents
  from event_categories c ${where}
  order by c.is_main_category desc, c.sort_order, c.name`;

/** Every category (active or not), main types first, then by order and name. */
export const selectAllCategories = async (db: Writer): Promise<AdminCategoryRow[]> =>
  (await executeRows<RawCategory>(db, categoriesWithParents(sql``))).map(toRow);

export const selectCategory = async (db: Writer, id: string): Promise<AdminCategoryRow | null> => {
  const [row] = await executeRows<RawCategory>(db, categoriesWithParents(sql`where c.id = ${id}`));
  return row ? toRow(row) : null;
};

/** The slugs of these main types that exist (a subtype's parents must be main types). */
export const selectMainSlugs = async (db: Writer, slugs: string[]): Promise<Set<string>> => {
  if (slugs.length === 0) return new Set();
  const rows = await db
    .select({ slug: eventCategories.slug, isMain: eventCategories.isMainCategory })
    .from(eventCategories)
    .where(inArray(eventCategories.slug, slugs));
  return new Set(rows.filter((r) => r.isMain).map((r) => r.slug));
};

/**
 * Published, not deleted events per category, past ones included; linked by main type, subtype or mapping,
 * each event once per category (the same links as the public tree).
 */
export const countPublishedEventsByCategory = async (db: Writer): Promise<Map<string, number>> => {
  const rows = await executeRows<{ category_id: string; n: number }>(
    db,
    sql`
      with published as (
        select id, main_type_id, sub_type_id from events where status = 'published' and deleted_at is null
      ),
      links as (
        select id as event_id, main_type_id as category_id from published where main_type_id is not null
        union
        select id, sub_type_id from published where sub_type_id is not null
        union
        select m.event_id, m.category_id from event_category_mapping m join published p on p.id = m.event_id
      )
      select category_id, count(*)::int as n from links group by category_id`,
  );
  return new Map(rows.map((r) => [r.category_id, Number(r.n)]));
};

/**
 * Categories something refers to: any event in any status (main type, subtype or mapping; deleting would
 * silently change those events) or, for a main type, a subtype hanging under its slug.
 */
export const selectCategoriesInUse = async (db: Writer, id?: string): Promise<Set<string>> => {
  const only = id ? sql`where category_id = ${id}` : sql``;
  const rows = await executeRows<{ category_id: string }>(
    db,
    sql`
      select distinct category_id from (
        select main_type_id as category_id from events where main_type_id is not null
        union all
        select sub_type_id from events where sub_type_id is not null
        union all
        select category_id from event_category_mapping
        union all
        select c.id from event_categories c join event_category_parents p on p.parent_slug = c.slug
      ) used ${only}`,
  );
  return new Set(rows.map((r) => r.category_id));
};

export type CategoryValues = Omit<AdminCategoryRow, 'id' | 'parents'>;

export const insertCategoryRow = async (tx: Writer, values: CategoryValues): Promise<string> => {
  const [row] = await tx.insert(eventCategories).values(values).returning({ id: eventCategories.id });
  if (!row) throw new Error('category insert returned nothing');
  return row.id;
};

export const updateCategoryRow = async (tx: Writer, id: string, values: Partial<CategoryValues>) => {
  if (Object.keys(values).length === 0) return;
  await tx.update(eventCategories).set(values).where(eq(eventCategories.id, id));
};

export const replaceParents = async (tx: Writer, id: string, parents: string[]) => {
  await tx.delete(eventCategoryParents).where(eq(eventCategoryParents.categoryId, id));
  if (parents.length > 0) {
    await tx
      .insert(eventCategoryParents)
      .values(parents.map((parentSlug) => ({ categoryId: id, parentSlug })));
  }
};

/** A main type's slug changed: its subtypes follow it. */
export const renameParentSlug = async (tx: Writer, from: string, to: string) => {
  await tx
    .update(eventCategoryParents)
    .set({ parentSlug: to })
    .where(eq(eventCategoryParents.parentSlug, from));
};

export const deleteCategoryRow = async (tx: Writer, id: string) => {
  await tx.delete(eventCategories).where(eq(eventCategories.id, id));
};

export const setSortOrder = async (tx: Writer, id: string, sortOrder: number) => {
  await tx.update(eventCategories).set({ sortOrder }).where(eq(eventCategories.id, id));
};

/** Tell every instance (on commit) that the public tree is stale. */
export const notifyTreeChanged = async (tx: Writer) => {
  await tx.execute(sql`select pg_notify(${categoryTreeChannel.name}, '{}')`);
};
