import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorEnvelope } from '../../../../core/schemas/common';
import {
  DashboardEventListQuery,
  DashboardEventListResponse,
  EVENT_IMAGE_MAX_BYTES,
  EventDeletedResponse,
  EventEditorDto,
  EventIdOrSlugParams,
  EventIdParams,
  EventImageResponse,
  EventWriteBody,
  VenueOptionsQuery,
  VenueOptionsResponse,
} from '../../../../core/schemas/eventWrite';
import { actorOf, requireSession } from '../../../http/requireSession';
import { createGeocoder } from '../../../integrations/geocoding';
import { type Storage, createStorage } from '../../../integrations/storage';
import type { AccountsContext } from '../../accounts';
import { readEventImageUpload } from './images';
import { uploadRateLimit } from '../../../http/uploadRateLimit';
import { cancelEvent, deleteEventForever, publishEvent, restoreEvent, trashEvent } from './status';
import type { Geocode } from './prepare';
import {
  type EventAdminDeps,
  createEvent,
  getEventForEditor,
  listDashboardEvents,
  listVenueOptions,
  updateEvent,
  uploadEventImage,
} from './service';

const tags = ['dashboard events'];
const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope };
const perEventErrors = { ...errors, 404: ErrorEnvelope, 409: ErrorEnvelope };

export type EventAdminRouteDeps = { storage?: Storage; geocode?: Geocode | null; now?: () => Date };

/** What the create/edit use cases need: the geocoder (configured, or the test's) and the clock. */
export const eventServiceDeps = (ctx: AccountsContext, deps: EventAdminRouteDeps): EventAdminDeps => {
  const geocoder = deps.geocode === undefined ? createGeocoder(ctx.config, ctx.logger) : null;
  const geocode: Geocode | null =
    deps.geocode !== undefined
      ? deps.geocode
      : async (q) => {
          const [place] = (await geocoder?.search(q)) ?? [];
          return place ? { latitude: place.lat, longitude: place.lng } : null;
        };
  return { geocode, ...(deps.now ? { now: deps.now } : {}) };
};

/** Organisers' event management: dashboard list, create/edit, statuses, images, venues (issue 4, spec §4/§6). */
export const eventAdminRoutes =
  (ctx: AccountsContext, deps: EventAdminRouteDeps = {}): FastifyPluginAsyncZod =>
  async (app) => {
    const storage = deps.storage ?? createStorage(ctx.config);
    const service = eventServiceDeps(ctx, deps);
    const now = () => deps.now?.() ?? new Date();
    // Scoped to this plugin: only the image route reads multipart bodies.
    await app.register(multipart, {
      limits: { fileSize: EVENT_IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6 },
    });

    const signedIn = [requireSession(ctx)];

    app.get(
      '/api/dashboard/events',
      {
        onRequest: signedIn,
        schema: {
          tags,
          summary:
            'Dashboard events of the actor: one tab (upcoming, published, draft, …), search, counts per tab',
          querystring: DashboardEventListQuery,
          response: { 200: DashboardEventListResponse, ...errors },
        },
      },
      async (req) => listDashboardEvents(ctx, actorOf(req), req.query, now()),
    );

    app.post(
      '/api/dashboard/events',
      {
        onRequest: signedIn,
        schema: {
          tags,
          summary: 'Create an event as draft, or published at once (publish: true; monthly plan limit)',
          body: EventWriteBody,
          response: { 201: EventEditorDto, ...errors, 409: ErrorEnvelope },
        },
      },
      async (req, reply) => reply.code(201).send(await createEvent(ctx, service, actorOf(req), req.body)),
    );

    app.post(
      '/api/dashboard/events/images',
      {
        onRequest: signedIn,
        config: { rateLimit: uploadRateLimit },
        bodyLimit: EVENT_IMAGE_MAX_BYTES + 64 * 1024,
        schema: {
          tags,
          summary:
            'Upload an event image (multipart, one JPEG/PNG/WebP ≤ 8 MB; stored as 1600 px and 640 px WebP)',
          consumes: ['multipart/form-data'],
          response: { 200: EventImageResponse, ...errors, 413: ErrorEnvelope, 415: ErrorEnvelope },
        },
      },
      async (req) => uploadEventImage(ctx, storage, actorOf(req), () => readEventImageUpload(req)),
    );

    app.get(
      '/api/dashboard/venues',
      {
        onRequest: signedIn,
        schema: {
          tags,
          summary: 'Listed venues to pick for an event (name or city contains q), at most 20',
          querystring: VenueOptionsQuery,
          response: { 200: VenueOptionsResponse, ...errors },
        },
      },
      async (req) => listVenueOptions(ctx, actorOf(req), req.query.q),
    );

    app.get(
      '/api/dashboard/events/:idOrSlug',
      {
        onRequest: signedIn,
        schema: {
          tags,
          summary: 'An event for the editor (36 characters = id, else slug); organiser, venue owner or team',
          params: EventIdOrSlugParams,
          response: { 200: EventEditorDto, ...perEventErrors },
        },
      },
      async (req) => getEventForEditor(ctx, actorOf(req), req.params.idOrSlug),
    );

    app.put(
      '/api/dashboard/events/:id',
      {
        onRequest: signedIn,
        schema: {
          tags,
          summary:
            'Save an event: every field and child set (tickets, sessions, speakers, categories, recurrence)',
          params: EventIdParams,
          body: EventWriteBody,
          response: { 200: EventEditorDto, ...perEventErrors },
        },
      },
      async (req) => updateEvent(ctx, service, actorOf(req), req.params.id, req.body),
    );

    const statusRoute = (
      action: 'publish' | 'cancel' | 'trash' | 'restore',
      summary: string,
      run: (actorId: ReturnType<typeof actorOf>, id: string) => Promise<EventEditorDto>,
    ) =>
      app.post(
        `/api/dashboard/events/:id/${action}`,
        {
          onRequest: signedIn,
          schema: {
            tags,
            summary,
            params: EventIdParams,
            response: { 200: EventEditorDto, ...perEventErrors },
          },
        },
        async (req) => run(actorOf(req), req.params.id),
      );
    statusRoute(
      'publish',
      'Publish a draft or cancelled event (start ahead; monthly plan limit)',
      (actor, id) => publishEvent(ctx, service, actor, id),
    );
    statusRoute('cancel', 'Cancel a published event', (actor, id) => cancelEvent(ctx, actor, id));
    statusRoute('trash', 'Move an event to the trash', (actor, id) => trashEvent(ctx, service, actor, id));
    statusRoute('restore', 'Restore an event from the trash as a draft', (actor, id) =>
      restoreEvent(ctx, actor, id),
    );

    app.delete(
      '/api/dashboard/events/:id',
      {
        onRequest: signedIn,
        schema: {
          tags,
          summary: 'Delete an event forever (only from the trash)',
          params: EventIdParams,
          response: { 200: EventDeletedResponse, ...perEventErrors },
        },
      },
      async (req) => deleteEventForever(ctx, actorOf(req), req.params.id),
    );
  };
