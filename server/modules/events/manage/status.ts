import { AppError } from '../../../../core/errors';
import type { EventEditorDto } from '../../../../core/schemas/eventWrite';
import type { AccountsContext, Actor } from '../../accounts';
import { planGuard } from './planLimit';
import { type EventTransition, canTransition } from '../policy';
import type { EventAccessRow } from './queries';
import { type EventAdminDeps, loadEventAccess, mayOpenEvents, presentEventById } from './service';
import { deleteEventRow, updateEventStatus } from './queriesWrite';

const allowedFrom = (action: EventTransition, event: EventAccessRow): void => {
  if (!canTransition(action, event.status)) throw new AppError('event_status_invalid');
};

/**
 * POST …/:id/publish: a draft or cancelled event goes live. Its start must still be ahead; the first
 * publication counts toward the monthly plan limit of a standard organisation (checked in the transaction).
 */
export const publishEvent = async (
  ctx: AccountsContext,
  deps: EventAdminDeps,
  actor: Actor,
  id: string,
): Promise<EventEditorDto> => {
  mayOpenEvents(actor);
  const now = deps.now?.() ?? new Date();
  const event = await loadEventAccess(ctx, actor, id, 'event_edit_forbidden');
  allowedFrom('publish', event);
  if (event.startDate.getTime() <= now.getTime()) throw new AppError('event_start_in_past');
  const first = event.publishedAt === null;
  const owner = event.organizationProfileId
    ? { organizationProfileId: event.organizationProfileId }
    : { organizerId: event.organizerId ?? actor.userId };
  await updateEventStatus(
    ctx.db,
    event.id,
    { status: 'published', ...(first ? { publishedAt: now } : {}) },
    first ? planGuard(actor, owner, now) : undefined,
  );
  return presentEventById(ctx, event.id);
};

/** POST …/:id/cancel: a published event is called off (badge 'Geannuleerd'); it stays visible to its team. */
export const cancelEvent = async (
  ctx: AccountsContext,
  actor: Actor,
  id: string,
): Promise<EventEditorDto> => {
  mayOpenEvents(actor);
  const event = await loadEventAccess(ctx, actor, id, 'event_edit_forbidden');
  allowedFrom('cancel', event);
  await updateEventStatus(ctx.db, event.id, { status: 'cancelled' });
  return presentEventById(ctx, event.id);
};

/** POST …/:id/trash: out of every list but the trash (status 'trashed' and deleted_at). */
export const trashEvent = async (
  ctx: AccountsContext,
  deps: EventAdminDeps,
  actor: Actor,
  id: string,
): Promise<EventEditorDto> => {
  mayOpenEvents(actor);
  const event = await loadEventAccess(ctx, actor, id, 'event_edit_forbidden');
  allowedFrom('trash', event);
  await updateEventStatus(ctx.db, event.id, { status: 'trashed', deletedAt: deps.now?.() ?? new Date() });
  return presentEventById(ctx, event.id);
};

/** POST …/:id/restore: back from the trash as a draft, to be checked and published again. */
export const restoreEvent = async (
  ctx: AccountsContext,
  actor: Actor,
  id: string,
): Promise<EventEditorDto> => {
  mayOpenEvents(actor);
  const event = await loadEventAccess(ctx, actor, id, 'event_edit_forbidden');
  allowedFrom('restore', event);
  await updateEventStatus(ctx.db, event.id, { status: 'draft', deletedAt: null });
  return presentEventById(ctx, event.id);
};

/** DELETE …/:id: delete forever, only from the trash. */
export const deleteEventForever = async (
  ctx: AccountsContext,
  actor: Actor,
  id: string,
): Promise<{ id: string; deleted: true }> => {
  mayOpenEvents(actor);
  const event = await loadEventAccess(ctx, actor, id, 'event_edit_forbidden');
  if (event.status !== 'trashed') throw new AppError('event_delete_requires_trash');
  await deleteEventRow(ctx.db, event.id);
  return { id: event.id, deleted: true };
};
