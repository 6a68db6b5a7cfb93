import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountsContext } from '../accounts/service';

/** Teams (profile_users): invitations by e-mail, accepting, listing and removing members; own organisation profile. */
export const teamRoutes =
  (_ctx: AccountsContext): FastifyPluginAsyncZod =>
  async () => {};
