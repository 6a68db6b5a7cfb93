import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountsContext } from '../accounts/service';

/** Organisers' event management: dashboard list, create/edit, statuses, images, venues. */
export const eventAdminRoutes =
  (_ctx: AccountsContext): FastifyPluginAsyncZod =>
  async () => {};
