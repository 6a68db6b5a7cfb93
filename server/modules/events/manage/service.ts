import { randomUUID } from 'node:crypto';
import { slugify } from '../../../../core/domain/slugs';
import { AppError } from '../../../../core/errors';
import {
  DASHBOARD_EVENT_TABS,
  type DashboardEventListQuery,
  type DashboardEventListResponse,
  type EventEditorDto,
  type EventImageResponse,
  type EventWriteBody,
  type VenueOption,
} from '../../../../core/schemas/eventWrite';
import { ensure } from '../../../http/authorize';
import type { Db } from '../../../db/client';
import type { Storage } from '../../../integrations/storage';
import type { AccountsContext, Actor } from '../../accounts';
import { eventsPolicy } from '../policy';
import { amsterdamMonth } from './amsterdam';
import { announceToFollowers } from './announce';
import { eventAuthorship } from './authorship';
import { planAllowance, planGuard } from './planLimit';
import { storeEventImage } from './images';
import { type Geocode, prepareEvent, withConstraintFields } from './prepare';
import { presentDashboardItem, presentEditor, presentVenueOption } from './presenter';
import {
  type EventAccessRow,
  dashboardScope,
  selectDashboardPage,
  selectEditorGraph,
  selectEventAccess,
  selectOrganizationForActor,
  selectTabCounts,
  selectVenueOptions,
} from './queries';
import { bothInTx, insertEventGraph, updateEventGraph } from './queriesWrite';

export type EventAdminDeps = { geocode: Geocode | null; now?: () => Date };

const UUID_LENGTH = 36;

/**
 * Entry checks of the management use cases (spec §6): every use case below starts with one of them, and the
 * routes run the same check as the request arrives (see ../entryCheck.ts).
 */
/** The dashboard list, creating events, image upload and the venue picker: organisation roles. */
export const mayManageEvents = (actor: Actor): void => ensure(eventsPolicy.manageEvents(actor));
/** Per-event use cases: organisation or venue roles; the event itself is checked by loadEventAccess. */
export const mayOpenEvents = (actor: Actor): void => ensure(eventsPolicy.openEvent(actor));

/** Seed-compatible event slug: the title's slug (at most 80 characters) plus the id's first segment. */
export const eventSlug = (title: string, id: string): string => {
  const base = slugify(title).slice(0, 80).replace(/-+$/, '');
  const prefix = id.slice(0, 8);
  return base ? `${base}-${prefix}` : prefix;
};

/**
 * GET /api/dashboard/events: the actor's events (organised, of their organisations and venues, own or as an
 * active team member; admins all), one tab, searched, paged; with the count of every tab and the plan use.
 */
export const listDashboardEvents = async (
  ctx: AccountsContext,
  actor: Actor,
  query: DashboardEventListQuery,
  now: Date,
): Promise<DashboardEventListResponse> => {
  mayManageEvents(actor);
  const q = query.q && query.q.length >= 2 ? query.q : undefined;
  const scope = dashboardScope({ userId: eventsPolicy.seesAllEvents(actor) ? null : actor.userId, q });
  const [rows, counts, plan] = await Promise.all([
    selectDashboardPage(ctx.db, { scope, tab: query.tab, now, page: query.page, pageSize: query.pageSize }),
    selectTabCounts(ctx.db, scope, DASHBOARD_EVENT_TABS, now),
    planAllowance(ctx.db, actor, amsterdamMonth(now)),
  ]);
  return {
    items: rows.map(presentDashboardItem),
    total: counts[query.tab],
    page: query.page,
    pageSize: query.pageSize,
    counts,
    plan,
  };
};

/** The event behind a URL value (36 characters = id, else slug), refused unless the actor may view it. */
export const loadEventAccess = async (
  ctx: AccountsContext,
  actor: Actor,
  idOrSlug: string,
  refusal: 'event_view_forbidden' | 'event_edit_forbidden',
): Promise<EventAccessRow> => {
  const key: { id: string } | { slug: string } =
    idOrSlug.length === UUID_LENGTH ? { id: idOrSlug.toLowerCase() } : { slug: idOrSlug };
  if ('id' in key && !/^[0-9a-f-]{36}$/.test(key.id)) throw new AppError('event_not_found');
  const event = await selectEventAccess(ctx.db, key, actor.userId);
  if (!event) throw new AppError('event_not_found');
  const allowed =
    refusal === 'event_view_forbidden'
      ? eventsPolicy.canViewEvent(actor, event)
      : eventsPolicy.canEditEvent(actor, event);
  ensure(allowed, refusal);
  return event;
};

/** The editor's load shape of an event the actor may see. */
export const presentEventById = async (ctx: AccountsContext, id: string): Promise<EventEditorDto> => {
  const graph = await selectEditorGraph(ctx.db, id);
  if (!graph) throw new AppError('event_not_found');
  return presentEditor(graph);
};

/** GET /api/dashboard/events/:idOrSlug. */
export const getEventForEditor = async (ctx: AccountsContext, actor: Actor, idOrSlug: string) => {
  mayOpenEvents(actor);
  const event = await loadEventAccess(ctx, actor, idOrSlug, 'event_view_forbidden');
  return presentEventById(ctx, event.id);
};

/** The organisation a new event belongs to: the named one (owner/member only) or the actor's own. */
const organizationFor = async (ctx: AccountsContext, actor: Actor, organizationId: string | null) => {
  const org = await selectOrganizationForActor(ctx.db, actor.userId, organizationId);
  if (organizationId && !org) throw new AppError('event_organization_forbidden');
  if (org) ensure(eventsPolicy.canActForOrganization(actor, org), 'event_organization_forbidden');
  return org;
};

/**
 * POST /api/dashboard/events (createEventWithChildren): a draft, or published at once when `publish` (within
 * the monthly plan limit). The organiser is the organisation's owner, so the event stays with the
 * organisation when a team member made it.
 */
export const createEvent = async (
  ctx: AccountsContext,
  deps: EventAdminDeps,
  actor: Actor,
  body: EventWriteBody,
  /** Extra work in the create transaction, after the write (the admin's audit entry of a create on behalf). */
  after?: (tx: Db, eventId: string) => Promise<void>,
): Promise<EventEditorDto> => {
  mayManageEvents(actor);
  const now = deps.now?.() ?? new Date();
  const org = await organizationFor(ctx, actor, body.organizationProfileId);
  const prepared = await prepareEvent(ctx.db, body, deps.geocode);
  const id = randomUUID();
  const owner = org ? { organizationProfileId: org.id } : { organizerId: actor.userId };
  const authorship = eventAuthorship(actor.roles, org);
  await withConstraintFields(() =>
    insertEventGraph(
      ctx.db,
      id,
      {
        ...prepared.values,
        slug: eventSlug(body.title, id),
        status: body.publish ? 'published' : 'draft',
        publishedAt: body.publish ? now : null,
        organizerId: org?.ownerId ?? actor.userId,
        organizerName: org?.name ?? null,
        organizationProfileId: org?.id ?? null,
        ...authorship,
      },
      prepared.children,
      actor.userId,
      body.publish ? planGuard(actor, owner, now) : undefined,
      bothInTx(
        body.publish ? announceToFollowers(id, actor.userId) : undefined,
        after ? (tx) => after(tx, id) : undefined,
      ),
    ),
  );
  return presentEventById(ctx, id);
};

/**
 * PUT /api/dashboard/events/:id: every field and child set replaced. The slug follows the title while the
 * event is a draft and stays fixed once published (shared links keep working). `publish: true` publishes a
 * draft or cancelled event in the same transaction.
 */
export const updateEvent = async (
  ctx: AccountsContext,
  deps: EventAdminDeps,
  actor: Actor,
  id: string,
  body: EventWriteBody,
): Promise<EventEditorDto> => {
  mayOpenEvents(actor);
  const now = deps.now?.() ?? new Date();
  const event = await loadEventAccess(ctx, actor, id, 'event_edit_forbidden');
  if (event.status === 'trashed') throw new AppError('event_trashed_locked');
  const prepared = await prepareEvent(ctx.db, body, deps.geocode);
  const publishing = body.publish && (event.status === 'draft' || event.status === 'cancelled');
  if (publishing && prepared.values.startDate.getTime() <= now.getTime())
    throw new AppError('event_start_in_past', {
      fields: { startDate: 'De startdatum moet in de toekomst liggen.' },
    });
  const firstPublication = publishing && event.publishedAt === null;
  const owner = event.organizationProfileId
    ? { organizationProfileId: event.organizationProfileId }
    : { organizerId: event.organizerId ?? actor.userId };
  await withConstraintFields(() =>
    updateEventGraph(
      ctx.db,
      event.id,
      {
        ...prepared.values,
        ...(event.status === 'draft' && body.title !== event.title
          ? { slug: eventSlug(body.title, event.id) }
          : {}),
        ...(publishing ? { status: 'published' as const } : {}),
        ...(firstPublication ? { publishedAt: now } : {}),
      },
      prepared.children,
      actor.userId,
      firstPublication ? planGuard(actor, owner, now) : undefined,
      firstPublication ? announceToFollowers(event.id, actor.userId) : undefined,
    ),
  );
  return presentEventById(ctx, event.id);
};

/** GET /api/dashboard/venues: listed venues to pick from. */
export const listVenueOptions = async (
  ctx: AccountsContext,
  actor: Actor,
  q: string | undefined,
): Promise<{ items: VenueOption[] }> => {
  mayManageEvents(actor);
  const rows = await selectVenueOptions(ctx.db, { q: q && q.length > 0 ? q : undefined });
  return { items: rows.map(presentVenueOption) };
};

/** POST /api/dashboard/events/images: an uploaded image stored for the actor's next save (see images.ts). */
export const uploadEventImage = async (
  ctx: AccountsContext,
  storage: Storage,
  actor: Actor,
  readUpload: () => Promise<Buffer>,
): Promise<EventImageResponse> => {
  mayManageEvents(actor);
  return storeEventImage(ctx.db, storage, actor.userId, await readUpload());
};
