import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountsContext } from '../accounts';
import { eventAdminAreaRoutes } from './admin/routes';
import { eventDetailRoutes } from './detail/routes';
import { bulkImportRoutes } from './import/routes';
import { type EventAdminRouteDeps, eventAdminRoutes } from './manage/routes';
import { eventSearchRoutes } from './search/routes';
import { eventSeoRoutes } from './seo/routes';

export type EventRouteDeps = EventAdminRouteDeps;

/**
 * Every route of the events domain. Each sub-area stays its own plugin, so what one registers for itself
 * (multipart and CSV body parsing for management and import) stays scoped to it.
 */
export const eventRoutes =
  (ctx: AccountsContext, deps: EventRouteDeps = {}): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(bulkImportRoutes(ctx));
    await app.register(eventDetailRoutes(ctx));
    await app.register(eventSeoRoutes(ctx));
    await app.register(eventAdminRoutes(ctx, deps));
    await app.register(eventSearchRoutes(ctx));
    await app.register(eventAdminAreaRoutes(ctx, deps));
  };
