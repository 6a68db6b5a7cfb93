import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  StartImpersonationBody,
  StartImpersonationResponse,
  StopImpersonationResponse,
} from '../../../core/schemas/admin';
import { ErrorEnvelope } from '../../../core/schemas/common';
import { allow } from '../../http/authorize';
import { actorOf } from '../../http/requireSession';
import type { AccountsContext } from '../accounts/service';
import {
  clearImpersonationCookies,
  clearSessionCookie,
  impersonationCookies,
  readSignedCookie,
  setImpersonationCookies,
  setSessionCookie,
} from './cookies';
import { IMPERSONATION_SECONDS, startImpersonation, stopImpersonation } from './impersonation';
import { adminPolicy } from './policy';

const tags = ['admin'];
const refused = { 401: ErrorEnvelope, 403: ErrorEnvelope };

/** Start and stop viewing the app as another user (spec §4 Impersonation, §7 admin-impersonate). */
export const impersonationRoutes =
  (ctx: AccountsContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/admin/impersonate',
      {
        onRequest: allow(ctx, adminPolicy.useAdmin, 'admin_only'),
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
        setImpersonationCookies(
          reply,
          await impersonationCookies(ctx.auth),
          started.tokens,
          IMPERSONATION_SECONDS,
        );
        reply.header('cache-control', 'no-store');
        return started.body;
      },
    );

    app.post(
      '/api/admin/impersonate/stop',
      {
        // The actor is the impersonated user here, not an admin: see adminPolicy.stopImpersonation.
        onRequest: allow(ctx, adminPolicy.stopImpersonation, 'not_impersonating'),
        schema: {
          tags,
          summary: 'Stop viewing as a user and return to the admin session',
          response: { 200: StopImpersonationResponse, ...refused },
        },
      },
      async (req, reply) => {
        const cookies = await impersonationCookies(ctx.auth);
        const kept = readSignedCookie(req.headers.cookie, cookies.admin.name, cookies.secret);
        const { adminToken } = await stopImpersonation(ctx, actorOf(req), kept, req.ip);
        const { sessionConfig } = await ctx.auth.$context;
        if (adminToken) setSessionCookie(reply, cookies, adminToken, sessionConfig.expiresIn);
        else clearSessionCookie(reply, cookies);
        clearImpersonationCookies(reply, cookies);
        reply.header('cache-control', 'no-store');
        return { restored: adminToken !== null };
      },
    );
  };
