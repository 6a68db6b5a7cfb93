import { AppError } from '../../../../core/errors';
import type {
  AdminEventDetailDto,
  AdminEventListQuery,
  AdminEventListResponse,
} from '../../../../core/schemas/adminEvents';
import type { EventEditorDto, EventWriteBody } from '../../../../core/schemas/eventWrite';
import { pageWithTotal } from '../../../db/paging';
import { ensure } from '../../../http/authorize';
import type { AccountsContext, Actor } from '../../accounts';
import { auditHistoryOf, recordAudit } from '../../admin';
import { eventsPolicy } from '../policy';
import { type EventAdminDeps, createEvent } from '../manage/service';
import { presentAdminEventDetail, presentAdminEventItem } from './presenter';
import {
  adminEventsWhere,
  countAdminEvents,
  selectAdminEventFacts,
  selectAdminEventPage,
  selectOrganizationName,
} from './queries';
import { selectEventReports } from './queriesReports';

const HISTORY_LIMIT = 200;
const REPORTS_LIMIT = 100;

/** Every use case of the admin's events opens with this: an admin acting as themselves (issue 16). */
export const mayAdministerEvents = (actor: Actor): void =>
  ensure(eventsPolicy.administerEvents(actor), 'admin_only');

/**
 * GET /api/admin/events: every event in every status (the trash on request), searched by title or organiser
 * and filtered by status, organiser, city, start dates, open reports and featured; newest start first.
 */
export const listAdminEvents = async (
  ctx: AccountsContext,
  actor: Actor,
  query: AdminEventListQuery,
): Promise<AdminEventListResponse> => {
  mayAdministerEvents(actor);
  const where = adminEventsWhere(query);
  const narrow = Boolean(query.q && query.q.length >= 2);
  const { rows, total } = await pageWithTotal({
    narrow,
    page: query.page,
    rows: () => selectAdminEventPage(ctx.db, where, { narrow, page: query.page, pageSize: query.pageSize }),
    count: () => countAdminEvents(ctx.db, where),
  });
  return { items: rows.map(presentAdminEventItem), total, page: query.page, pageSize: query.pageSize };
};

/** GET /api/admin/events/:id: the facts, the members' reports and the full history of one event. */
export const getAdminEvent = async (
  ctx: AccountsContext,
  actor: Actor,
  id: string,
): Promise<AdminEventDetailDto> => {
  mayAdministerEvents(actor);
  const facts = await selectAdminEventFacts(ctx.db, id);
  if (!facts) throw new AppError('event_not_found');
  const [reports, audit] = await Promise.all([
    selectEventReports(ctx.db, id, REPORTS_LIMIT),
    auditHistoryOf(ctx.db, 'event', id, HISTORY_LIMIT),
  ]);
  return presentAdminEventDetail(facts, reports, audit);
};

/**
 * POST /api/admin/events: an event made on behalf of an organisation, through the organisers' own create use
 * case (same validation, same children, published at once when asked), with the audit entry
 * 'event.create_on_behalf' in its transaction. The organisation is required here.
 */
export const createEventOnBehalf = async (
  ctx: AccountsContext,
  deps: EventAdminDeps,
  actor: Actor,
  body: EventWriteBody,
  ip: string,
): Promise<EventEditorDto> => {
  mayAdministerEvents(actor);
  const organizationId = body.organizationProfileId;
  if (!organizationId)
    throw new AppError('validation_failed', {
      fields: { organizationProfileId: 'Kies eerst een organisatie.' },
    });
  const organization = await selectOrganizationName(ctx.db, organizationId);
  if (!organization) throw new AppError('organization_not_found');
  return createEvent(ctx, deps, actor, body, async (tx, eventId) => {
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'event.create_on_behalf',
      targetType: 'event',
      targetId: eventId,
      data: {
        organizationId,
        organizationName: organization.name,
        before: null,
        after: { status: body.publish ? 'published' : 'draft' },
      },
      ip,
    });
  });
};
