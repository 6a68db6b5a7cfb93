import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountsContext } from '../accounts/service';

/** Admin: users, suspension, impersonation, e-mail log. */
export const adminRoutes =
  (_ctx: AccountsContext): FastifyPluginAsyncZod =>
  async () => {};
