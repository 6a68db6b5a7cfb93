import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorEnvelope } from '../../../core/schemas/common';
import {
  AdminAnalytics,
  AdminAnalyticsQuery,
  AdminDashboard,
  PageViewBody,
  PageViewResponse,
} from '../../../core/schemas/insights';
import type { RequestContext } from '../../http/context';
import { actorOf, requireSession } from '../../http/requireSession';
import { flushFacts, setFactFailureLog } from './facts';
import { adminAnalytics, adminDashboard, countPageView } from './service';

const tags = ['insights', 'admin'];
const ERRORS = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope };

/**
 * Page views per address: a visitor clicking around stays far below, a script inflating one page does not
 * (counts beyond it are refused with 429 and simply not counted).
 */
export const PAGE_VIEW_RATE_LIMIT = { max: 120, timeWindow: 60_000 };

export type InsightsRouteDeps = { now?: () => Date };

/** /admin and /admin/analytics (issue 16, admins only through the service), and the public page-view beacon. */
export const insightsRoutes =
  (ctx: RequestContext, deps: InsightsRouteDeps = {}): FastifyPluginAsyncZod =>
  async (app) => {
    const preHandler = requireSession(ctx);
    const now = () => deps.now?.() ?? new Date();
    setFactFailureLog((err) => ctx.logger.warn({ err }, 'insights: counting searches or page views failed'));
    // Counts waiting in memory are written before the database closes.
    app.addHook('onClose', () => flushFacts(ctx.db));

    app.get(
      '/api/admin/insights/dashboard',
      {
        preHandler,
        schema: {
          tags,
          summary: 'The community at a glance: members, events, revenue, reports waiting, failures in 24 h',
          response: { 200: AdminDashboard, ...ERRORS },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return adminDashboard(ctx.db, actorOf(req), now());
      },
    );

    app.get(
      '/api/admin/insights/analytics',
      {
        preHandler,
        schema: {
          tags,
          summary:
            'Growth and engagement over 30, 90 or 365 days in day, week or month buckets: sign-ups, trials, events, searches, traffic',
          querystring: AdminAnalyticsQuery,
          response: { 200: AdminAnalytics, ...ERRORS },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return adminAnalytics(ctx.db, actorOf(req), req.query, now());
      },
    );

    app.post(
      '/api/page-views',
      {
        // A page-view tally is on no cached public read (server/http/readCacheDrops.ts).
        config: { rateLimit: PAGE_VIEW_RATE_LIMIT, keepsReadCaches: true },
        schema: {
          tags: ['insights'],
          summary:
            'Count one view of a public screen (a key of core/domain/screens; admin screens are not counted)',
          body: PageViewBody,
          response: { 200: PageViewResponse, 400: ErrorEnvelope, 429: ErrorEnvelope },
        },
      },
      async (req) => countPageView(ctx.db, req.body.screen),
    );
  };
