import { asc, eq } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { type Db, executeRows } from '../../db/client';
import { eventCategories, eventCategoryParents } from '../../db/schema';

export type CategoryRow = {
  id: string;
  slug: string;
  name: string;
  iconUrl: string | null;
  isMainCategory: boolean;
  showGeneralSubtypes: boolean;
  sortOrder: number;
};

/** Active categories (main types and subtypes), by name. */
export const selectActiveCategories = (db: Db): Promise<CategoryRow[]> =>
  db
    .select({
      id: eventCategories.id,
      slug: eventCategories.slug,
      name: eventCategories.name,
      iconUrl: eventCategories.iconUrl,
      isMainCategory: eventCategories.isMainCategory,
      showGeneralSubtypes: eventCategories.showGeneralSubtypes,
      sortOrder: eventCategories.sortOrder,
    })
    .from(eventCategories)
    .where(eq(eventCategories.isActive, true))
    .orderBy(asc(eventCategories.name));

export const selectParentLinks = (db: Db): Promise<{ categoryId: string; parentSlug: string }[]> =>
  db
    .select({ categoryId: eventCategoryParents.categoryId, parentSlug: eventCategoryParents.parentSlug })
    .from(eventCategoryParents);

/**
 * Published, not deleted, upcoming events per category. An event belongs to a category through its main
 * type, its subtype or the category mapping (the same rule as the event list filter); the UNION counts an
 * event once per category even when it is linked several ways. One pass over the upcoming events.
 */
export const countUpcomingEventsByCategory = async (db: Db, now: Date): Promise<Map<string, number>> => {
  const rows = await executeRows<{ category_id: string; n: number }>(
    db,
    sql`
      with upcoming as (
        select id, main_type_id, sub_type_id from events
        where status = 'published' and deleted_at is null and start_date >= ${now.toISOString()}::timestamptz
      ),
      links as (
        select id as event_id, main_type_id as category_id from upcoming where main_type_id is not null
        union
        select id, sub_type_id from upcoming where sub_type_id is not null
        union
        select m.event_id, m.category_id from event_category_mapping m join upcoming u on u.id = m.event_id
      )
      select category_id, count(*)::int as n from links group by category_id`,
  );
  return new Map(rows.map((r) => [r.category_id, Number(r.n)]));
};
