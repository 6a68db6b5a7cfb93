import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountsContext } from '../accounts/service';

/** Account settings: profile data, e-mail change, privacy, data export, deletion, notification preferences. */
export const settingsRoutes =
  (_ctx: AccountsContext): FastifyPluginAsyncZod =>
  async () => {};
