import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorEnvelope } from '../../../core/schemas/common';
import { AdminSiteSettings, PublicSiteSettings, SiteSettingsPatch } from '../../../core/schemas/siteSettings';
import type { RequestContext } from '../../http/context';
import { actorOf, requireSession } from '../../http/requireSession';
import type { Realtime } from '../../realtime';
import { siteSettingsChannel } from './settingsChannel';
import { dropSiteSettingsCache, getAdminSiteSettings, getSiteSettings, updateSiteSettings } from './settings';

const ERRORS = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope };

/**
 * Site settings (issue 16): the public read every page uses, the admin read and save of /admin/instellingen,
 * and this instance's LISTEN that drops its cached copy whenever any instance saves.
 */
export const siteSettingsRoutes =
  (ctx: RequestContext, realtime: Realtime): FastifyPluginAsyncZod =>
  async (app) => {
    let unsubscribe: (() => void) | null = null;
    app.addHook('onReady', async () => {
      unsubscribe = await realtime.fanout.subscribe(siteSettingsChannel, 'all', () =>
        dropSiteSettingsCache(ctx.db),
      );
    });
    app.addHook('preClose', async () => unsubscribe?.());

    app.get(
      '/api/site/settings',
      {
        schema: {
          tags: ['site'],
          summary:
            'Live site settings every visitor sees (name, contact, banner, sign-ups, radius, switches)',
          response: { 200: PublicSiteSettings },
        },
      },
      async (_req, reply) => {
        // Always asked again (the answer comes from this instance's memory): a banner turned on or off must
        // show on the visitor's next page, not after a browser cache expires.
        reply.header('cache-control', 'no-cache');
        return getSiteSettings(ctx);
      },
    );

    const preHandler = requireSession(ctx);
    app.get(
      '/api/admin/settings',
      {
        preHandler,
        schema: {
          tags: ['site', 'admin'],
          summary: 'Every site setting with when it was last saved',
          response: { 200: AdminSiteSettings, ...ERRORS },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return getAdminSiteSettings(ctx, actorOf(req));
      },
    );

    app.patch(
      '/api/admin/settings',
      {
        preHandler,
        schema: {
          tags: ['site', 'admin'],
          summary: 'Save site settings (one form group); each changed key is audited as settings.update',
          body: SiteSettingsPatch,
          response: { 200: AdminSiteSettings, ...ERRORS },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return updateSiteSettings(ctx, actorOf(req), req.body, req.ip);
      },
    );
  };
