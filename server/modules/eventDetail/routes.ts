import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountsContext } from '../accounts/service';

/** Public event page data, .ics, view counting, crawler HTML and sitemap. */
export const eventDetailRoutes =
  (_ctx: AccountsContext): FastifyPluginAsyncZod =>
  async () => {};
