import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AnalyticsQuery,
  DashboardOverview,
  OrganizationAnalytics,
  VenueAnalytics,
} from '../../../core/schemas/analytics';
import { ErrorEnvelope } from '../../../core/schemas/common';
import { actorOf, requireSession } from '../../http/requireSession';
import type { AccountsContext } from '../accounts';
import { dashboardOverview, organizationAnalytics, venueAnalytics } from './service';

const ERRORS = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope };
const tags = ['analytics'];

export type AnalyticsRouteDeps = { now?: () => Date };

/** The dashboards: the overview of every role, and the organisation and venue analytics (issue 12). */
export const analyticsRoutes =
  (ctx: AccountsContext, deps: AnalyticsRouteDeps = {}): FastifyPluginAsyncZod =>
  async (app) => {
    const signedIn = requireSession(ctx);
    const now = () => deps.now?.() ?? new Date();
    app.get(
      '/api/dashboard/overview',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: 'The signed-in user’s home: one section of figures per role held',
          response: { 200: DashboardOverview, ...ERRORS },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return dashboardOverview(ctx, actorOf(req), now());
      },
    );
    app.get(
      '/api/dashboard/analytics',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary:
            'Views, saves, followers and review average of my events and organisation (7, 30 or 90 days)',
          querystring: AnalyticsQuery,
          response: { 200: OrganizationAnalytics, ...ERRORS },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return organizationAnalytics(ctx, actorOf(req), req.query.days, now());
      },
    );
    app.get(
      '/api/dashboard/venue/analytics',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: 'Booking requests, occupancy, saves, review average and event views of my venue',
          querystring: AnalyticsQuery,
          response: { 200: VenueAnalytics, ...ERRORS },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return venueAnalytics(ctx, actorOf(req), req.query.days, now());
      },
    );
  };
