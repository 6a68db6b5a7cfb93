import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatMessages, conversationReports, conversations } from '../../db/schema';
import type { Writer } from './queries';

export type ReportStatus = 'open' | 'resolved' | 'dismissed';

/** Keep a member's report: one per member and conversation (null = already reported). */
export const insertReport = async (
  db: Db,
  values: { conversationId: string; reporterId: string; reason: string },
) => {
  const [row] = await db
    .insert(conversationReports)
    .values(values)
    .onConflictDoNothing({ target: [conversationReports.reporterId, conversationReports.conversationId] })
    .returning({ id: conversationReports.id });
  return row ?? null;
};

const reportColumns = {
  report: conversationReports,
  userA: conversations.userA,
  userB: conversations.userB,
};

/** One page of reports of a status, newest first (conversation_reports_status_idx). */
export const selectReportPage = async (db: Db, status: ReportStatus, limit: number, offset: number) => {
  const [rows, [total]] = await Promise.all([
    db
      .select(reportColumns)
      .from(conversationReports)
      .innerJoin(conversations, eq(conversations.id, conversationReports.conversationId))
      .where(eq(conversationReports.status, status))
      .orderBy(desc(conversationReports.createdAt), desc(conversationReports.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(conversationReports).where(eq(conversationReports.status, status)),
  ]);
  return { rows, total: total?.n ?? 0 };
};
export type ReportRow = Awaited<ReturnType<typeof selectReportPage>>['rows'][number];

export const selectReport = async (db: Writer, id: string): Promise<ReportRow | null> => {
  const [row] = await db
    .select(reportColumns)
    .from(conversationReports)
    .innerJoin(conversations, eq(conversations.id, conversationReports.conversationId))
    .where(eq(conversationReports.id, id))
    .limit(1);
  return row ?? null;
};

/** The reported conversation's latest messages, oldest first (what the admin reads). */
export const selectReportedMessages = async (db: Db, conversationId: string, limit: number) => {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(limit);
  return rows.reverse();
};

export const updateReportStatus = async (
  db: Db,
  id: string,
  values: { status: ReportStatus; resolvedBy: string; now: Date },
) => {
  await db
    .update(conversationReports)
    .set({ status: values.status, resolvedBy: values.resolvedBy, resolvedAt: values.now })
    .where(eq(conversationReports.id, id));
};
