import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminCategoryDto,
  AdminCategoryList,
  CategoryCreateBody,
  CategoryReorderBody,
  CategoryUpdateBody,
} from '../../../core/schemas/categories';
import { ErrorEnvelope } from '../../../core/schemas/common';
import type { RequestContext } from '../../http/context';
import { actorOf, requireSession } from '../../http/requireSession';
import {
  createCategory,
  deleteCategory,
  listAdminCategories,
  reorderCategories,
  updateCategory,
} from './admin';

const tags = ['categories', 'admin'];
const ERRORS = {
  400: ErrorEnvelope,
  401: ErrorEnvelope,
  403: ErrorEnvelope,
  404: ErrorEnvelope,
  409: ErrorEnvelope,
};
const IdParams = z.object({ id: z.string().uuid('Onbekende categorie.') });

/** /admin/categorieen: the whole tree, create, edit, reorder, delete. Admins only (service). */
export const adminCategoryRoutes =
  (ctx: RequestContext): FastifyPluginAsyncZod =>
  async (app) => {
    const preHandler = requireSession(ctx);
    app.addHook('onSend', async (_req, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get(
      '/api/admin/categories',
      {
        preHandler,
        schema: {
          tags,
          summary: 'Every event category (active or not) with parents, published-event count and in-use flag',
          response: { 200: AdminCategoryList, ...ERRORS },
        },
      },
      async (req) => listAdminCategories(ctx.db, actorOf(req)),
    );

    app.post(
      '/api/admin/categories',
      {
        preHandler,
        schema: {
          tags,
          summary: 'Create a main type or subtype (unique name and slug); audited',
          body: CategoryCreateBody,
          response: { 201: AdminCategoryDto, ...ERRORS },
        },
      },
      async (req, reply) =>
        reply.code(201).send(await createCategory(ctx.db, { actor: actorOf(req), ip: req.ip }, req.body)),
    );

    app.post(
      '/api/admin/categories/reorder',
      {
        preHandler,
        schema: {
          tags,
          summary: 'New order of a group of sibling categories (first to last); audited per category',
          body: CategoryReorderBody,
          response: { 200: AdminCategoryList, ...ERRORS },
        },
      },
      async (req) => reorderCategories(ctx.db, { actor: actorOf(req), ip: req.ip }, req.body),
    );

    app.patch(
      '/api/admin/categories/:id',
      {
        preHandler,
        schema: {
          tags,
          summary: 'Edit a category (name, slug, parents, icon, active, general subtypes, order); audited',
          params: IdParams,
          body: CategoryUpdateBody,
          response: { 200: AdminCategoryDto, ...ERRORS },
        },
      },
      async (req) => updateCategory(ctx.db, { actor: actorOf(req), ip: req.ip }, req.params.id, req.body),
    );

    app.delete(
      '/api/admin/categories/:id',
      {
        preHandler,
        schema: {
          tags,
          summary: 'Delete an unused category (one in use can only be deactivated: 409); audited',
          params: IdParams,
          response: { 204: z.null(), ...ERRORS },
        },
      },
      async (req, reply) => {
        await deleteCategory(ctx.db, { actor: actorOf(req), ip: req.ip }, req.params.id);
        return reply.code(204).send(null);
      },
    );
  };
