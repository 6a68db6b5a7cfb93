import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountsContext } from '../accounts/service';

/** Saved events: toggle, list, ids, live saved counts over SSE. */
export const favoriteRoutes =
  (_ctx: AccountsContext): FastifyPluginAsyncZod =>
  async () => {};
