import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorEnvelope } from '../../../core/schemas/common';
import {
  GeoDistance,
  GeoDistanceQuery,
  GeoQuery,
  GeoResults,
  ReverseGeoQuery,
  ReverseGeoResult,
} from '../../../core/schemas/geo';
import { type Geocoder, createGeocoder } from '../../integrations/geocoding';
import type { AppContext } from '../../http/context';
import { autocompletePlaces, distanceBetween, reversePlace, searchPlaces } from './service';

/** Per IP, counted in Postgres: generous for typing (the web debounces), tight enough to stop scraping. */
export const GEO_RATE_LIMIT = { max: 120, timeWindow: 60_000 };

const tags = ['geo'];
const errors = { 400: ErrorEnvelope, 429: ErrorEnvelope };
/** Places do not move: browsers and proxies may keep answers for an hour. */
const cacheable = { 'cache-control': 'public, max-age=3600' };

export type GeoDeps = { geocoder?: Geocoder };

/** Geocoding for the web (public): autocomplete, search, reverse, distance (offline gazetteer or LocationIQ). */
export const geoRoutes =
  (ctx: AppContext, deps: GeoDeps = {}): FastifyPluginAsyncZod =>
  async (app) => {
    const geocoder = deps.geocoder ?? createGeocoder(ctx.config, ctx.logger);
    const config = { rateLimit: GEO_RATE_LIMIT };

    app.get(
      '/api/geo/autocomplete',
      {
        config,
        schema: {
          tags,
          summary: 'Dutch and Belgian places starting with q (at least 3 characters), biggest first',
          querystring: GeoQuery,
          response: { 200: GeoResults, ...errors },
        },
      },
      async (req, reply) =>
        reply.headers(cacheable).send({ results: await autocompletePlaces(geocoder, req.query.q) }),
    );

    app.get(
      '/api/geo/search',
      {
        config,
        schema: {
          tags,
          summary: 'Places matching a typed location or address (at least 3 characters)',
          querystring: GeoQuery,
          response: { 200: GeoResults, ...errors },
        },
      },
      async (req, reply) =>
        reply.headers(cacheable).send({ results: await searchPlaces(geocoder, req.query.q) }),
    );

    app.get(
      '/api/geo/reverse',
      {
        config,
        schema: {
          tags,
          summary: 'The place at a point, or null outside the Netherlands and Belgium',
          querystring: ReverseGeoQuery,
          response: { 200: ReverseGeoResult, ...errors },
        },
      },
      async (req, reply) =>
        reply.headers(cacheable).send({ result: await reversePlace(geocoder, req.query) }),
    );

    app.get(
      '/api/geo/distance',
      {
        config,
        schema: {
          tags,
          summary: 'Distance in km between from=lat,lng and to=lat,lng: driving route, else straight line',
          querystring: GeoDistanceQuery,
          response: { 200: GeoDistance, ...errors },
        },
      },
      async (req, reply) =>
        reply.headers(cacheable).send(await distanceBetween(geocoder, req.query.from, req.query.to)),
    );
  };
