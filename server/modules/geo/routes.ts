import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountsContext } from '../accounts/service';

/** Geocoding for the web: autocomplete, search, reverse, distance (offline gazetteer or LocationIQ). */
export const geoRoutes =
  (_ctx: AccountsContext): FastifyPluginAsyncZod =>
  async () => {};
