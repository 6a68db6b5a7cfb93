import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../core/errors';
import { ErrorEnvelope } from '../../../core/schemas/common';
import {
  AdminRoadmapItemDto,
  AdminRoadmapList,
  RoadmapCreateBody,
  RoadmapMyVotes,
  RoadmapReorderBody,
  RoadmapUpdateBody,
  RoadmapVoteResult,
} from '../../../core/schemas/roadmap';
import type { RequestContext } from '../../http/context';
import { actorOf, requireSession } from '../../http/requireSession';
import {
  createRoadmapItem,
  deleteRoadmapItem,
  listRoadmapAdmin,
  myRoadmapVotes,
  reorderRoadmap,
  setRoadmapVote,
  updateRoadmapItem,
} from './service';

const adminTags = ['roadmap', 'admin'];
const ERRORS = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };
const IdParams = z.object({ id: z.string().uuid('Onbekend roadmap-item.') });

/**
 * /admin/roadmap (items: create, edit, reorder, delete; admins only) and the votes of /roadmap (signed-in
 * members; visitors get 401 'Log in om te stemmen op de roadmap.'). The public list stays GET /api/roadmap.
 */
export const roadmapRoutes =
  (ctx: RequestContext): FastifyPluginAsyncZod =>
  async (app) => {
    const preHandler = requireSession(ctx);
    const voter = requireSession(ctx, () => new AppError('roadmap_login_required'));
    app.addHook('onSend', async (_req, reply) => {
      reply.header('cache-control', 'no-store');
    });
    const call = (req: Parameters<typeof actorOf>[0]) => ({ actor: actorOf(req), ip: req.ip });

    app.get(
      '/api/roadmap/votes',
      {
        preHandler: voter,
        schema: {
          tags: ['roadmap'],
          summary: 'The roadmap items the signed-in member voted for',
          response: { 200: RoadmapMyVotes, ...ERRORS },
        },
      },
      async (req) => myRoadmapVotes(ctx.db, actorOf(req)),
    );

    app.put(
      '/api/roadmap/:id/vote',
      {
        preHandler: voter,
        schema: {
          tags: ['roadmap'],
          summary: 'Vote for a roadmap item (once per member; repeating changes nothing)',
          params: IdParams,
          response: { 200: RoadmapVoteResult, ...ERRORS },
        },
      },
      async (req) => setRoadmapVote(ctx.db, actorOf(req), req.params.id, true),
    );

    app.delete(
      '/api/roadmap/:id/vote',
      {
        preHandler: voter,
        schema: {
          tags: ['roadmap'],
          summary: 'Withdraw the vote for a roadmap item',
          params: IdParams,
          response: { 200: RoadmapVoteResult, ...ERRORS },
        },
      },
      async (req) => setRoadmapVote(ctx.db, actorOf(req), req.params.id, false),
    );

    app.get(
      '/api/admin/roadmap',
      {
        preHandler,
        schema: {
          tags: adminTags,
          summary: 'Every roadmap item in board order, with its order and votes',
          response: { 200: AdminRoadmapList, ...ERRORS },
        },
      },
      async (req) => listRoadmapAdmin(ctx.db, actorOf(req)),
    );

    app.post(
      '/api/admin/roadmap',
      {
        preHandler,
        schema: {
          tags: adminTags,
          summary: 'Add a roadmap item (at the end of its column unless an order is given); audited',
          body: RoadmapCreateBody,
          response: { 201: AdminRoadmapItemDto, ...ERRORS },
        },
      },
      async (req, reply) => reply.code(201).send(await createRoadmapItem(ctx.db, call(req), req.body)),
    );

    app.post(
      '/api/admin/roadmap/reorder',
      {
        preHandler,
        schema: {
          tags: adminTags,
          summary: 'New order of the items of one status column (first to last); audited per item',
          body: RoadmapReorderBody,
          response: { 200: AdminRoadmapList, ...ERRORS },
        },
      },
      async (req) => reorderRoadmap(ctx.db, call(req), req.body),
    );

    app.patch(
      '/api/admin/roadmap/:id',
      {
        preHandler,
        schema: {
          tags: adminTags,
          summary: 'Edit a roadmap item; audited',
          params: IdParams,
          body: RoadmapUpdateBody,
          response: { 200: AdminRoadmapItemDto, ...ERRORS },
        },
      },
      async (req) => updateRoadmapItem(ctx.db, call(req), req.params.id, req.body),
    );

    app.delete(
      '/api/admin/roadmap/:id',
      {
        preHandler,
        schema: {
          tags: adminTags,
          summary: 'Delete a roadmap item and its votes; audited',
          params: IdParams,
          response: { 204: z.null(), ...ERRORS },
        },
      },
      async (req, reply) => {
        await deleteRoadmapItem(ctx.db, call(req), req.params.id);
        return reply.code(204).send(null);
      },
    );
  };
