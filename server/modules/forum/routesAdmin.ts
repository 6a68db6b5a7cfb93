import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorEnvelope } from '../../../core/schemas/common';
import {
  ForumCategory,
  ForumCategoryInput,
  ForumCategoryList,
  ForumCategoryOrder,
  ForumCategoryPatch,
  ForumReport,
  ForumReportDecision,
  ForumReportPage,
  ForumReportQuery,
} from '../../../core/schemas/forum';
import type { RequestContext } from '../../http/context';
import { actorOf, requireSession } from '../../http/requireSession';
import {
  adminCategories,
  createCategory,
  decide,
  editCategory,
  listReports,
  orderCategories,
} from './serviceAdmin';

const tags = ['forum', 'admin'];
const IdParams = z.object({ id: z.string().uuid() });
const ERRORS = {
  400: ErrorEnvelope,
  401: ErrorEnvelope,
  403: ErrorEnvelope,
  404: ErrorEnvelope,
  409: ErrorEnvelope,
};

/** /admin/forum: the report queue and the categories (admins; forumPolicy.moderate in the service). */
export const forumAdminRoutes =
  (ctx: RequestContext): FastifyPluginAsyncZod =>
  async (app) => {
    const preHandler = requireSession(ctx);
    app.addHook('onSend', async (_req, reply) => {
      reply.header('cache-control', 'no-store');
    });
    app.get(
      '/api/admin/forum/reports',
      {
        preHandler,
        schema: {
          tags,
          summary: 'Forum reports of a status, newest first',
          querystring: ForumReportQuery,
          response: { 200: ForumReportPage, ...ERRORS },
        },
      },
      async (req) => listReports(ctx.db, actorOf(req), req.query.status, req.query.page),
    );
    app.post(
      '/api/admin/forum/reports/:id',
      {
        preHandler,
        schema: {
          tags,
          summary: 'Resolve or dismiss a report',
          params: IdParams,
          body: ForumReportDecision,
          response: { 200: ForumReport, ...ERRORS },
        },
      },
      async (req) => decide(ctx.db, actorOf(req), req.params.id, req.body),
    );
    app.get(
      '/api/admin/forum/categories',
      {
        preHandler,
        schema: {
          tags,
          summary: 'All forum categories, inactive ones too',
          response: { 200: ForumCategoryList, ...ERRORS },
        },
      },
      async (req) => adminCategories(ctx.db, actorOf(req)),
    );
    app.post(
      '/api/admin/forum/categories',
      {
        preHandler,
        schema: {
          tags,
          summary: 'Add a forum category (at the end of the order)',
          body: ForumCategoryInput,
          response: { 201: ForumCategory, ...ERRORS },
        },
      },
      async (req, reply) => reply.status(201).send(await createCategory(ctx.db, actorOf(req), req.body)),
    );
    app.patch(
      '/api/admin/forum/categories/:id',
      {
        preHandler,
        schema: {
          tags,
          summary: 'Edit or (de)activate a forum category',
          params: IdParams,
          body: ForumCategoryPatch,
          response: { 200: ForumCategory, ...ERRORS },
        },
      },
      async (req) => editCategory(ctx.db, actorOf(req), req.params.id, req.body),
    );
    app.post(
      '/api/admin/forum/categories/order',
      {
        preHandler,
        schema: {
          tags,
          summary: 'Put the forum categories in this order',
          body: ForumCategoryOrder,
          response: { 200: ForumCategoryList, ...ERRORS },
        },
      },
      async (req) => orderCategories(ctx.db, actorOf(req), req.body.ids),
    );
  };
