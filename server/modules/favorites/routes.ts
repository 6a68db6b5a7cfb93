import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../core/errors';
import { ErrorEnvelope } from '../../../core/schemas/common';
import {
  FavoriteEventParams,
  FavoriteIdsQuery,
  FavoriteIdsResponse,
  FavoriteToggleResponse,
  PROFILE_SAVE_KINDS,
  SavedEventsQuery,
  SavedEventsResponse,
} from '../../../core/schemas/favorites';
import type { RequestContext } from '../../http/context';
import { actorOf, requireSession } from '../../http/requireSession';
import { profileSaveRoutes } from './profileRoutes';
import { listSavedEvents, savedEventIds, setFavorite } from './service';

const TOGGLE_ERRORS = { 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };

/** Saved events: toggle, list, ids, live saved counts over SSE. */
export const favoriteRoutes =
  (ctx: RequestContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Authentication only; favoritesPolicy is asked by the service. Spec §8: a visitor who tries to save
    // gets 'Je moet ingelogd zijn om evenementen op te slaan.'
    const mayRead = requireSession(ctx);
    const mayToggle = requireSession(ctx, () => new AppError('favorite_login_required'));

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

    for (const kind of PROFILE_SAVE_KINDS) await app.register(profileSaveRoutes(ctx, kind));
  };
