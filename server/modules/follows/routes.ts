import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../core/errors';
import { ErrorEnvelope } from '../../../core/schemas/common';
import {
  FollowParams,
  FollowPatchBody,
  FollowResponse,
  FollowStateQuery,
  FollowStateResponse,
  FollowerCountMessage,
  FollowingQuery,
  FollowingResponse,
} from '../../../core/schemas/follows';
import nlFollows from '../../../web/public/locales/nl/follows.json';
import type { RequestContext } from '../../http/context';
import { actorOf, requireSession } from '../../http/requireSession';
import { followedIds, followerCount, listFollowing, setFollowNotifications, setFollowing } from './service';

const ERRORS = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };
const tags = ['follows'];

/** Follows: follow/unfollow, notifications, state, my list, follower count (live: a topic of modules/stream). */
export const followRoutes =
  (ctx: RequestContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Authentication only; followsPolicy is asked by the service. Visitors: 'Je moet ingelogd zijn om te volgen.'
    const signedIn = requireSession(
      ctx,
      () => new AppError('unauthenticated', { message: nlFollows.loginRequired }),
    );
    for (const [method, following] of [
      ['PUT', true],
      ['DELETE', false],
    ] as const) {
      app.route({
        method,
        url: '/api/follows/:userId',
        preHandler: signedIn,
        schema: {
          tags,
          summary: following ? 'Follow a user (idempotent)' : 'Unfollow a user (idempotent)',
          params: FollowParams,
          response: { 200: FollowResponse, ...ERRORS },
        },
        handler: async (req) => setFollowing(ctx.db, actorOf(req), req.params.userId, following),
      });
    }
    app.patch(
      '/api/follows/:userId',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: 'Turn notifications of a followed user on or off',
          params: FollowParams,
          body: FollowPatchBody,
          response: { 200: FollowResponse, ...ERRORS },
        },
      },
      async (req) =>
        setFollowNotifications(ctx.db, actorOf(req), req.params.userId, req.body.notificationsEnabled),
    );
    app.get(
      '/api/follows/state',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: 'Which of these users (comma-separated ids) I follow',
          querystring: FollowStateQuery,
          response: { 200: FollowStateResponse, 400: ErrorEnvelope, 401: ErrorEnvelope },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return { ids: await followedIds(ctx.db, actorOf(req), req.query.ids) };
      },
    );
    app.get(
      '/api/follows',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: 'What I follow: organisations, then professionals, then members (optionally one kind)',
          querystring: FollowingQuery,
          response: { 200: FollowingResponse, 400: ErrorEnvelope, 401: ErrorEnvelope },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return listFollowing(ctx.db, actorOf(req), req.query);
      },
    );
    app.get(
      '/api/users/:userId/followers',
      {
        schema: {
          tags,
          summary: "A user's follower count",
          params: FollowParams,
          response: { 200: FollowerCountMessage, 400: ErrorEnvelope, 404: ErrorEnvelope },
        },
      },
      async (req) => followerCount(ctx.db, req.params.userId),
    );
  };
