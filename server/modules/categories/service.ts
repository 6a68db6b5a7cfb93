import type { CategoryTreeResponse } from '../../../core/schemas/categories';
import { cachedPerDb } from '../../db/cachedPerDb';
import type { Db } from '../../db/client';
import { eventReadCaches } from '../../db/eventReadCaches';
import { presentMainCategory, presentSubtype } from './presenter';
import {
  type CategoryRow,
  countUpcomingEventsByCategory,
  selectActiveCategories,
  selectParentLinks,
} from './queries';

/** Subtypes hanging under the general 'event' type are offered under every main type that asks for them. */
const GENERAL_PARENT = 'event';

const bySortThenName = (a: CategoryRow, b: CategoryRow): number =>
  a.sortOrder - b.sortOrder || a.name.localeCompare(b.name, 'nl');

/**
 * The event-type tree of the menu and the event browser: active main types by name, each with its active
 * subtypes (linked by the main type's slug, plus the general 'event' subtypes when the main type shows them)
 * and the number of upcoming public events per category.
 */
export const getCategoryTree = async (db: Db, now = new Date()): Promise<CategoryTreeResponse> => {
  const [categories, links, counts] = await Promise.all([
    selectActiveCategories(db),
    selectParentLinks(db),
    countUpcomingEventsByCategory(db, now),
  ]);
  const byId = new Map(categories.map((c) => [c.id, c]));
  const childrenBySlug = new Map<string, CategoryRow[]>();
  for (const link of links) {
    const child = byId.get(link.categoryId);
    if (!child) continue;
    const list = childrenBySlug.get(link.parentSlug) ?? [];
    list.push(child);
    childrenBySlug.set(link.parentSlug, list);
  }

  const items = categories
    .filter((c) => c.isMainCategory)
    .map((main) => {
      const candidates = [
        ...(childrenBySlug.get(main.slug) ?? []),
        ...(main.showGeneralSubtypes && main.slug !== GENERAL_PARENT
          ? (childrenBySlug.get(GENERAL_PARENT) ?? [])
          : []),
      ];
      const unique = new Map(
        candidates.filter((c) => c.id !== main.id && !c.isMainCategory).map((c) => [c.id, c]),
      );
      const subtypes = [...unique.values()]
        .sort(bySortThenName)
        .map((c) => presentSubtype(c, counts.get(c.id) ?? 0));
      return presentMainCategory(main, counts.get(main.id) ?? 0, subtypes);
    });
  return { items };
};

/**
 * How long a computed tree is served from memory. Counting the upcoming events of every category reads all
 * of them (≈ 0.5 s at 100 000 events) and every visit of /events asks for the tree; counts a minute old are
 * fine for a menu and filter chips.
 */
export const CATEGORY_TREE_TTL_MS = 60_000;

/**
 * The category tree, recomputed at most once per CATEGORY_TREE_TTL_MS, and dropped on every instance when an
 * admin changes a category (kring_category_tree, routes.ts) or an event changes (its counts: eventReadCaches).
 */
export const getCachedCategoryTree = cachedPerDb(CATEGORY_TREE_TTL_MS, getCategoryTree);
eventReadCaches.add(getCachedCategoryTree);
