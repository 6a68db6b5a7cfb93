import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../core/errors';
import { ErrorEnvelope } from '../../../core/schemas/common';
import {
  BlockList,
  ConversationPage,
  ConversationReportPage,
  ConversationReportView,
  ConversationStarted,
  ConversationView,
  MessageDto,
  MessagePage,
  MessagePageQuery,
  ReadResult,
  ReportConversationBody,
  ReportListQuery,
  ResolveReportBody,
  SendMessageBody,
  StartConversationBody,
} from '../../../core/schemas/messages';
import type { RequestContext } from '../../http/context';
import { actorOf, requireSession } from '../../http/requireSession';
import {
  getConversation,
  listBlocks,
  listConversations,
  listMessages,
  readConversation,
  sendMessage,
  setBlocked,
  startConversation,
  unreadCount,
} from './service';
import { decideReport, getReport, listReports, reportConversation } from './serviceAdmin';

const tags = ['messages'];
const IdParams = z.object({ id: z.string().uuid() });
const UserParams = z.object({ userId: z.string().uuid() });
const PageQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
const ERRORS = {
  400: ErrorEnvelope,
  401: ErrorEnvelope,
  403: ErrorEnvelope,
  404: ErrorEnvelope,
  409: ErrorEnvelope,
  429: ErrorEnvelope,
};

/** Direct messages (issue 15, core/schemas/messages.ts): conversations, blocks, reports and the admin queue. */
export const messageRoutes =
  (ctx: RequestContext): FastifyPluginAsyncZod =>
  async (app) => {
    const preHandler = requireSession(ctx, () => new AppError('messages_login_required'));
    app.addHook('onSend', async (_req, reply) => {
      reply.header('cache-control', 'no-store');
    });
    const route = { preHandler };

    app.get(
      '/api/me/conversations',
      {
        ...route,
        schema: {
          tags,
          summary: 'My conversations, latest first',
          querystring: PageQuery,
          response: { 200: ConversationPage, ...ERRORS },
        },
      },
      async (req) => listConversations(ctx.db, actorOf(req), req.query.page),
    );
    app.get(
      '/api/me/messages/unread-count',
      {
        ...route,
        schema: {
          tags,
          summary: 'Unread messages (header badge)',
          response: { 200: z.object({ count: z.number().int() }), ...ERRORS },
        },
      },
      async (req) => unreadCount(ctx.db, actorOf(req)),
    );
    app.post(
      '/api/conversations',
      {
        ...route,
        schema: {
          tags,
          summary: 'Start (or continue) a conversation with a first message',
          body: StartConversationBody,
          response: { 201: ConversationStarted, ...ERRORS },
        },
      },
      async (req, reply) => reply.status(201).send(await startConversation(ctx.db, actorOf(req), req.body)),
    );
    app.get(
      '/api/conversations/:id',
      {
        ...route,
        schema: {
          tags,
          summary: 'One of my conversations',
          params: IdParams,
          response: { 200: ConversationView, ...ERRORS },
        },
      },
      async (req) => getConversation(ctx.db, actorOf(req), req.params.id),
    );
    app.get(
      '/api/conversations/:id/messages',
      {
        ...route,
        schema: {
          tags,
          summary: 'Messages, newest first, paged by `before`',
          params: IdParams,
          querystring: MessagePageQuery,
          response: { 200: MessagePage, ...ERRORS },
        },
      },
      async (req) => listMessages(ctx.db, actorOf(req), req.params.id, req.query),
    );
    app.post(
      '/api/conversations/:id/messages',
      {
        ...route,
        schema: {
          tags,
          summary: 'Send a message',
          params: IdParams,
          body: SendMessageBody,
          response: { 201: MessageDto, ...ERRORS },
        },
      },
      async (req, reply) =>
        reply.status(201).send(await sendMessage(ctx.db, actorOf(req), req.params.id, req.body.content)),
    );
    app.post(
      '/api/conversations/:id/read',
      {
        ...route,
        schema: {
          tags,
          summary: 'Mark the other member’s messages read (read receipts)',
          params: IdParams,
          response: { 200: ReadResult, ...ERRORS },
        },
      },
      async (req) => readConversation(ctx.db, actorOf(req), req.params.id),
    );
    app.post(
      '/api/conversations/:id/report',
      {
        ...route,
        schema: {
          tags,
          summary: 'Report a conversation to the admins',
          params: IdParams,
          body: ReportConversationBody,
          response: { 201: z.object({ id: z.string().uuid() }), ...ERRORS },
        },
      },
      async (req, reply) =>
        reply.status(201).send(await reportConversation(ctx.db, actorOf(req), req.params.id, req.body)),
    );
    app.get(
      '/api/me/blocks',
      { ...route, schema: { tags, summary: 'Members I blocked', response: { 200: BlockList, ...ERRORS } } },
      async (req) => listBlocks(ctx.db, actorOf(req)),
    );
    app.put(
      '/api/me/blocks/:userId',
      {
        ...route,
        schema: {
          tags,
          summary: 'Block a member (idempotent)',
          params: UserParams,
          response: { 204: z.null(), ...ERRORS },
        },
      },
      async (req, reply) => {
        await setBlocked(ctx.db, actorOf(req), req.params.userId, true);
        return reply.status(204).send(null);
      },
    );
    app.delete(
      '/api/me/blocks/:userId',
      {
        ...route,
        schema: {
          tags,
          summary: 'Unblock a member (idempotent)',
          params: UserParams,
          response: { 204: z.null(), ...ERRORS },
        },
      },
      async (req, reply) => {
        await setBlocked(ctx.db, actorOf(req), req.params.userId, false);
        return reply.status(204).send(null);
      },
    );

    // Admin: the report queue (messagesPolicy.moderate in the service).
    const admin = ['messages', 'admin'];
    app.get(
      '/api/admin/conversation-reports',
      {
        ...route,
        schema: {
          tags: admin,
          summary: 'Conversation reports of a status, newest first',
          querystring: ReportListQuery,
          response: { 200: ConversationReportPage, ...ERRORS },
        },
      },
      async (req) => listReports(ctx.db, actorOf(req), req.query.status, req.query.page),
    );
    app.get(
      '/api/admin/conversation-reports/:id',
      {
        ...route,
        schema: {
          tags: admin,
          summary: 'A report with the conversation’s messages',
          params: IdParams,
          response: { 200: ConversationReportView, ...ERRORS },
        },
      },
      async (req) => getReport(ctx.db, actorOf(req), req.params.id),
    );
    app.post(
      '/api/admin/conversation-reports/:id',
      {
        ...route,
        schema: {
          tags: admin,
          summary: 'Resolve or dismiss a report, optionally suspending the reported member',
          params: IdParams,
          body: ResolveReportBody,
          response: { 200: ConversationReportView, ...ERRORS },
        },
      },
      async (req) => decideReport(ctx, actorOf(req), req.params.id, req.body, req.ip),
    );
  };
