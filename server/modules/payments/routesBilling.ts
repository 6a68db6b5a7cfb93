import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorEnvelope } from '../../../core/schemas/common';
import {
  AdminExtendBody,
  AdminGrantBody,
  AdminPaymentHistory,
  AdminSubscriptionPage,
  AdminSubscriptionQuery,
  AdminSubscriptionStats,
  BillingDetails,
  InvoicePage,
  SubscriptionView,
} from '../../../core/schemas/payments';
import type { RequestContext } from '../../http/context';
import { actorOf, requireSession } from '../../http/requireSession';
import {
  extendPlan,
  grantPlan,
  listSubscriptions,
  memberPayments,
  subscriptionStats,
} from './adminSubscriptions';
import { getBillingDetails, invoicePdf, listMyInvoices, saveBillingDetails } from './billing';

const IdParams = z.object({ id: z.uuid() });
const UserIdParams = z.object({ userId: z.uuid() });
const PageQuery = z.object({ page: z.coerce.number().int().min(1).max(10000).default(1) });
const refused = { 401: ErrorEnvelope, 403: ErrorEnvelope };
const noStore = { 'cache-control': 'no-store' };

/**
 * Billing details, invoices (list and PDF) and the admin subscription screen (issue 14). Authentication here;
 * billingPolicy is checked by each use case.
 */
export const billingRoutes =
  (ctx: RequestContext): FastifyPluginAsyncZod =>
  async (app) => {
    const onRequest = requireSession(ctx);
    const tags = ['payments'];

    app.get(
      '/api/billing-details',
      {
        onRequest,
        schema: {
          tags,
          summary: 'Own billing details (null until saved)',
          response: { 200: BillingDetails.nullable(), ...refused },
        },
      },
      async (req, reply) => reply.headers(noStore).send(await getBillingDetails(ctx, actorOf(req))),
    );

    app.put(
      '/api/billing-details',
      {
        onRequest,
        schema: {
          tags,
          summary: 'Save own billing details for the next invoices',
          body: BillingDetails,
          response: { 200: BillingDetails, 400: ErrorEnvelope, ...refused },
        },
      },
      async (req) => saveBillingDetails(ctx, actorOf(req), req.body),
    );

    app.get(
      '/api/invoices',
      {
        onRequest,
        schema: {
          tags,
          summary: 'Own invoices, newest first',
          querystring: PageQuery,
          response: { 200: InvoicePage, 400: ErrorEnvelope, ...refused },
        },
      },
      async (req, reply) =>
        reply.headers(noStore).send(await listMyInvoices(ctx, actorOf(req), req.query.page)),
    );

    app.get(
      '/api/invoices/:id/pdf',
      {
        onRequest,
        schema: {
          tags,
          summary: 'One invoice as PDF (owner or admin)',
          params: IdParams,
          response: {
            200: z.any().describe('application/pdf'),
            400: ErrorEnvelope,
            404: ErrorEnvelope,
            ...refused,
          },
        },
      },
      async (req, reply) => {
        const { filename, pdf } = await invoicePdf(ctx, actorOf(req), req.params.id);
        return reply
          .headers({
            ...noStore,
            'content-type': 'application/pdf',
            'content-disposition': `attachment; filename="${filename}"`,
          })
          .send(pdf);
      },
    );

    app.get(
      '/api/admin/subscriptions',
      {
        onRequest,
        schema: {
          tags,
          summary: 'Subscriptions, newest first; filter by status, plan, name or e-mail',
          querystring: AdminSubscriptionQuery,
          response: { 200: AdminSubscriptionPage, 400: ErrorEnvelope, ...refused },
        },
      },
      async (req, reply) =>
        reply.headers(noStore).send(await listSubscriptions(ctx, actorOf(req), req.query)),
    );

    app.get(
      '/api/admin/subscriptions/stats',
      {
        onRequest,
        schema: {
          tags,
          summary: 'MRR per month, counts by status and trial conversion',
          response: { 200: AdminSubscriptionStats, ...refused },
        },
      },
      async (req, reply) => reply.headers(noStore).send(await subscriptionStats(ctx, actorOf(req))),
    );

    app.get(
      '/api/admin/users/:userId/payments',
      {
        onRequest,
        schema: {
          tags,
          summary: "A member's subscriptions and invoices",
          params: UserIdParams,
          response: { 200: AdminPaymentHistory, 400: ErrorEnvelope, 404: ErrorEnvelope, ...refused },
        },
      },
      async (req, reply) =>
        reply.headers(noStore).send(await memberPayments(ctx, actorOf(req), req.params.userId)),
    );

    app.post(
      '/api/admin/subscriptions/grant',
      {
        onRequest,
        schema: {
          tags,
          summary: 'Grant a member a plan by hand (audit-logged)',
          body: AdminGrantBody,
          response: { 200: SubscriptionView, 400: ErrorEnvelope, 404: ErrorEnvelope, ...refused },
        },
      },
      async (req) => grantPlan(ctx, actorOf(req), req.body, req.ip),
    );

    app.post(
      '/api/admin/subscriptions/:id/extend',
      {
        onRequest,
        schema: {
          tags,
          summary: "Move the end of a subscription's period (audit-logged)",
          params: IdParams,
          body: AdminExtendBody,
          response: {
            200: SubscriptionView,
            400: ErrorEnvelope,
            404: ErrorEnvelope,
            409: ErrorEnvelope,
            ...refused,
          },
        },
      },
      async (req) => extendPlan(ctx, actorOf(req), req.params.id, req.body, req.ip),
    );
  };
