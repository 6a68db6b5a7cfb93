import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../core/errors';
import { ErrorEnvelope } from '../../../core/schemas/common';
import {
  CheckoutStarted,
  ManageSubscriptionBody,
  ManageSubscriptionResult,
  MySubscriptions,
  RenewalView,
  SyncRolesResult,
  SyncStatusResult,
} from '../../../core/schemas/payments';
import type { RequestContext } from '../../http/context';
import { actorOf, requireSession } from '../../http/requireSession';
import { manageSubscription } from './manage';
import { getRenewal, startRenewalCheckout } from './renewals';
import { mySubscriptions } from './subscriptions';
import { syncRoles, syncStatus } from './sync';
import type { PaymentsDeps } from './types';

const tags = ['payments'];
const RenewalParams = z.object({ id: z.string().uuid() });
const refused = { 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };

/** The member's subscriptions and their manage actions (spec §7 manage-subscription, sync-*), renewals. */
export const subscriptionRoutes =
  (ctx: RequestContext, deps: PaymentsDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // The §8 'Je moet ingelogd zijn om …' texts for visitors.
    const toManage = requireSession(ctx, () => new AppError('subscription_login_required'));
    const toSyncStatus = requireSession(ctx, () => new AppError('subscription_sync_login_required'));
    const toSyncRoles = requireSession(ctx, () => new AppError('roles_sync_login_required'));

    app.get(
      '/api/subscriptions/me',
      {
        preHandler: toManage,
        schema: {
          tags,
          summary: 'My subscriptions: the current one (spec §4), all, live bundles, roles, lastSyncedAt',
          response: { 200: MySubscriptions, 401: ErrorEnvelope },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return mySubscriptions(deps, actorOf(req));
      },
    );

    app.post(
      '/api/subscriptions/manage',
      {
        preHandler: toManage,
        schema: {
          tags,
          summary: 'Cancel at period end, reactivate, change plan or interval (prorated), or open the portal',
          body: ManageSubscriptionBody,
          response: {
            200: ManageSubscriptionResult,
            ...refused,
            400: ErrorEnvelope,
            409: ErrorEnvelope,
            502: ErrorEnvelope,
          },
        },
      },
      async (req) => manageSubscription(deps, actorOf(req), req.body),
    );

    app.post(
      '/api/subscriptions/sync-status',
      {
        preHandler: toSyncStatus,
        schema: {
          tags,
          summary: 'Re-read my subscriptions from the provider (test checkout: re-derive from dates)',
          response: { 200: SyncStatusResult, 401: ErrorEnvelope, 502: ErrorEnvelope },
        },
      },
      async (req) => syncStatus(deps, actorOf(req)),
    );

    app.post(
      '/api/subscriptions/sync-roles',
      {
        preHandler: toSyncRoles,
        schema: {
          tags,
          summary: 'Sync my roles with my subscriptions (admin: every member), expiring ended ones',
          response: { 200: SyncRolesResult, 401: ErrorEnvelope },
        },
      },
      async (req) => syncRoles(deps, actorOf(req)),
    );

    app.get(
      '/api/subscription-renewals/:id',
      {
        preHandler: toManage,
        schema: {
          tags,
          summary: 'A renewal link from a reminder mail: plan, amount, whether it can still be paid',
          params: RenewalParams,
          response: { 200: RenewalView, ...refused },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return getRenewal(deps, actorOf(req), req.params.id);
      },
    );

    app.post(
      '/api/subscription-renewals/:id/checkout',
      {
        preHandler: toManage,
        schema: {
          tags,
          summary: 'Pay a renewal: a checkout that extends the subscription',
          params: RenewalParams,
          response: { 201: CheckoutStarted, ...refused, 410: ErrorEnvelope, 502: ErrorEnvelope },
        },
      },
      async (req, reply) => {
        reply.status(201);
        return startRenewalCheckout(deps, actorOf(req), req.params.id);
      },
    );
  };
