import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  StartImpersonationBody,
  StartImpersonationResponse,
  StopImpersonationResponse,
} from '../../../core/schemas/admin';
import { ErrorEnvelope } from '../../../core/schemas/common';
import { actorOf, requireSession } from '../../http/requireSession';
import type { AccountsContext } from '../accounts';
import {
  clearImpersonationCookies,
  clearSessionCookie,
  setImpersonationCookies,
  setSessionCookie,
} from './cookies';
import { IMPERSONATION_SECONDS, startImpersonation, stopImpersonation } from './impersonation';

const tags = ['admin'];
const refused = { 401: ErrorEnvelope, 403: ErrorEnvelope };

/** Start and stop viewing the app as another user (spec §4 Impersonation, §7 admin-impersonate). */
export const impersonationRoutes =
  (ctx: AccountsContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/admin/impersonate',
      {
        onRequest: requireSession(ctx),
        schema: {
          tags,
          summary:
            'View the app as a user for one hour (sets the session cookie; keeps the admin session aside)',
          body: StartImpersonationBody,
          response: {
            200: StartImpersonationResponse,
            400: ErrorEnvelope,
            404: ErrorEnvelope,
            409: ErrorEnvelope,
            ...refused,
          },
        },
      },
      async (req, reply) => {
        const started = await startImpersonation(ctx, actorOf(req), req.body, {
          ip: req.ip,
          userAgent: req.headers['user-agent'] ?? '',
        });
        setImpersonationCookies(reply, started.cookies, started.tokens, IMPERSONATION_SECONDS);
        reply.header('cache-control', 'no-store');
        return started.body;
      },
    );

    app.post(
      '/api/admin/impersonate/stop',
      {
        // The actor is the impersonated user here, not an admin: see adminPolicy.stopImpersonation.
        onRequest: requireSession(ctx),
        schema: {
          tags,
          summary: 'Stop viewing as a user and return to the admin session',
          response: { 200: StopImpersonationResponse, ...refused },
        },
      },
      async (req, reply) => {
        const stopped = await stopImpersonation(ctx, actorOf(req), req.headers.cookie, req.ip);
        const { adminToken, cookies } = stopped;
        if (adminToken) setSessionCookie(reply, cookies, adminToken, stopped.sessionMaxAge);
        else clearSessionCookie(reply, cookies);
        clearImpersonationCookies(reply, cookies);
        reply.header('cache-control', 'no-store');
        return { restored: adminToken !== null };
      },
    );
  };
