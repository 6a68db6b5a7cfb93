import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminUserDetailDto,
  AdminUserIdParams,
  AdminUserListQuery,
  AdminUserListResponse,
  EmailLogDetailDto,
  EmailLogIdParams,
  EmailLogListQuery,
  EmailLogListResponse,
  SuspendUserBody,
} from '../../../core/schemas/admin';
import { ErrorEnvelope } from '../../../core/schemas/common';
import { actorOf, requireSession } from '../../http/requireSession';
import type { AccountsContext } from '../accounts';
import { getEmailLog, listEmailLogs } from './emailLogs';
import { adminDirectoryRoutes } from './directory/routes';
import { impersonationRoutes } from './impersonation.routes';
import { getUser, listUsers, reinstateUser, suspendUser } from './users';

const tags = ['admin'];
const refused = { 401: ErrorEnvelope, 403: ErrorEnvelope };

/** Admin: users, suspension, impersonation, e-mail log (issue 3), the profile directory (issue 11). Every route needs an admin acting as themselves. */
export const adminRoutes =
  (ctx: AccountsContext): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(impersonationRoutes(ctx));
    await app.register(adminDirectoryRoutes(ctx));
    // Authentication here; adminPolicy.useAdmin ('admin_only') is checked by each use case.
    const onRequest = requireSession(ctx);
    const noStore = { 'cache-control': 'no-store' };

    app.get(
      '/api/admin/users',
      {
        onRequest,
        schema: {
          tags,
          summary: 'Accounts, newest first; search by name or e-mail',
          querystring: AdminUserListQuery,
          response: { 200: AdminUserListResponse, 400: ErrorEnvelope, ...refused },
        },
      },
      async (req, reply) => reply.headers(noStore).send(await listUsers(ctx, actorOf(req), req.query)),
    );

    app.get(
      '/api/admin/users/:id',
      {
        onRequest,
        schema: {
          tags,
          summary: 'One account: roles, suspension, sessions, history and allowed actions',
          params: AdminUserIdParams,
          response: { 200: AdminUserDetailDto, 400: ErrorEnvelope, 404: ErrorEnvelope, ...refused },
        },
      },
      async (req, reply) => reply.headers(noStore).send(await getUser(ctx, actorOf(req), req.params.id)),
    );

    app.post(
      '/api/admin/users/:id/suspend',
      {
        onRequest,
        schema: {
          tags,
          summary: 'Suspend an account with a reason; its sessions end at once',
          params: AdminUserIdParams,
          body: SuspendUserBody,
          response: { 200: AdminUserDetailDto, 400: ErrorEnvelope, 404: ErrorEnvelope, ...refused },
        },
      },
      async (req) => suspendUser(ctx, actorOf(req), req.params.id, req.body, req.ip),
    );

    app.post(
      '/api/admin/users/:id/reinstate',
      {
        onRequest,
        schema: {
          tags,
          summary: 'Lift the suspension of an account',
          params: AdminUserIdParams,
          response: { 200: AdminUserDetailDto, 400: ErrorEnvelope, 404: ErrorEnvelope, ...refused },
        },
      },
      async (req) => reinstateUser(ctx, actorOf(req), req.params.id, req.ip),
    );

    app.get(
      '/api/admin/email-logs',
      {
        onRequest,
        schema: {
          tags,
          summary: 'E-mail delivery log, newest first; filter by recipient and kind',
          querystring: EmailLogListQuery,
          response: { 200: EmailLogListResponse, 400: ErrorEnvelope, ...refused },
        },
      },
      async (req, reply) => reply.headers(noStore).send(await listEmailLogs(ctx, actorOf(req), req.query)),
    );

    app.get(
      '/api/admin/email-logs/:id',
      {
        onRequest,
        schema: {
          tags,
          summary: 'One logged e-mail with its text and HTML',
          params: EmailLogIdParams,
          response: { 200: EmailLogDetailDto, 400: ErrorEnvelope, 404: ErrorEnvelope, ...refused },
        },
      },
      async (req, reply) => reply.headers(noStore).send(await getEmailLog(ctx, actorOf(req), req.params.id)),
    );
  };
