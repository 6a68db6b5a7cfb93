import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../core/errors';
import { ErrorEnvelope } from '../../../core/schemas/common';
import {
  FavoriteIdsQuery,
  FavoriteIdsResponse,
  PROFILE_SAVE_MESSAGES,
  PROFILE_SAVE_PATHS,
  type ProfileSaveKind,
  ProfileSaveParams,
  ProfileSaveResponse,
  SavedEventsQuery,
  SavedProfilesResponse,
} from '../../../core/schemas/favorites';
import type { RequestContext } from '../../http/context';
import { actorOf, requireSession } from '../../http/requireSession';
import { listSavedProfiles, savedProfileIds, setProfileSaved } from './service';

const TOGGLE_ERRORS = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };

/**
 * Saved venues or professionals, the same calls as saved events: toggle
 * (/api/me/favorites/{venues|professionals}/:id), my list, which ids I saved. The live saved count is a topic
 * of the one realtime stream (modules/stream).
 */
export const profileSaveRoutes =
  (ctx: RequestContext, kind: ProfileSaveKind): FastifyPluginAsyncZod =>
  async (app) => {
    const path = PROFILE_SAVE_PATHS[kind];
    const mayRead = requireSession(ctx);
    const mayToggle = requireSession(
      ctx,
      () => new AppError('favorite_login_required', { message: PROFILE_SAVE_MESSAGES[kind].login }),
    );
    const tags = ['favorites'];
    for (const [method, saved] of [
      ['PUT', true],
      ['DELETE', false],
    ] as const) {
      app.route({
        method,
        url: `/api/me/favorites/${path}/:id`,
        preHandler: mayToggle,
        schema: {
          tags,
          summary: `${saved ? 'Save' : 'Unsave'} a ${kind} (idempotent)`,
          params: ProfileSaveParams,
          response: { 200: ProfileSaveResponse, ...TOGGLE_ERRORS },
        },
        handler: async (req) => setProfileSaved(ctx.db, actorOf(req), kind, req.params.id, saved),
      });
    }
    app.get(
      `/api/me/favorites/${path}`,
      {
        preHandler: mayRead,
        schema: {
          tags,
          summary: `My saved ${path}, latest saved first`,
          querystring: SavedEventsQuery,
          response: { 200: SavedProfilesResponse, 401: ErrorEnvelope },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return listSavedProfiles(ctx.db, actorOf(req), kind, req.query);
      },
    );
    app.get(
      `/api/me/favorites/${path}/ids`,
      {
        preHandler: mayRead,
        schema: {
          tags,
          summary: `Which of these ${path} (comma-separated ids) I saved`,
          querystring: FavoriteIdsQuery,
          response: { 200: FavoriteIdsResponse, 400: ErrorEnvelope, 401: ErrorEnvelope },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return { ids: await savedProfileIds(ctx.db, actorOf(req), kind, req.query.ids) };
      },
    );
  };
