import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../core/errors';
import { ErrorEnvelope, NUL_FIELD_MESSAGE } from '../../../core/schemas/common';
import {
  CheckoutRedirect,
  CheckoutSessionView,
  CheckoutStarted,
  CreateSubscriptionCheckoutBody,
  TestCheckoutCompleteBody,
} from '../../../core/schemas/payments';
import { nulField } from '../../http/inputGuard';
import type { RequestContext } from '../../http/context';
import { actorOf, requireSession } from '../../http/requireSession';
import { paymentProviderFor, webhookSecretOf } from '../../integrations/payments';
import {
  cancelTestCheckout,
  completeTestCheckout,
  createSubscriptionCheckout,
  getCheckoutSession,
} from './checkout';
import { subscriptionRoutes } from './routesSubscriptions';
import type { CheckoutHandlers, PaymentsDeps } from './types';
import { handleSignedDelivery } from './webhook';

const tags = ['payments'];
const SessionParams = z.object({ id: z.string().uuid() });
const refused = { 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };
/** Stripe's events stay well under this; anything bigger is not a webhook of ours. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/** The checkout core's dependencies for this app (the provider follows STRIPE_SECRET_KEY). */
export const paymentsDeps = (ctx: RequestContext, handlers: CheckoutHandlers = {}): PaymentsDeps => ({
  ctx,
  provider: paymentProviderFor(ctx.config),
  webhookSecret: webhookSecretOf(ctx.config),
  handlers,
});

/**
 * Checkout, the built-in test checkout, the provider webhook and the member's subscriptions (issue 14).
 * app.ts passes the other checkout kinds' handlers: `{ ticket_order: ticketCheckoutHandlers(ctx) }`.
 */
export const paymentRoutes =
  (ctx: RequestContext, handlers: CheckoutHandlers = {}): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = paymentsDeps(ctx, handlers);
    const signedIn = requireSession(ctx);
    const toCheckout = requireSession(ctx, () => new AppError('checkout_login_required'));

    app.post(
      '/api/checkout/subscription',
      {
        preHandler: toCheckout,
        schema: {
          tags,
          summary: 'Start a checkout for a plan or combo and interval (create-subscription-checkout)',
          body: CreateSubscriptionCheckoutBody,
          response: {
            201: CheckoutStarted,
            ...refused,
            400: ErrorEnvelope,
            409: ErrorEnvelope,
            502: ErrorEnvelope,
          },
        },
      },
      async (req, reply) => {
        reply.status(201);
        return createSubscriptionCheckout(deps, actorOf(req), req.body);
      },
    );

    app.get(
      '/api/checkout/sessions/:id',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: 'A checkout session: what is bought, amounts excl. and incl. VAT, status (buyer or admin)',
          params: SessionParams,
          response: { 200: CheckoutSessionView, ...refused },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return getCheckoutSession(deps, actorOf(req), req.params.id);
      },
    );

    app.post(
      '/api/checkout/test/:id/complete',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: 'Built-in test checkout: pay (or simulate a failed payment); emits signed webhook events',
          params: SessionParams,
          body: TestCheckoutCompleteBody,
          response: { 200: CheckoutRedirect, ...refused, 409: ErrorEnvelope },
        },
      },
      async (req) => completeTestCheckout(deps, actorOf(req), req.params.id, req.body.outcome),
    );

    app.post(
      '/api/checkout/test/:id/cancel',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: 'Built-in test checkout: cancel; the session ends and frees what it held',
          params: SessionParams,
          response: { 200: CheckoutRedirect, ...refused, 409: ErrorEnvelope },
        },
      },
      async (req) => cancelTestCheckout(deps, actorOf(req), req.params.id),
    );

    await app.register(webhookRoute(deps));
    await app.register(subscriptionRoutes(ctx, deps));
  };

/**
 * POST /api/webhooks/stripe in its own plugin: only here is the body kept raw (the signature is over the
 * exact bytes); the app's JSON parser stays in force everywhere else.
 */
const webhookRoute =
  (deps: PaymentsDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_req, body, done) =>
      done(null, body),
    );
    // The app's input guard cannot see inside a raw body: the same U+0000 rule on a parsed copy (a NUL would
    // otherwise reach the jsonb payload column of a correctly signed event as a 500).
    app.addHook('preValidation', async (req) => {
      if (!Buffer.isBuffer(req.body)) return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(req.body.toString('utf8'));
      } catch {
        return; // not JSON: the signature check answers
      }
      const field = nulField({ params: {}, query: {}, body: parsed });
      if (field !== null) throw new AppError('invalid_character', { fields: { [field]: NUL_FIELD_MESSAGE } });
    });
    app.post(
      '/api/webhooks/stripe',
      {
        bodyLimit: WEBHOOK_BODY_LIMIT,
        schema: {
          tags,
          summary: 'Payment provider webhook: Stripe-Signature verified over the raw body, deduplicated',
          response: { 200: z.object({ received: z.literal(true) }), 400: ErrorEnvelope },
        },
      },
      async (req) => {
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const header = req.headers['stripe-signature'];
        await handleSignedDelivery(deps, raw, Array.isArray(header) ? header[0] : header);
        return { received: true as const };
      },
    );
  };
