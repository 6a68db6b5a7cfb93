import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EmailBody,
  ResetPasswordBody,
  RolesResponse,
  SessionResponse,
  SignInBody,
  SignInResponse,
  SignUpBody,
  SignUpResponse,
  VerifyEmailBody,
} from '../../../core/schemas/accounts';
import { ErrorEnvelope } from '../../../core/schemas/common';
import { forwardSetCookies } from '../../auth/bridge';
import { actorOf, requestMetaOf as metaOf, requireSession } from '../../http/requireSession';
import {
  type AccountsContext,
  getOwnRoles,
  getSession,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  signIn,
  signOut,
  signUp,
  verifyEmail,
} from './service';
import { googleRoutes } from './google.routes';
import { passwordRoutes } from './password.routes';
import { sessionRoutes } from './sessions.routes';
import { twoFactorRoutes } from './twoFactor.routes';

const Accepted = z.object({ accepted: z.literal(true) });
const Ok = z.object({ ok: z.literal(true) });
const tags = ['accounts'];

/** Sign-up, verification, sign-in/out, session, roles and password reset (issue 3). */
export const accountRoutes =
  (ctx: AccountsContext): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(twoFactorRoutes(ctx));
    await app.register(sessionRoutes(ctx));
    await app.register(passwordRoutes(ctx));
    await app.register(googleRoutes(ctx));

    app.post(
      '/api/auth/sign-up',
      {
        schema: {
          tags,
          summary: 'Free-trial sign-up; sends the verification mail',
          body: SignUpBody,
          response: { 201: SignUpResponse, 400: ErrorEnvelope, 409: ErrorEnvelope },
        },
      },
      async (req, reply) => reply.code(201).send(await signUp(ctx, req.body, metaOf(req))),
    );

    app.post(
      '/api/auth/sign-in',
      {
        schema: {
          tags,
          summary: 'Sign in with e-mail and password (sets the session cookie)',
          body: SignInBody,
          response: { 200: SignInResponse, 401: ErrorEnvelope, 403: ErrorEnvelope, 429: ErrorEnvelope },
        },
      },
      async (req, reply) => {
        const { body, headers } = await signIn(ctx, req.body, metaOf(req));
        forwardSetCookies(reply, headers);
        return body;
      },
    );

    app.post(
      '/api/auth/sign-out',
      { schema: { tags, summary: 'End the session and clear the cookie' } },
      async (req, reply) => {
        const { headers } = await signOut(ctx, metaOf(req));
        forwardSetCookies(reply, headers);
        return reply.code(204).send();
      },
    );

    app.get(
      '/api/session',
      { schema: { tags, summary: 'The signed-in user, or null', response: { 200: SessionResponse } } },
      async (req, reply) => {
        const { body, headers } = await getSession(ctx, metaOf(req));
        forwardSetCookies(reply, headers);
        // Per user and changing with every sign-in: never cache.
        reply.header('cache-control', 'no-store');
        return body;
      },
    );

    app.get(
      '/api/me/roles',
      {
        onRequest: requireSession(ctx),
        schema: {
          tags,
          summary: 'Roles and team contexts of the signed-in user (get_user_roles)',
          response: { 200: RolesResponse, 401: ErrorEnvelope },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return getOwnRoles(ctx, actorOf(req));
      },
    );

    app.post(
      '/api/auth/verify-email',
      {
        schema: {
          tags,
          summary: 'Confirm an e-mail address with the mailed token',
          body: VerifyEmailBody,
          response: { 200: Ok, 400: ErrorEnvelope },
        },
      },
      async (req) => {
        await verifyEmail(ctx, req.body.token);
        return { ok: true as const };
      },
    );

    app.post(
      '/api/auth/resend-verification',
      {
        schema: {
          tags,
          summary: 'Send the verification mail again (same answer for every address)',
          body: EmailBody,
          response: { 202: Accepted, 429: ErrorEnvelope },
        },
      },
      async (req, reply) => {
        await resendVerification(ctx, req.body.email, metaOf(req));
        return reply.code(202).send({ accepted: true as const });
      },
    );

    app.post(
      '/api/auth/forgot-password',
      {
        schema: {
          tags,
          summary: 'Mail a password-reset link (same answer for every address)',
          body: EmailBody,
          response: { 202: Accepted, 429: ErrorEnvelope },
        },
      },
      async (req, reply) => {
        await requestPasswordReset(ctx, req.body.email, metaOf(req));
        return reply.code(202).send({ accepted: true as const });
      },
    );

    app.post(
      '/api/auth/reset-password',
      {
        schema: {
          tags,
          summary: 'Set a new password with the mailed token',
          body: ResetPasswordBody,
          response: { 200: Ok, 400: ErrorEnvelope },
        },
      },
      async (req) => {
        await resetPassword(ctx, req.body.token, req.body.password);
        return { ok: true as const };
      },
    );
  };
