import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountsContext } from '../accounts/service';

/** Admin CSV bulk upload of events: template, dry run, import in one transaction. */
export const bulkUploadRoutes =
  (_ctx: AccountsContext): FastifyPluginAsyncZod =>
  async () => {};
