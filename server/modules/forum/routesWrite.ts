import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorEnvelope } from '../../../core/schemas/common';
import {
  ForumPost,
  ForumPostInput,
  ForumPostModeration,
  ForumPostPatch,
  ForumReportInput,
  ForumTopicDetail,
  ForumTopicInput,
  ForumTopicModeration,
  ForumTopicPatch,
  ForumTopicStatusInput,
  ForumVoteInput,
  ForumVoteResult,
} from '../../../core/schemas/forum';
import type { RequestContext } from '../../http/context';
import { actorOf } from '../../http/requireSession';
import { signedIn } from './auth';
import { moderatePost, moderateTopic } from './serviceAdmin';
import {
  createPost,
  createTopic,
  editPost,
  editTopic,
  removePost,
  removeTopic,
  report,
  setTopicStatus,
  vote,
} from './serviceWrite';

const tags = ['forum'];
const IdParams = z.object({ id: z.string().uuid() });
const ERRORS = {
  400: ErrorEnvelope,
  401: ErrorEnvelope,
  403: ErrorEnvelope,
  404: ErrorEnvelope,
  409: ErrorEnvelope,
  429: ErrorEnvelope,
};
/** POST /api/forum/reports answers the report (201 new, 200 when this member had reported it already). */
export const ForumReportResult = z.object({ id: z.string().uuid(), created: z.boolean() });

/**
 * The forum's writes for signed-in members (visitors: 401 'Gebruiker niet ingelogd') and the moderation of
 * topics and posts (admins; the service asks forumPolicy).
 */
export const forumWriteRoutes =
  (ctx: RequestContext): FastifyPluginAsyncZod =>
  async (app) => {
    const preHandler = signedIn(ctx);
    app.post(
      '/api/forum/topics',
      {
        preHandler,
        schema: {
          tags,
          summary: 'Start a topic (no category: Algemeen)',
          body: ForumTopicInput,
          response: { 201: ForumTopicDetail, ...ERRORS },
        },
      },
      async (req, reply) => reply.status(201).send(await createTopic(ctx.db, actorOf(req), req.body)),
    );
    app.patch(
      '/api/forum/topics/:id',
      {
        preHandler,
        schema: {
          tags,
          summary: 'Edit my topic',
          params: IdParams,
          body: ForumTopicPatch,
          response: { 200: ForumTopicDetail, ...ERRORS },
        },
      },
      async (req) => editTopic(ctx.db, actorOf(req), req.params.id, req.body),
    );
    app.delete(
      '/api/forum/topics/:id',
      {
        preHandler,
        schema: {
          tags,
          summary: 'Delete a topic (author or moderator)',
          params: IdParams,
          response: { 204: z.null(), ...ERRORS },
        },
      },
      async (req, reply) => {
        await removeTopic(ctx.db, actorOf(req), req.params.id);
        return reply.status(204).send(null);
      },
    );
    app.post(
      '/api/forum/topics/:id/status',
      {
        preHandler,
        schema: {
          tags,
          summary: 'Open or close a topic (author or moderator)',
          params: IdParams,
          body: ForumTopicStatusInput,
          response: { 200: ForumTopicDetail, ...ERRORS },
        },
      },
      async (req) => setTopicStatus(ctx.db, actorOf(req), req.params.id, req.body.status),
    );
    app.post(
      '/api/forum/topics/:id/posts',
      {
        preHandler,
        schema: {
          tags,
          summary: 'Reply to a topic (closed topics refuse)',
          params: IdParams,
          body: ForumPostInput,
          response: { 201: ForumPost, ...ERRORS },
        },
      },
      async (req, reply) =>
        reply.status(201).send(await createPost(ctx.db, actorOf(req), req.params.id, req.body)),
    );
    app.patch(
      '/api/forum/posts/:id',
      {
        preHandler,
        schema: {
          tags,
          summary: 'Edit my reply',
          params: IdParams,
          body: ForumPostPatch,
          response: { 200: ForumPost, ...ERRORS },
        },
      },
      async (req) => editPost(ctx.db, actorOf(req), req.params.id, req.body),
    );
    app.delete(
      '/api/forum/posts/:id',
      {
        preHandler,
        schema: {
          tags,
          summary: 'Delete a reply (author or moderator)',
          params: IdParams,
          response: { 204: z.null(), ...ERRORS },
        },
      },
      async (req, reply) => {
        await removePost(ctx.db, actorOf(req), req.params.id);
        return reply.status(204).send(null);
      },
    );
    app.put(
      '/api/forum/votes',
      {
        preHandler,
        schema: {
          tags,
          summary: 'Vote on a topic or reply (1, -1; 0 takes it back)',
          body: ForumVoteInput,
          response: { 200: ForumVoteResult, ...ERRORS },
        },
      },
      async (req) => vote(ctx.db, actorOf(req), req.body),
    );
    app.post(
      '/api/forum/reports',
      {
        preHandler,
        schema: {
          tags,
          summary: 'Report a topic or reply to the moderators (once per member)',
          body: ForumReportInput,
          response: { 200: ForumReportResult, 201: ForumReportResult, ...ERRORS },
        },
      },
      async (req, reply) => {
        const result = await report(ctx.db, actorOf(req), req.body);
        return reply.status(result.created ? 201 : 200).send(result);
      },
    );
    app.post(
      '/api/forum/topics/:id/moderation',
      {
        preHandler,
        schema: {
          tags,
          summary: 'Moderate a topic: hide, pin, feature, move, open/close (admin)',
          params: IdParams,
          body: ForumTopicModeration,
          response: { 200: ForumTopicDetail, ...ERRORS },
        },
      },
      async (req) => moderateTopic(ctx.db, actorOf(req), req.params.id, req.body),
    );
    app.post(
      '/api/forum/posts/:id/moderation',
      {
        preHandler,
        schema: {
          tags,
          summary: 'Hide or show a reply (admin)',
          params: IdParams,
          body: ForumPostModeration,
          response: { 200: ForumPost, ...ERRORS },
        },
      },
      async (req) => moderatePost(ctx.db, actorOf(req), req.params.id, req.body.isHidden),
    );
  };
