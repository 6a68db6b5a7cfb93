import { AppError } from '../../../core/errors';
import type {
  AdminCategoryDto,
  AdminCategoryList,
  CategoryCreateBody,
  CategoryReorderBody,
  CategoryUpdateBody,
} from '../../../core/schemas/categories';
import type { Db } from '../../db/client';
import { ensure } from '../../http/authorize';
import type { Actor } from '../../http/context';
import { recordAudit } from '../admin';
import { categoriesPolicy } from './policy';
import {
  type AdminCategoryRow,
  type CategoryValues,
  type Writer,
  countPublishedEventsByCategory,
  deleteCategoryRow,
  insertCategoryRow,
  notifyTreeChanged,
  renameParentSlug,
  replaceParents,
  selectAllCategories,
  selectCategoriesInUse,
  selectCategory,
  selectMainSlugs,
  setSortOrder,
  updateCategoryRow,
} from './queriesAdmin';
import { getCachedCategoryTree } from './service';

/** An admin write: who, from where. */
export type AdminCall = { actor: Actor; ip: string };

const present = (row: AdminCategoryRow, eventCount: number, inUse: boolean): AdminCategoryDto => ({
  ...row,
  eventCount,
  inUse,
});

/** Every category with its published-event count and whether it can still be deleted. */
export const listAdminCategories = async (db: Db, actor: Actor): Promise<AdminCategoryList> => {
  ensure(categoriesPolicy.manage(actor), 'admin_only');
  const [rows, counts, used] = await Promise.all([
    selectAllCategories(db),
    countPublishedEventsByCategory(db),
    selectCategoriesInUse(db),
  ]);
  return { items: rows.map((r) => present(r, counts.get(r.id) ?? 0, used.has(r.id))) };
};

const presentOne = async (db: Writer, id: string): Promise<AdminCategoryDto> => {
  const row = await selectCategory(db, id);
  if (!row) throw new AppError('category_not_found');
  const [counts, used] = await Promise.all([
    countPublishedEventsByCategory(db),
    selectCategoriesInUse(db, id),
  ]);
  return present(row, counts.get(id) ?? 0, used.has(id));
};

/** A subtype's parents must be existing main types (not itself). */
const checkParents = async (db: Writer, parents: string[], ownSlug: string) => {
  const unique = [...new Set(parents)];
  const known = await selectMainSlugs(db, unique);
  const missing = unique.filter((slug) => !known.has(slug) || slug === ownSlug);
  if (missing.length > 0) {
    throw new AppError('category_parent_unknown', {
      fields: { parents: `Onbekend hoofdtype: ${missing.join(', ')}.` },
    });
  }
  return unique;
};

/** Run a tree write: the change, its audit entry and the NOTIFY in one transaction; then drop this cache. */
const writeTree = async <T>(db: Db, work: (tx: Writer) => Promise<T>): Promise<T> => {
  const result = await db.transaction(async (tx) => {
    const value = await work(tx);
    await notifyTreeChanged(tx);
    return value;
  });
  // The NOTIFY reaches every instance (this one too); dropping it here as well makes the next read fresh
  // even before the notification arrives.
  getCachedCategoryTree.invalidate(db);
  return result;
};

export const createCategory = async (
  db: Db,
  call: AdminCall,
  body: CategoryCreateBody,
): Promise<AdminCategoryDto> => {
  ensure(categoriesPolicy.manage(call.actor), 'admin_only');
  const parents = body.isMainCategory ? [] : await checkParents(db, body.parents, body.slug);
  const values: CategoryValues = {
    slug: body.slug,
    name: body.name,
    description: body.description,
    isMainCategory: body.isMainCategory,
    iconUrl: body.iconUrl,
    isActive: body.isActive,
    showGeneralSubtypes: body.showGeneralSubtypes,
    sortOrder: body.sortOrder,
  };
  const id = await writeTree(db, async (tx) => {
    const newId = await insertCategoryRow(tx, values);
    await replaceParents(tx, newId, parents);
    const after = await selectCategory(tx, newId);
    await recordAudit(tx, {
      actorId: call.actor.userId,
      action: 'category.create',
      targetType: 'category',
      targetId: newId,
      data: { before: null, after },
      ip: call.ip,
    });
    return newId;
  });
  return presentOne(db, id);
};

export const updateCategory = async (
  db: Db,
  call: AdminCall,
  id: string,
  body: CategoryUpdateBody,
): Promise<AdminCategoryDto> => {
  ensure(categoriesPolicy.manage(call.actor), 'admin_only');
  const before = await selectCategory(db, id);
  if (!before) throw new AppError('category_not_found');
  const isMain = body.isMainCategory ?? before.isMainCategory;
  const slug = body.slug ?? before.slug;
  let parents = before.parents;
  if (isMain) parents = [];
  else if (body.parents !== undefined) parents = await checkParents(db, body.parents, slug);
  if (!isMain && parents.length === 0) {
    throw new AppError('validation_failed', {
      fields: { parents: 'Kies minstens één hoofdtype voor een subtype.' },
    });
  }
  const { parents: _ignored, ...fields } = body;
  await writeTree(db, async (tx) => {
    // A main type with events or subtypes (or a subtype events name) cannot change sides: its subtypes would
    // hang under a non-main parent and events would name a subtype as their main type.
    if (isMain !== before.isMainCategory && (await selectCategoriesInUse(tx, id)).has(id)) {
      throw new AppError('category_type_in_use');
    }
    await updateCategoryRow(tx, id, fields);
    if (before.isMainCategory && slug !== before.slug) await renameParentSlug(tx, before.slug, slug);
    if (parents.join() !== before.parents.join()) await replaceParents(tx, id, parents);
    const after = await selectCategory(tx, id);
    await recordAudit(tx, {
      actorId: call.actor.userId,
      action: 'category.update',
      targetType: 'category',
      targetId: id,
      data: { before, after },
      ip: call.ip,
    });
  });
  return presentOne(db, id);
};

/** Delete a category nothing refers to; one in use can only be deactivated (409 category_in_use). */
export const deleteCategory = async (db: Db, call: AdminCall, id: string): Promise<void> => {
  ensure(categoriesPolicy.manage(call.actor), 'admin_only');
  await writeTree(db, async (tx) => {
    const before = await selectCategory(tx, id);
    if (!before) throw new AppError('category_not_found');
    if ((await selectCategoriesInUse(tx, id)).has(id)) throw new AppError('category_in_use');
    await deleteCategoryRow(tx, id);
    await recordAudit(tx, {
      actorId: call.actor.userId,
      action: 'category.delete',
      targetType: 'category',
      targetId: id,
      data: { before, after: null },
      ip: call.ip,
    });
  });
};

/**
 * A new order for a group of siblings (up/down on the screen): sort_order becomes 10, 20, 30 … in the order
 * given; each category whose order changed gets its own 'category.update' entry.
 */
export const reorderCategories = async (
  db: Db,
  call: AdminCall,
  body: CategoryReorderBody,
): Promise<AdminCategoryList> => {
  ensure(categoriesPolicy.manage(call.actor), 'admin_only');
  const ids = [...new Set(body.ids)];
  await writeTree(db, async (tx) => {
    for (const [index, id] of ids.entries()) {
      const before = await selectCategory(tx, id);
      if (!before) throw new AppError('category_not_found');
      const sortOrder = (index + 1) * 10;
      if (before.sortOrder === sortOrder) continue;
      await setSortOrder(tx, id, sortOrder);
      await recordAudit(tx, {
        actorId: call.actor.userId,
        action: 'category.update',
        targetType: 'category',
        targetId: id,
        data: { before, after: { ...before, sortOrder } },
        ip: call.ip,
      });
    }
  });
  return listAdminCategories(db, call.actor);
};
