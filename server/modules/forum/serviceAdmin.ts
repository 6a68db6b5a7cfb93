import { slugify } from '../../../core/domain/slugs';
import { AppError } from '../../../core/errors';
import type {
  ForumCategory,
  ForumCategoryInput,
  ForumCategoryList,
  ForumCategoryPatch,
  ForumPost,
  ForumReport,
  ForumReportDecision,
  ForumReportPage,
  ForumReportStatus,
  ForumTopicDetail,
  ForumTopicModeration,
} from '../../../core/schemas/forum';
import { FORUM_PAGE_SIZE } from '../../../core/domain/forum';
import type { Db } from '../../db/client';
import { ensure } from '../../http/authorize';
import type { Actor } from '../../http/context';
import { forumPolicy } from './policy';
import { excerptOf, presentCategory } from './presenter';
import {
  insertCategory,
  nextCategorySortOrder,
  reorderCategories,
  selectCategories,
  selectCategoryBy,
  updateCategory,
} from './queries';
import { type ReportRecord, countReports, decideReport, selectReport, selectReports } from './queriesAdmin';
import { selectPostState, updatePost } from './queriesPosts';
import { selectTopicState, updateTopic } from './queriesTopics';
import { forgetForumStats, loadTopic } from './service';
import { loadPost } from './serviceWrite';

/**
 * Moderation (admins; spec §6 "moderator or admin"): hide, pin, feature, move, lock topics; hide posts; the
 * report queue; categories (no delete: deactivate). Moving a topic moves its counts through the trigger.
 */

export const moderateTopic = async (
  db: Db,
  actor: Actor,
  id: string,
  input: ForumTopicModeration,
): Promise<ForumTopicDetail> => {
  ensure(forumPolicy.moderate(actor), 'forum_forbidden');
  if (!(await selectTopicState(db, id))) throw new AppError('forum_topic_not_found');
  if (input.categoryId && !(await selectCategoryBy(db, { id: input.categoryId }))) {
    throw new AppError('forum_category_not_found');
  }
  await updateTopic(db, id, {
    ...(input.isHidden !== undefined ? { isHidden: input.isHidden } : {}),
    ...(input.isPinned !== undefined ? { isPinned: input.isPinned } : {}),
    ...(input.isFeatured !== undefined ? { isFeatured: input.isFeatured } : {}),
    ...(input.categoryId !== undefined ? { categoryId: input.categoryId } : {}),
    ...(input.status !== undefined ? { status: input.status } : {}),
  });
  forgetForumStats(db);
  return loadTopic(db, actor, id);
};

export const moderatePost = async (
  db: Db,
  actor: Actor,
  id: string,
  isHidden: boolean,
): Promise<ForumPost> => {
  ensure(forumPolicy.moderate(actor), 'forum_forbidden');
  if (!(await selectPostState(db, id))) throw new AppError('forum_post_not_found');
  await updatePost(db, id, { isHidden });
  forgetForumStats(db);
  return loadPost(db, actor, id);
};

const presentReport = (row: ReportRecord): ForumReport => ({
  id: row.id,
  target: row.postId ? 'post' : 'topic',
  reason: row.reason,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  reporterName: row.reporterName,
  topic: { id: row.topicId, title: row.topicTitle, slug: row.topicSlug, isHidden: row.topicHidden },
  post:
    row.postId && row.postContent !== null
      ? { id: row.postId, excerpt: excerptOf(row.postContent), isHidden: row.postHidden ?? false }
      : null,
  excerpt: excerptOf(row.postContent ?? row.topicContent),
});

export const listReports = async (
  db: Db,
  actor: Actor,
  status: ForumReportStatus,
  page: number,
): Promise<ForumReportPage> => {
  ensure(forumPolicy.moderate(actor), 'admin_only');
  const offset = (page - 1) * FORUM_PAGE_SIZE;
  const [rows, total] = await Promise.all([
    selectReports(db, status, FORUM_PAGE_SIZE, offset),
    countReports(db, status),
  ]);
  return { items: rows.map(presentReport), total, page, pageSize: FORUM_PAGE_SIZE };
};

export const decide = async (
  db: Db,
  actor: Actor,
  id: string,
  decision: ForumReportDecision,
): Promise<ForumReport> => {
  ensure(forumPolicy.moderate(actor), 'admin_only');
  if (!(await decideReport(db, id, decision.status, actor.userId))) throw new AppError('not_found');
  const row = await selectReport(db, id);
  if (!row) throw new AppError('not_found');
  return presentReport(row);
};

export const adminCategories = async (db: Db, actor: Actor): Promise<ForumCategoryList> => {
  ensure(forumPolicy.moderate(actor), 'admin_only');
  return { items: (await selectCategories(db, true)).map(presentCategory) };
};

const categoryById = async (db: Db, id: string): Promise<ForumCategory> => {
  const row = await selectCategoryBy(db, { id });
  if (!row) throw new AppError('forum_category_not_found');
  return presentCategory(row);
};

/** A new category at the end of the order; its slug follows from the name unless given. */
export const createCategory = async (
  db: Db,
  actor: Actor,
  input: ForumCategoryInput,
): Promise<ForumCategory> => {
  ensure(forumPolicy.moderate(actor), 'admin_only');
  const slug = input.slug || slugify(input.name);
  if (!slug)
    throw new AppError('validation_failed', { fields: { name: 'Gebruik letters of cijfers in de naam.' } });
  const id = await insertCategory(db, {
    name: input.name,
    slug,
    description: input.description ?? null,
    icon: input.icon ?? null,
    color: input.color ?? null,
    isActive: input.isActive ?? true,
    sortOrder: await nextCategorySortOrder(db),
  });
  return categoryById(db, id);
};

export const editCategory = async (
  db: Db,
  actor: Actor,
  id: string,
  patch: ForumCategoryPatch,
): Promise<ForumCategory> => {
  ensure(forumPolicy.moderate(actor), 'admin_only');
  const values = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  if (Object.keys(values).length > 0 && !(await updateCategory(db, id, values))) {
    throw new AppError('forum_category_not_found');
  }
  return categoryById(db, id);
};

export const orderCategories = async (db: Db, actor: Actor, ids: string[]): Promise<ForumCategoryList> => {
  ensure(forumPolicy.moderate(actor), 'admin_only');
  if ((await reorderCategories(db, ids)) !== new Set(ids).size)
    throw new AppError('forum_category_not_found');
  return { items: (await selectCategories(db, true)).map(presentCategory) };
};
