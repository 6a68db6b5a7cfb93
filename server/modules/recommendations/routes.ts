import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorEnvelope } from '../../../core/schemas/common';
import {
  InterestCategoriesBody,
  InterestsDto,
  PersonalisationBody,
  RecommendationsQuery,
  RecommendationsResponse,
} from '../../../core/schemas/recommendations';
import type { RequestContext } from '../../http/context';
import { actorOf, requireSession } from '../../http/requireSession';
import { type Geocoder, createGeocoder } from '../../integrations/geocoding';
import { listRecommendations, readInterests, saveInterestCategories, savePersonalisation } from './service';

const ERRORS = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope };
const tags = ['recommendations'];

export type RecommendationDeps = { geocoder?: Geocoder };

/** Interests, personalisation and recommendations of the signed-in user (issue 12). */
export const recommendationRoutes =
  (ctx: RequestContext, deps: RecommendationDeps = {}): FastifyPluginAsyncZod =>
  async (app) => {
    const geocoder = deps.geocoder ?? createGeocoder(ctx.config, ctx.logger);
    const signedIn = requireSession(ctx);
    const noStore = { 'cache-control': 'no-store' };

    app.get(
      '/api/me/interests',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: 'My event types and subtypes, home city, radius and languages',
          response: { 200: InterestsDto, 401: ErrorEnvelope },
        },
      },
      async (req, reply) => reply.headers(noStore).send(await readInterests(ctx.db, actorOf(req))),
    );
    app.put(
      '/api/me/interests/categories',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: 'Save my event types and subtypes (participants; active categories only)',
          body: InterestCategoriesBody,
          response: { 200: InterestsDto, ...ERRORS },
        },
      },
      async (req) => saveInterestCategories(ctx.db, actorOf(req), req.body),
    );
    app.put(
      '/api/me/interests/personalisation',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: 'Save my home city (geocoded), radius and languages',
          body: PersonalisationBody,
          response: { 200: InterestsDto, ...ERRORS },
        },
      },
      async (req) => savePersonalisation(ctx.db, geocoder, actorOf(req), req.body),
    );
    app.get(
      '/api/me/recommendations',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary:
            'Upcoming events ranked by my interests, follows and saves, 12 a page, each with its reason',
          querystring: RecommendationsQuery,
          response: { 200: RecommendationsResponse, ...ERRORS },
        },
      },
      async (req, reply) =>
        reply.headers(noStore).send(await listRecommendations(ctx.db, actorOf(req), req.query)),
    );
  };
