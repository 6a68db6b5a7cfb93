import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { ForumReportStatus } from '../../../core/schemas/forum';
import type { Db } from '../../db/client';
import { events, forumPosts, forumReports, forumTopics, profiles, users } from '../../db/schema';
import { newestFirst } from './queries';

/** Reports (forum_reports_status_idx for the moderators' queue) and the lookups writes need. */

type ReportTarget = { topicId: string } | { postId: string };

/** A member's report of an item, once (the unique constraints); answers whether it is new, and its id. */
export const insertReport = async (
  db: Db,
  reporterId: string,
  target: ReportTarget,
  reason: string,
): Promise<{ id: string; created: boolean }> => {
  const inserted = await db
    .insert(forumReports)
    .values({ reporterId, reason, ...target })
    .onConflictDoNothing()
    .returning({ id: forumReports.id });
  if (inserted[0]) return { id: inserted[0].id, created: true };
  const [row] = await db
    .select({ id: forumReports.id })
    .from(forumReports)
    .where(
      and(
        eq(forumReports.reporterId, reporterId),
        'topicId' in target
          ? eq(forumReports.topicId, target.topicId)
          : eq(forumReports.postId, target.postId),
      ),
    );
  return { id: row!.id, created: false };
};

const reportColumns = {
  id: forumReports.id,
  reason: forumReports.reason,
  status: forumReports.status,
  createdAt: forumReports.createdAt,
  reporterName: sql<string | null>`coalesce(nullif(${profiles.fullName}, ''), nullif(${users.name}, ''))`,
  postId: forumPosts.id,
  postContent: forumPosts.content,
  postHidden: forumPosts.isHidden,
  topicId: forumTopics.id,
  topicTitle: forumTopics.title,
  topicSlug: forumTopics.slug,
  topicContent: forumTopics.content,
  topicHidden: forumTopics.isHidden,
};
export type ReportRecord = Awaited<ReturnType<typeof selectReports>>[number];

const reportSelect = (db: Db) =>
  db
    .select(reportColumns)
    .from(forumReports)
    .leftJoin(forumPosts, eq(forumPosts.id, forumReports.postId))
    .innerJoin(forumTopics, sql`${forumTopics.id} = coalesce(${forumReports.topicId}, ${forumPosts.topicId})`)
    .leftJoin(users, eq(users.id, forumReports.reporterId))
    .leftJoin(profiles, eq(profiles.id, forumReports.reporterId));

/** The queue of one status, newest first (forum_reports_status_idx). */
export const selectReports = (db: Db, status: ForumReportStatus, limit: number, offset: number) =>
  reportSelect(db)
    .where(eq(forumReports.status, status))
    .orderBy(newestFirst(forumReports.createdAt), asc(forumReports.id))
    .limit(limit)
    .offset(offset);

export const countReports = async (db: Db, status: ForumReportStatus): Promise<number> => {
  const [row] = await db.select({ n: count() }).from(forumReports).where(eq(forumReports.status, status));
  return row?.n ?? 0;
};

export const selectReport = async (db: Db, id: string): Promise<ReportRecord | null> => {
  const [row] = await reportSelect(db).where(eq(forumReports.id, id)).limit(1);
  return row ?? null;
};

export const decideReport = async (
  db: Db,
  id: string,
  status: 'resolved' | 'dismissed',
  resolvedBy: string,
): Promise<boolean> => {
  const rows = await db
    .update(forumReports)
    .set({ status, resolvedBy, resolvedAt: new Date() })
    .where(eq(forumReports.id, id))
    .returning({ id: forumReports.id });
  return rows.length > 0;
};

export const eventExists = async (db: Db, id: string): Promise<boolean> => {
  const [row] = await db.select({ id: events.id }).from(events).where(eq(events.id, id)).limit(1);
  return row !== undefined;
};
