import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../core/errors';
import { ErrorEnvelope } from '../../../core/schemas/common';
import { EventIdParams } from '../../../core/schemas/eventDetail';
import {
  FavoriteEventParams,
  FavoriteIdsQuery,
  FavoriteIdsResponse,
  FavoriteToggleResponse,
  SavedEventsQuery,
  SavedEventsResponse,
} from '../../../core/schemas/favorites';
import { sessionCookieName } from '../../auth/betterAuth';
import { requestHeaders, sessionTokenFromCookie } from '../../auth/bridge';
import { allow } from '../../http/authorize';
import { actorOf } from '../../http/requireSession';
import type { AccountsContext } from '../accounts/service';
import { findPublicEvent } from '../events';
import { favoritesPolicy } from './policy';
import { SavedCountHub } from './savedCountHub';
import { listSavedEvents, savedEventIds, setFavorite } from './service';
import { streamSavedCount } from './stream';
import { StreamLimiter } from '../../http/streamLimit';

const TOGGLE_ERRORS = { 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };

/** Saved events: toggle, list, ids, live saved counts over SSE. */
export const favoriteRoutes =
  (ctx: AccountsContext): FastifyPluginAsyncZod =>
  async (app) => {
    const hub = new SavedCountHub(ctx.dbHandle, ctx.logger);
    const openStreams = new Set<() => void>();
    const streamLimiter = new StreamLimiter(sessionCookieName(ctx.config.publicUrl));
    app.addHook('preClose', async () => {
      for (const close of [...openStreams]) close();
    });
    app.addHook('onClose', async () => hub.close());

    // Spec §8: a visitor who tries to save gets 'Je moet ingelogd zijn om evenementen op te slaan.'
    const cookieName = sessionCookieName(ctx.config.publicUrl);
    const loginToSave = async (req: FastifyRequest, _reply: FastifyReply) => {
      if (!sessionTokenFromCookie(requestHeaders(req), cookieName))
        throw new AppError('favorite_login_required');
    };
    const mayToggle = [loginToSave, ...allow(ctx, favoritesPolicy.manageOwnFavorites)];
    const mayRead = allow(ctx, favoritesPolicy.manageOwnFavorites);

    app.put(
      '/api/me/favorites/events/:eventId',
      {
        preHandler: mayToggle,
        schema: {
          tags: ['favorites'],
          summary: 'Save an event (idempotent)',
          params: FavoriteEventParams,
          response: { 200: FavoriteToggleResponse, ...TOGGLE_ERRORS },
        },
      },
      async (req) => setFavorite(ctx.db, actorOf(req), req.params.eventId, true),
    );

    app.delete(
      '/api/me/favorites/events/:eventId',
      {
        preHandler: mayToggle,
        schema: {
          tags: ['favorites'],
          summary: 'Remove an event from the saved events (idempotent)',
          params: FavoriteEventParams,
          response: { 200: FavoriteToggleResponse, ...TOGGLE_ERRORS },
        },
      },
      async (req) => setFavorite(ctx.db, actorOf(req), req.params.eventId, false),
    );

    app.get(
      '/api/me/favorites/events',
      {
        preHandler: mayRead,
        schema: {
          tags: ['favorites'],
          summary: 'My saved events, upcoming first',
          querystring: SavedEventsQuery,
          response: { 200: SavedEventsResponse, 401: ErrorEnvelope },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return listSavedEvents(ctx.db, actorOf(req), req.query);
      },
    );

    app.get(
      '/api/me/favorites/events/ids',
      {
        preHandler: mayRead,
        schema: {
          tags: ['favorites'],
          summary: 'Which of these events (comma-separated ids) I saved',
          querystring: FavoriteIdsQuery,
          response: { 200: FavoriteIdsResponse, 400: ErrorEnvelope, 401: ErrorEnvelope },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return { ids: await savedEventIds(ctx.db, actorOf(req), req.query.ids) };
      },
    );

    app.get(
      '/api/events/:id/saved-count/stream',
      {
        schema: {
          tags: ['favorites'],
          summary: 'Live saved count of a public event (Server-Sent Events, heartbeat every 30 s)',
          params: EventIdParams,
          response: { 404: ErrorEnvelope, 429: ErrorEnvelope },
        },
      },
      async (req, reply) => {
        const { event } = await findPublicEvent(ctx.db, req.params.id);
        const release = streamLimiter.acquire(req);
        try {
          await streamSavedCount(
            hub,
            req,
            reply,
            { eventId: event.id, savedCount: event.savedCount },
            openStreams,
            release,
          );
        } catch (err) {
          release();
          throw err;
        }
      },
    );
  };
