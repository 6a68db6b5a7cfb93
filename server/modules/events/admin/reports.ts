import { AppError } from '../../../../core/errors';
import type {
  AdminEventDetailDto,
  EventReportBody,
  EventReportCreated,
} from '../../../../core/schemas/adminEvents';
import type { Db } from '../../../db/client';
import { ensure } from '../../../http/authorize';
import type { AccountsContext, Actor } from '../../accounts';
import { recordAudit } from '../../admin';
import { findPublicEvent } from '../detail/service';
import { eventsPolicy } from '../policy';
import { countOpenReports, insertReportOnce, lockReport, markReportResolved } from './queriesReports';
import { getAdminEvent, mayAdministerEvents } from './service';

/**
 * POST /api/events/:idOrSlug/reports ('Evenement melden'): a signed-in member reports an event anyone can
 * see, with a reason; one open report per member per event (a second one is refused until an admin has
 * resolved the first).
 */
export const reportEvent = async (
  ctx: AccountsContext,
  actor: Actor,
  idOrSlug: string,
  body: EventReportBody,
): Promise<EventReportCreated> => {
  ensure(eventsPolicy.reportEvent(actor));
  const { event } = await findPublicEvent(ctx.db, idOrSlug);
  const created = await insertReportOnce(ctx.db, {
    eventId: event.id,
    reporterId: actor.userId,
    reason: body.reason,
  });
  if (!created) throw new AppError('event_report_exists');
  return { id: created.id, createdAt: created.createdAt.toISOString() };
};

/**
 * POST /api/admin/events/:id/reports/:reportId/resolve: the admin has dealt with a report; it leaves the
 * 'reported' filter once the event has no open report left. Audited as 'event.resolve_report' on the event.
 */
export const resolveEventReport = async (
  ctx: AccountsContext,
  actor: Actor,
  params: { id: string; reportId: string },
  ip: string,
  now = new Date(),
): Promise<AdminEventDetailDto> => {
  mayAdministerEvents(actor);
  await ctx.db.transaction(async (tx) => {
    const report = await lockReport(tx, params.id, params.reportId);
    if (!report) throw new AppError('event_report_not_found');
    if (report.resolvedAt) throw new AppError('event_report_resolved');
    await markReportResolved(tx, report.id, { resolvedAt: now, resolvedBy: actor.userId });
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'event.resolve_report',
      targetType: 'event',
      targetId: params.id,
      data: {
        reportId: report.id,
        reason: report.reason,
        before: { resolved: false },
        after: { resolved: true },
      },
      ip,
    });
  });
  return getAdminEvent(ctx, actor, params.id);
};

/** Reports of events no admin has resolved yet (the admin dashboard's 'reports waiting'). */
export const countOpenEventReports = (db: Db): Promise<number> => countOpenReports(db);
