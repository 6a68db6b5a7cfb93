import { AppError, errorMessage } from '../../../../core/errors';
import { toErrorResponse } from '../../../http/errors';
import type {
  AdminEventAction,
  AdminEventBulkBody,
  AdminEventBulkOutcome,
  AdminEventBulkResponse,
} from '../../../../core/schemas/adminEvents';
import type { EventStatus } from '../../../../core/schemas/events';
import type { Db } from '../../../db/client';
import type { AccountsContext, Actor } from '../../accounts';
import { recordAudit } from '../../admin';
import type { EventAdminDeps } from '../manage/service';
import { type TransitionHook, cancelEvent, publishEvent, restoreEvent, trashEvent } from '../manage/status';
import { lockEventForFeature, selectEventTitles, setEventFeaturedAt } from './queries';
import { mayAdministerEvents } from './service';

type StatusAction = Exclude<AdminEventAction, 'feature' | 'unfeature'>;

/** The status each status action leads to (spec §4 transitions; restore brings an event back as a draft). */
const STATUS_AFTER: Record<StatusAction, EventStatus> = {
  publish: 'published',
  cancel: 'cancelled',
  trash: 'trashed',
  restore: 'draft',
};

type Audit = { actorId: string; ip: string };

/** The audit entry of a status change, written in the change's transaction. */
const auditStatus =
  (action: StatusAction, audit: Audit): TransitionHook =>
  async (tx, before) =>
    recordAudit(tx, {
      actorId: audit.actorId,
      action: `event.${action}`,
      targetType: 'event',
      targetId: before.id,
      data: { before: { status: before.status }, after: { status: STATUS_AFTER[action] } },
      ip: audit.ip,
    });

/**
 * Feature or unfeature (events.featured_at): not for an event in the trash; the change and its audit entry in
 * one transaction, under the event's row lock.
 */
const setFeatured = (
  db: Db,
  id: string,
  on: boolean,
  audit: Audit & { now: Date },
): Promise<{ id: string; title: string; status: EventStatus }> =>
  db.transaction(async (tx) => {
    const event = await lockEventForFeature(tx, id);
    if (!event) throw new AppError('event_not_found');
    const trashed = event.status === 'trashed' || event.deletedAt !== null;
    if (on && trashed) throw new AppError('event_trashed_locked');
    const featured = event.featuredAt !== null;
    if (on && featured) throw new AppError('event_already_featured');
    if (!on && !featured) throw new AppError('event_not_featured');
    await setEventFeaturedAt(tx, id, on ? audit.now : null);
    await recordAudit(tx, {
      actorId: audit.actorId,
      action: on ? 'event.feature' : 'event.unfeature',
      targetType: 'event',
      targetId: id,
      data: { before: { featured }, after: { featured: on } },
      ip: audit.ip,
    });
    return { id: event.id, title: event.title, status: trashed ? 'trashed' : event.status };
  });

/** One event: the organisers' own use case with the audit entry in its transaction. */
const actOn = async (
  ctx: AccountsContext,
  deps: EventAdminDeps,
  actor: Actor,
  action: AdminEventAction,
  id: string,
  audit: Audit,
): Promise<{ id: string; title: string; status: EventStatus }> => {
  switch (action) {
    case 'publish':
      return publishEvent(ctx, deps, actor, id, auditStatus(action, audit));
    case 'cancel':
      return cancelEvent(ctx, actor, id, auditStatus(action, audit));
    case 'trash':
      return trashEvent(ctx, deps, actor, id, auditStatus(action, audit));
    case 'restore':
      return restoreEvent(ctx, actor, id, auditStatus(action, audit));
    case 'feature':
    case 'unfeature':
      return setFeatured(ctx.db, id, action === 'feature', { ...audit, now: deps.now?.() ?? new Date() });
  }
};

/**
 * POST /api/admin/events/bulk: one action on the selected events, each on its own (one refusal does not undo
 * the others), with the same rules an organiser's dashboard applies (publish needs a future start, cancel a
 * published event, restore one in the trash). The answer says per event what happened and, if refused, why.
 */
export const runBulkAction = async (
  ctx: AccountsContext,
  deps: EventAdminDeps,
  actor: Actor,
  body: AdminEventBulkBody,
  ip: string,
  /** An error that is no refusal (a bug, an outage) for one event: logged and reported by the caller. */
  reportUnexpected: (error: unknown, eventId: string) => void = () => {},
): Promise<AdminEventBulkResponse> => {
  mayAdministerEvents(actor);
  const ids = [...new Set(body.ids.map((id) => id.toLowerCase()))];
  const titles = await selectEventTitles(ctx.db, ids);
  const results: AdminEventBulkOutcome[] = [];
  for (const id of ids) {
    try {
      const done = await actOn(ctx, deps, actor, body.action, id, { actorId: actor.userId, ip });
      results.push({ id, title: done.title, ok: true, status: done.status, code: null, message: null });
    } catch (error) {
      // The events done so far are committed: whatever went wrong with this one, the answer still lists them.
      const { body: envelope, unexpected } =
        error instanceof AppError
          ? {
              body: { error: { code: error.code, message: error.message || errorMessage(error.code) } },
              unexpected: false,
            }
          : toErrorResponse(error);
      if (unexpected) reportUnexpected(error, id);
      results.push({
        id,
        title: titles.get(id) ?? null,
        ok: false,
        status: null,
        code: envelope.error.code,
        message: envelope.error.message,
      });
    }
  }
  const succeeded = results.filter((r) => r.ok).length;
  return { action: body.action, succeeded, refused: results.length - succeeded, results };
};
