import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MessageResponse,
  RecoveryCodeBody,
  SignInResponse,
  TotpCodeBody,
  TwoFactorEnrollResponse,
  TwoFactorPasswordBody,
  TwoFactorStatusResponse,
} from '../../../core/schemas/accounts';
import { ErrorEnvelope } from '../../../core/schemas/common';
import { forwardSetCookies } from '../../auth/bridge';
import { actorOf, requestMetaOf as metaOf, requireSession } from '../../http/requireSession';
import type { AccountsContext } from './service';
import {
  activateTwoFactor,
  enrollTwoFactor,
  getTwoFactorStatus,
  removeTwoFactor,
  verifySignInCode,
  verifySignInRecoveryCode,
} from './twoFactor';

const tags = ['accounts'];
const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 429: ErrorEnvelope };

/** TOTP two-factor (spec §4 MFA): enrol, activate, status, remove, and the sign-in challenge (aal1 → aal2). */
export const twoFactorRoutes =
  (ctx: AccountsContext): FastifyPluginAsyncZod =>
  async (app) => {
    const preHandler = requireSession(ctx);
    // Enrolling, activating and removing a factor: the service refuses an admin's impersonation session.
    const credentials = preHandler;

    app.post(
      '/api/me/two-factor/enroll',
      {
        onRequest: credentials,
        schema: {
          tags,
          summary: 'Start TOTP enrolment: otpauth URI, secret and recovery codes (shown once)',
          body: TwoFactorPasswordBody,
          response: { 200: TwoFactorEnrollResponse, ...errors },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return enrollTwoFactor(ctx, metaOf(req), actorOf(req), req.body.password);
      },
    );

    app.post(
      '/api/me/two-factor/activate',
      {
        onRequest: credentials,
        schema: {
          tags,
          summary: 'Verify the first code; two-factor becomes active (session rotated)',
          body: TotpCodeBody,
          response: { 200: MessageResponse, ...errors },
        },
      },
      async (req, reply) => {
        const { body, headers } = await activateTwoFactor(ctx, metaOf(req), actorOf(req), req.body.code);
        forwardSetCookies(reply, headers);
        return body;
      },
    );

    app.get(
      '/api/me/two-factor',
      {
        preHandler,
        schema: {
          tags,
          summary: 'Two-factor status and factors of the signed-in user',
          response: { 200: TwoFactorStatusResponse, 401: ErrorEnvelope, 500: ErrorEnvelope },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return getTwoFactorStatus(ctx, actorOf(req));
      },
    );

    app.delete(
      '/api/me/two-factor',
      {
        onRequest: credentials,
        schema: {
          tags,
          summary: 'Remove the factor (password required; session rotated)',
          body: TwoFactorPasswordBody,
          response: { 200: MessageResponse, ...errors },
        },
      },
      async (req, reply) => {
        const { body, headers } = await removeTwoFactor(ctx, metaOf(req), actorOf(req), req.body.password);
        forwardSetCookies(reply, headers);
        return body;
      },
    );

    app.post(
      '/api/auth/two-factor/verify',
      {
        schema: {
          tags,
          summary: 'Pass the sign-in challenge with a TOTP code (sets the session cookie)',
          body: TotpCodeBody,
          response: { 200: SignInResponse, ...errors },
        },
      },
      async (req, reply) => {
        const { body, headers } = await verifySignInCode(ctx, metaOf(req), req.body.code);
        forwardSetCookies(reply, headers);
        return body;
      },
    );

    app.post(
      '/api/auth/two-factor/recovery',
      {
        schema: {
          tags,
          summary: 'Pass the sign-in challenge with a recovery code (each works once)',
          body: RecoveryCodeBody,
          response: { 200: SignInResponse, ...errors },
        },
      },
      async (req, reply) => {
        const { body, headers } = await verifySignInRecoveryCode(ctx, metaOf(req), req.body.code);
        forwardSetCookies(reply, headers);
        return body;
      },
    );
  };
