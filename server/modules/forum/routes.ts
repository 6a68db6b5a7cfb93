import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorEnvelope } from '../../../core/schemas/common';
import {
  ForumCategory,
  ForumCategoryList,
  ForumPostPage,
  ForumPostQuery,
  ForumStats,
  ForumStatsQuery,
  ForumTopicDetail,
  ForumTopicPage,
  ForumTopicQuery,
  LeaderboardPage,
  LeaderboardQuery,
  MyForumPostPage,
  MyForumQuery,
} from '../../../core/schemas/forum';
import type { RequestContext } from '../../http/context';
import { actorOf, optionalActorOf } from '../../http/requireSession';
import { signedIn } from './auth';
import { sendTopicPageShell } from './page';
import {
  leaderboard,
  listCategories,
  listPosts,
  listTopics,
  loadCategory,
  loadStats,
  loadTopic,
  myPosts,
  myTopics,
} from './service';
import { countView } from './serviceWrite';

const tags = ['forum'];
const SlugParams = z.object({ slug: z.string().trim().min(1).max(200) });
const IdParams = z.object({ id: z.string().uuid() });
const ViewResult = z.object({ counted: z.boolean(), viewCount: z.number().int() });

/**
 * The forum's reads (spec §6: anonymous users may read the forum): categories, stats, topic lists, a topic and
 * its posts, the leaderboard, the view counter, and the crawler head of a topic page. A signed-in viewer is
 * looked up when a cookie is there (their vote, their abilities; moderators also see hidden items).
 */
export const forumReadRoutes =
  (ctx: RequestContext): FastifyPluginAsyncZod =>
  async (app) => {
    const member = signedIn(ctx);
    app.get(
      '/api/forum/categories',
      { schema: { tags, summary: 'Active forum categories by order', response: { 200: ForumCategoryList } } },
      async () => listCategories(ctx.db),
    );
    app.get(
      '/api/forum/categories/:slug',
      {
        schema: {
          tags,
          summary: 'One forum category',
          params: SlugParams,
          response: { 200: ForumCategory, 400: ErrorEnvelope, 404: ErrorEnvelope },
        },
      },
      async (req, reply) => loadCategory(ctx.db, await optionalActorOf(ctx, req, reply), req.params.slug),
    );
    app.get(
      '/api/forum/stats',
      {
        schema: {
          tags,
          summary: 'Forum totals and recent activity (up to a minute old)',
          querystring: ForumStatsQuery,
          response: { 200: ForumStats, 400: ErrorEnvelope },
        },
      },
      async (req) => loadStats(ctx.db, req.query.recent),
    );
    app.get(
      '/api/forum/topics',
      {
        schema: {
          tags,
          summary: 'Topics: all (filters), recent, trending, featured or event topics; 20 per page',
          querystring: ForumTopicQuery,
          response: { 200: ForumTopicPage, 400: ErrorEnvelope, 404: ErrorEnvelope },
        },
      },
      async (req, reply) => listTopics(ctx.db, await optionalActorOf(ctx, req, reply), req.query),
    );
    app.get(
      '/api/forum/topics/:slug',
      {
        schema: {
          tags,
          summary: 'One topic by slug or id, with the viewer’s vote and abilities',
          params: SlugParams,
          response: { 200: ForumTopicDetail, 400: ErrorEnvelope, 404: ErrorEnvelope },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return loadTopic(ctx.db, await optionalActorOf(ctx, req, reply), req.params.slug);
      },
    );
    app.post(
      '/api/forum/topics/:id/view',
      {
        schema: {
          tags,
          summary: 'Count a view (once per visitor per hour)',
          params: IdParams,
          response: { 200: ViewResult, 400: ErrorEnvelope, 404: ErrorEnvelope },
        },
      },
      async (req, reply) => {
        const viewer = await optionalActorOf(ctx, req, reply);
        return countView(ctx.db, viewer, req.params.id, { ip: req.ip, userAgent: req.headers['user-agent'] });
      },
    );
    app.get(
      '/api/forum/topics/:id/posts',
      {
        schema: {
          tags,
          summary: 'A topic’s posts, oldest first, 20 per page',
          params: IdParams,
          querystring: ForumPostQuery,
          response: { 200: ForumPostPage, 400: ErrorEnvelope, 404: ErrorEnvelope },
        },
      },
      async (req, reply) =>
        listPosts(ctx.db, await optionalActorOf(ctx, req, reply), req.params.id, req.query.page),
    );
    app.get(
      '/api/forum/leaderboard',
      {
        schema: {
          tags,
          summary: 'Members by forum reputation',
          querystring: LeaderboardQuery,
          response: { 200: LeaderboardPage, 400: ErrorEnvelope },
        },
      },
      async (req) => leaderboard(ctx.db, req.query.page),
    );
    app.get(
      '/api/forum/me/topics',
      {
        preHandler: member,
        schema: {
          tags,
          summary: 'My topics, newest first',
          querystring: MyForumQuery,
          response: { 200: ForumTopicPage, 400: ErrorEnvelope, 401: ErrorEnvelope },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return myTopics(ctx.db, actorOf(req), req.query.page);
      },
    );
    app.get(
      '/api/forum/me/posts',
      {
        preHandler: member,
        schema: {
          tags,
          summary: 'My replies, newest first',
          querystring: MyForumQuery,
          response: { 200: MyForumPostPage, 400: ErrorEnvelope, 401: ErrorEnvelope },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return myPosts(ctx.db, actorOf(req), req.query.page);
      },
    );
    for (const prefix of ['/community/topic', '/community/onderwerp', '/topic', '/onderwerp']) {
      app.get(`${prefix}/:slug`, { schema: { hide: true, params: SlugParams } }, async (req, reply) =>
        sendTopicPageShell(ctx, req, reply, req.params.slug),
      );
    }
  };
