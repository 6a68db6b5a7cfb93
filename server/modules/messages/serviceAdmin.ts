import { AppError } from '../../../core/errors';
import type {
  ConversationReportPage,
  ConversationReportView,
  ReportConversationBody,
  ResolveReportBody,
} from '../../../core/schemas/messages';
import type { Db } from '../../db/client';
import { ensure } from '../../http/authorize';
import type { Actor, AppContext } from '../../http/context';
import { suspendUser } from '../admin';
import { messagesPolicy } from './policy';
import { presentMember, presentMessage } from './presenter';
import { selectConversationFor, selectMembers } from './queries';
import {
  type ReportRow,
  type ReportStatus,
  insertReport,
  selectReport,
  selectReportPage,
  selectReportedMessages,
  updateReportStatus,
} from './queriesAdmin';

const PAGE_SIZE = 20;
/** An admin reads at most the latest 200 messages of a reported conversation. */
const REPORT_MESSAGES = 200;

/** Report a conversation of mine to the admins; once per member and conversation. */
export const reportConversation = async (
  db: Db,
  actor: Actor,
  id: string,
  body: ReportConversationBody,
): Promise<{ id: string }> => {
  ensure(messagesPolicy.write(actor));
  const row = await selectConversationFor(db, id, actor.userId);
  if (!row || !messagesPolicy.member(actor, row)) throw new AppError('conversation_not_found');
  const report = await insertReport(db, {
    conversationId: row.id,
    reporterId: actor.userId,
    reason: body.reason,
  });
  if (!report) throw new AppError('conversation_already_reported');
  return report;
};

/** Who is reported: the member of the pair who is not the reporter. */
const reportedOf = (row: ReportRow) => (row.report.reporterId === row.userA ? row.userB : row.userA);

const present = async (db: Db, rows: ReportRow[]) => {
  const ids = rows.flatMap((r) => [reportedOf(r), ...(r.report.reporterId ? [r.report.reporterId] : [])]);
  const members = new Map((await selectMembers(db, ids)).map((m) => [m.userId, m]));
  return rows.map((r) => ({
    id: r.report.id,
    conversationId: r.report.conversationId,
    reporter: r.report.reporterId
      ? presentMember(r.report.reporterId, members.get(r.report.reporterId))
      : null,
    reported: presentMember(reportedOf(r), members.get(reportedOf(r))),
    reason: r.report.reason,
    status: r.report.status,
    createdAt: r.report.createdAt.toISOString(),
    resolvedAt: r.report.resolvedAt?.toISOString() ?? null,
  }));
};

/** /admin/berichten-meldingen: reports of a status, newest first. */
export const listReports = async (
  db: Db,
  actor: Actor,
  status: ReportStatus,
  page: number,
): Promise<ConversationReportPage> => {
  ensure(messagesPolicy.moderate(actor));
  const { rows, total } = await selectReportPage(db, status, PAGE_SIZE, (page - 1) * PAGE_SIZE);
  return { items: await present(db, rows), total, page, pageSize: PAGE_SIZE };
};

/** One report with the conversation's messages: the only way an admin sees a conversation. */
export const getReport = async (db: Db, actor: Actor, id: string): Promise<ConversationReportView> => {
  ensure(messagesPolicy.moderate(actor));
  const row = await selectReport(db, id);
  if (!row) throw new AppError('conversation_report_not_found');
  const [summary] = await present(db, [row]);
  const messages = await selectReportedMessages(db, row.report.conversationId, REPORT_MESSAGES);
  return { ...summary!, messages: messages.map(presentMessage) };
};

/**
 * Resolve or dismiss a report; with `suspend` the reported member is suspended first through the admin
 * module (its rules: never yourself or another admin; sessions end, audit-logged). Deciding again updates.
 */
export const decideReport = async (
  ctx: AppContext,
  actor: Actor,
  id: string,
  body: ResolveReportBody,
  ip: string,
): Promise<ConversationReportView> => {
  ensure(messagesPolicy.moderate(actor));
  const row = await selectReport(ctx.db, id);
  if (!row) throw new AppError('conversation_report_not_found');
  if (body.suspend) {
    const reason = body.note?.trim() || `Gemeld gesprek: ${row.report.reason}`.slice(0, 500);
    await suspendUser(ctx, actor, reportedOf(row), { reason }, ip);
  }
  await updateReportStatus(ctx.db, id, {
    status: body.action === 'resolve' ? 'resolved' : 'dismissed',
    resolvedBy: actor.userId,
    now: new Date(),
  });
  return getReport(ctx.db, actor, id);
};
