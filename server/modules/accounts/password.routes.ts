import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountsContext } from './service';

/** Password change on /dashboard/instellingen/beveiliging. */
export const passwordRoutes =
  (_ctx: AccountsContext): FastifyPluginAsyncZod =>
  async () => {};
