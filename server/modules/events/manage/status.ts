import { AppError } from '../../../../core/errors';
import type { EventEditorDto } from '../../../../core/schemas/eventWrite';
import type { Db } from '../../../db/client';
import type { AccountsContext, Actor } from '../../accounts';
import { announceToFollowers } from './announce';
import { planGuard } from './planLimit';
import { type EventTransition, canTransition } from '../policy';
import type { EventAccessRow } from './queries';
import { type EventAdminDeps, loadEventAccess, mayOpenEvents, presentEventById } from './service';
import { bothInTx, deleteEventRow, updateEventStatus } from './queriesWrite';

/**
 * Extra work in the transaction of a status change, after the write, with the event as it was before (the
 * admin's bulk actions record their audit entry here, so the entry commits with the change or not at all).
 */
export type TransitionHook = (tx: Db, before: EventAccessRow) => Promise<void>;

/** The shape of every transition: the actor may open events, may edit this one, and its status allows it. */
const loadForTransition = async (
  ctx: AccountsContext,
  actor: Actor,
  id: string,
  action: EventTransition,
): Promise<EventAccessRow> => {
  mayOpenEvents(actor);
  const event = await loadEventAccess(ctx, actor, id, 'event_edit_forbidden');
  if (!canTransition(action, event.status)) throw new AppError('event_status_invalid');
  return event;
};

/** Load, check, write the new status, answer with the editor's view of the event. */
const transition = async (
  ctx: AccountsContext,
  actor: Actor,
  id: string,
  action: EventTransition,
  patch: Parameters<typeof updateEventStatus>[2],
  hook?: TransitionHook,
): Promise<EventEditorDto> => {
  const event = await loadForTransition(ctx, actor, id, action);
  await updateEventStatus(
    ctx.db,
    { id: event.id, status: event.status },
    patch,
    undefined,
    hook ? (tx) => hook(tx, event) : undefined,
  );
  return presentEventById(ctx, event.id);
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
  hook?: TransitionHook,
): Promise<EventEditorDto> => {
  const now = deps.now?.() ?? new Date();
  const event = await loadForTransition(ctx, actor, id, 'publish');
  if (event.startDate.getTime() <= now.getTime()) throw new AppError('event_start_in_past');
  const first = event.publishedAt === null;
  const owner = event.organizationProfileId
    ? { organizationProfileId: event.organizationProfileId }
    : { organizerId: event.organizerId ?? actor.userId };
  await updateEventStatus(
    ctx.db,
    { id: event.id, status: event.status, firstPublication: first },
    { status: 'published', ...(first ? { publishedAt: now } : {}) },
    first ? planGuard(actor, owner, now) : undefined,
    bothInTx(
      first ? announceToFollowers(event.id, actor.userId) : undefined,
      hook ? (tx) => hook(tx, event) : undefined,
    ),
  );
  return presentEventById(ctx, event.id);
};

/** POST …/:id/cancel: a published event is called off (badge 'Geannuleerd'); it stays visible to its team. */
export const cancelEvent = async (
  ctx: AccountsContext,
  actor: Actor,
  id: string,
  hook?: TransitionHook,
): Promise<EventEditorDto> => transition(ctx, actor, id, 'cancel', { status: 'cancelled' }, hook);

/** POST …/:id/trash: out of every list but the trash (status 'trashed' and deleted_at). */
export const trashEvent = async (
  ctx: AccountsContext,
  deps: EventAdminDeps,
  actor: Actor,
  id: string,
  hook?: TransitionHook,
): Promise<EventEditorDto> =>
  transition(ctx, actor, id, 'trash', { status: 'trashed', deletedAt: deps.now?.() ?? new Date() }, hook);

/** POST …/:id/restore: back from the trash as a draft, to be checked and published again. */
export const restoreEvent = async (
  ctx: AccountsContext,
  actor: Actor,
  id: string,
  hook?: TransitionHook,
): Promise<EventEditorDto> =>
  transition(ctx, actor, id, 'restore', { status: 'draft', deletedAt: null }, hook);

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
