import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../core/errors';
import { ErrorEnvelope } from '../../../core/schemas/common';
import {
  EventDetail,
  EventIdOrSlugParams,
  EventIdParams,
  EventViewResponse,
} from '../../../core/schemas/eventDetail';
import { sessionCookieName } from '../../auth/betterAuth';
import { requestHeaders, sessionTokenFromCookie } from '../../auth/bridge';
import type { AccountsContext } from '../accounts/service';
import { buildIcs, icsFileName } from './ics';
import { htmlToText } from '../../http/sanitizeHtml';
import { eventPageUrl, sendEventPageShell } from './seo';
import { countEventView, loadEventDetail } from './service';
import { buildSitemap, buildSitemapPage } from './sitemap';

/** Views counted per IP: generous for people clicking around, tight enough to keep bots from inflating counts. */
export const VIEW_RATE_LIMIT = { max: 60, timeWindow: 60_000 };
/** Occurrences in one calendar file. */
const ICS_MAX_OCCURRENCES = 100;

/** Public event page data, .ics, view counting, crawler HTML and sitemap. */
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
          response: { 200: EventDetail, 404: ErrorEnvelope },
        },
      },
      async (req) => loadEventDetail(ctx.db, req.params.idOrSlug),
    );

    app.post(
      '/api/events/:id/view',
      {
        config: { rateLimit: VIEW_RATE_LIMIT },
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
        const event = await loadEventDetail(ctx.db, req.params.id);
        const url = eventPageUrl(publicUrl, event);
        const place = event.isOnline
          ? 'Online'
          : [event.location.name, event.location.address, event.location.city].filter(Boolean).join(', ');
        const description = [event.shortDescription, htmlToText(event.descriptionHtml), url]
          .filter(Boolean)
          .join('\n\n');
        const dates =
          event.occurrences.length > 0
            ? event.occurrences.slice(0, ICS_MAX_OCCURRENCES)
            : [{ startDate: event.startDate, endDate: event.endDate }];
        const ics = buildIcs(
          dates.map((d, i) => ({
            uid: i === 0 ? `${event.id}@kring` : `${event.id}-${i}@kring`,
            start: new Date(d.startDate),
            end: d.endDate ? new Date(d.endDate) : null,
            summary: event.title,
            description,
            location: place || null,
            url,
          })),
        );
        return reply
          .type('text/calendar; charset=utf-8')
          .header('content-disposition', `attachment; filename="${icsFileName(event.slug)}"`)
          .header('cache-control', 'no-cache')
          .send(ics);
      },
    );

    // Crawler HTML for the event page; the SPA renders the same URL in the browser.
    const pageParams = z.object({ value: z.string().min(1).max(200) });
    for (const path of ['/event/:value', '/evenement/:value']) {
      app.get(path, { schema: { hide: true, params: pageParams } }, async (req, reply) =>
        sendEventPageShell(ctx.db, publicUrl, req, reply, req.params.value),
      );
    }

    app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(await buildSitemap(ctx.db, publicUrl)),
    );

    app.get(
      '/sitemaps/:page',
      { schema: { hide: true, params: z.object({ page: z.string().regex(/^\d{1,6}\.xml$/) }) } },
      async (req, reply) => {
        const xml = await buildSitemapPage(ctx.db, publicUrl, Number.parseInt(req.params.page, 10));
        if (!xml) throw new AppError('not_found');
        return reply
          .type('application/xml; charset=utf-8')
          .header('cache-control', 'public, max-age=3600')
          .send(xml);
      },
    );
  };
