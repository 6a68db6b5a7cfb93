import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorEnvelope } from '../../../../core/schemas/common';
import {
  EventDetail,
  EventIdOrSlugParams,
  EventIdParams,
  EventViewResponse,
} from '../../../../core/schemas/eventDetail';
import { sessionCookieName } from '../../../auth/betterAuth';
import { requestHeaders, sessionTokenFromCookie } from '../../../auth/bridge';
import type { AccountsContext } from '../../accounts';
import { sendCachedJson } from '../../../http/cachedJson';
import { cachedEventDetail } from './cached';
import { countEventView, eventCalendarFile } from './service';

/** Views counted per IP: generous for people clicking around, tight enough to keep bots from inflating counts. */
export const VIEW_RATE_LIMIT = { max: 60, timeWindow: 60_000 };

/** Public event page data, .ics and view counting. */
export const eventDetailRoutes =
  (ctx: AccountsContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { publicUrl } = ctx.config;

    app.get(
      '/api/events/:idOrSlug/detail',
      {
        schema: {
          tags: ['events'],
          summary: 'The public event page: a 36-character value is the id, anything else the slug',
          params: EventIdOrSlugParams,
          response: { 200: EventDetail, 304: z.null(), 404: ErrorEnvelope },
        },
      },
      async (req, reply) => sendCachedJson(req, reply, await cachedEventDetail(ctx.db, req.params.idOrSlug)),
    );

    app.post(
      '/api/events/:id/view',
      {
        // A counted view changes no cached read (view_count is on no public page): the event page stays cached.
        config: { rateLimit: VIEW_RATE_LIMIT, keepsReadCaches: true },
        schema: {
          tags: ['events'],
          summary: 'Count a page view (once per visitor per event per hour)',
          params: EventIdParams,
          response: { 200: EventViewResponse, 404: ErrorEnvelope, 429: ErrorEnvelope },
        },
      },
      async (req) => {
        const headers = requestHeaders(req);
        const counted = await countEventView(ctx.db, req.params.id, {
          sessionToken: sessionTokenFromCookie(headers, sessionCookieName(publicUrl)) ?? null,
          ip: req.ip,
          userAgent: req.headers['user-agent'] ?? '',
        });
        return { counted };
      },
    );

    app.get(
      '/api/events/:id/calendar.ics',
      {
        schema: {
          tags: ['events'],
          summary: 'The event as an iCalendar file (RFC 5545), one entry per occurrence',
          params: EventIdParams,
          response: { 200: z.string(), 404: ErrorEnvelope },
        },
      },
      async (req, reply) => {
        const { fileName, ics } = await eventCalendarFile(ctx.db, publicUrl, req.params.id);
        return reply
          .type('text/calendar; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'no-cache')
          .send(ics);
      },
    );
  };
