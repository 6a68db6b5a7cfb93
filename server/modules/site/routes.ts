import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorEnvelope } from '../../../core/schemas/common';
import { ContactBody, ContactResponse, RoadmapResponse, SiteStatsDto } from '../../../core/schemas/site';
import type { AppContext } from '../../http/context';
import { mapConfigRoutes } from './mapConfig.routes';
import { getRoadmap, getSiteStats, submitContactMessage } from './service';

/** Contact form: 5 messages per minute per IP (counted in Postgres, so across all instances). */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: 60_000 };

export const siteRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(mapConfigRoutes(ctx));

    app.get(
      '/api/roadmap',
      { schema: { tags: ['site'], summary: 'Public roadmap', response: { 200: RoadmapResponse } } },
      async () => getRoadmap(ctx),
    );

    app.get(
      '/api/site/stats',
      {
        schema: { tags: ['site'], summary: 'Counters for the landing page', response: { 200: SiteStatsDto } },
      },
      async () => getSiteStats(ctx),
    );

    app.post(
      '/api/contact',
      {
        config: { rateLimit: CONTACT_RATE_LIMIT },
        schema: {
          tags: ['site'],
          summary: 'Send a message through the contact form',
          body: ContactBody,
          response: { 201: ContactResponse, 400: ErrorEnvelope, 429: ErrorEnvelope },
        },
      },
      async (req, reply) => {
        const result = await submitContactMessage(ctx, req.body, { ip: req.ip });
        return reply.code(201).send(result);
      },
    );
  };
