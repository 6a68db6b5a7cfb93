import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorEnvelope } from '../../../core/schemas/common';
import {
  AdminHelpArticle,
  AdminHelpArticleInput,
  AdminHelpArticlePatch,
  AdminHelpIdParams,
  AdminHelpList,
  AdminHelpListQuery,
  AdminHelpPreview,
  AdminHelpPreviewBody,
  HelpArticle,
  HelpFeedbackBody,
  HelpFeedbackResponse,
  HelpOverview,
  HelpSearchQuery,
  HelpSearchResponse,
  HelpSlugParams,
  HelpViewResponse,
} from '../../../core/schemas/help';
import { viewerKey } from '../../db/viewCounter';
import type { RequestContext } from '../../http/context';
import { actorOf, optionalActorOf, requireSession } from '../../http/requireSession';
import { HELP_ARTICLE_PATHS, sendHelpArticlePageShell } from './page';
import {
  answerFeedback,
  countView,
  createArticle,
  getAdminArticle,
  listAdminArticles,
  loadArticle,
  loadOverview,
  patchArticle,
  previewArticle,
  removeArticle,
  searchHelp,
} from './service';

const tags = ['help'];
const refused = { 401: ErrorEnvelope, 403: ErrorEnvelope };
/** Views and answers per address: generous for readers, tight enough to keep bots from inflating counts. */
const COUNT_RATE_LIMIT = { max: 60, timeWindow: 60_000 };

/** The help centre (spec §2 /support, its article pages) and its admin screen /admin/helpdesk. */
export const helpRoutes =
  (ctx: RequestContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Authentication only; helpPolicy is asked by each admin use case in the service.
    const signedIn = requireSession(ctx);

    app.get(
      '/api/help/overview',
      {
        schema: {
          tags,
          summary: 'Help centre: categories with published counts, featured articles and the most read',
          response: { 200: HelpOverview },
        },
      },
      async () => loadOverview(ctx.db),
    );

    app.get(
      '/api/help/search',
      {
        schema: {
          tags,
          summary:
            'Search published articles (Dutch full text, accents optional, ranked) and/or list one category',
          querystring: HelpSearchQuery,
          response: { 200: HelpSearchResponse, 400: ErrorEnvelope },
        },
      },
      async (req) => searchHelp(ctx.db, req.query),
    );

    app.get(
      '/api/help/articles/:slug',
      {
        schema: {
          tags,
          summary: 'A published article: sanitised HTML, feedback counts and related articles',
          params: HelpSlugParams,
          response: { 200: HelpArticle, 404: ErrorEnvelope },
        },
      },
      async (req) => loadArticle(ctx.db, req.params.slug),
    );

    /** Signed in: the account; otherwise a hash of address and browser (server/db/viewCounter.ts). */
    const visitorOf = async (
      req: Parameters<typeof optionalActorOf>[1],
      reply: Parameters<typeof optionalActorOf>[2],
    ) =>
      viewerKey({
        userId: (await optionalActorOf(ctx, req, reply))?.userId ?? null,
        ip: req.ip,
        userAgent: req.headers['user-agent'],
      });

    app.post(
      '/api/help/articles/:slug/view',
      {
        config: { rateLimit: COUNT_RATE_LIMIT },
        schema: {
          tags,
          summary: 'Count a view of a published article (once per visitor per hour)',
          params: HelpSlugParams,
          response: { 200: HelpViewResponse, 404: ErrorEnvelope, 429: ErrorEnvelope },
        },
      },
      async (req, reply) => countView(ctx.db, req.params.slug, await visitorOf(req, reply)),
    );

    app.post(
      '/api/help/articles/:slug/feedback',
      {
        config: { rateLimit: COUNT_RATE_LIMIT },
        schema: {
          tags,
          summary: "'Was dit nuttig?': one answer per visitor, a new answer replaces the old one",
          params: HelpSlugParams,
          body: HelpFeedbackBody,
          response: { 200: HelpFeedbackResponse, 400: ErrorEnvelope, 404: ErrorEnvelope, 429: ErrorEnvelope },
        },
      },
      async (req, reply) =>
        answerFeedback(ctx.db, req.params.slug, await visitorOf(req, reply), req.body.helpful),
    );

    // ── Admin: /admin/helpdesk ──────────────────────────────────────────────────────────────────────────────

    app.get(
      '/api/admin/help/articles',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: 'Every article (drafts too) with views and feedback, newest change first',
          querystring: AdminHelpListQuery,
          response: { 200: AdminHelpList, ...refused, 400: ErrorEnvelope },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return listAdminArticles(ctx.db, actorOf(req), req.query);
      },
    );

    app.post(
      '/api/admin/help/articles',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: 'Write an article (Markdown); an empty slug follows from the title',
          body: AdminHelpArticleInput,
          response: { 201: AdminHelpArticle, ...refused, 400: ErrorEnvelope, 409: ErrorEnvelope },
        },
      },
      async (req, reply) => {
        reply.status(201);
        return createArticle(ctx.db, actorOf(req), req.body);
      },
    );

    app.get(
      '/api/admin/help/articles/:id',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: 'One article for the edit form (drafts too)',
          params: AdminHelpIdParams,
          response: { 200: AdminHelpArticle, ...refused, 404: ErrorEnvelope },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return getAdminArticle(ctx.db, actorOf(req), req.params.id);
      },
    );

    app.patch(
      '/api/admin/help/articles/:id',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: 'Change an article: the fields sent (publish and feature toggles send one)',
          params: AdminHelpIdParams,
          body: AdminHelpArticlePatch,
          response: {
            200: AdminHelpArticle,
            ...refused,
            400: ErrorEnvelope,
            404: ErrorEnvelope,
            409: ErrorEnvelope,
          },
        },
      },
      async (req) => patchArticle(ctx.db, actorOf(req), req.params.id, req.body),
    );

    app.delete(
      '/api/admin/help/articles/:id',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: 'Delete an article with its feedback',
          params: AdminHelpIdParams,
          response: { 200: z.object({ deleted: z.literal(true) }), ...refused, 404: ErrorEnvelope },
        },
      },
      async (req) => {
        await removeArticle(ctx.db, actorOf(req), req.params.id);
        return { deleted: true as const };
      },
    );

    app.post(
      '/api/admin/help/preview',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: 'Render Markdown exactly as the article page will (the one sanitiser of spec §5)',
          body: AdminHelpPreviewBody,
          response: { 200: AdminHelpPreview, ...refused, 400: ErrorEnvelope },
        },
      },
      async (req) => previewArticle(actorOf(req), req.body.content),
    );

    // The article pages' HTML for crawlers and the first render (head + seeded article, ./page.ts).
    for (const path of HELP_ARTICLE_PATHS) {
      app.get(
        path,
        { schema: { hide: true, params: z.object({ slug: z.string().min(1).max(200) }) } },
        async (req, reply) =>
          sendHelpArticlePageShell(ctx.db, ctx.config.publicUrl, req, reply, req.params.slug),
      );
    }
  };
