import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorEnvelope } from '../../../core/schemas/common';
import {
  AdminReviewPatch,
  AdminReviewPatchResponse,
  DashboardReviewsQuery,
  DashboardReviewsResponse,
  ReviewCreatedResponse,
  ReviewEligibilityResponse,
  ReviewInput,
  ReviewListQuery,
  ReviewListResponse,
  ReviewReplyInput,
  ReviewReplyResponse,
  ReviewReportResponse,
  ReviewSubjectQuery,
  ReviewTargetParams,
  ReviewValidateResponse,
  UnansweredCountResponse,
} from '../../../core/schemas/reviews';
import { sessionCookieName } from '../../auth/betterAuth';
import { sessionTokenFromCookie } from '../../auth/bridge';
import type { Actor, RequestContext } from '../../http/context';
import { actorOf, requestMetaOf, requireSession } from '../../http/requireSession';
import { countUnanswered, listReceived, moderateReview } from './dashboard';
import {
  checkEligibility,
  createReview,
  listReviews,
  replyToReview,
  reportReview,
  validateReview,
} from './service';

const E = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };

/** Reviews of organisations, venues and professionals (issue 11). Policies are asked by the services. */
export const reviewRoutes =
  (ctx: RequestContext): FastifyPluginAsyncZod =>
  async (app) => {
    const signedIn = requireSession(ctx);
    const cookieName = sessionCookieName(ctx.config.publicUrl);
    /** Public reads that change for a signed-in viewer (admins see hidden reviews; owners may reply). */
    const optionalActor = async (req: FastifyRequest): Promise<Actor | null> => {
      const meta = requestMetaOf(req);
      if (!sessionTokenFromCookie(meta.headers, cookieName)) return null;
      return (await ctx.resolveActor(meta)).body;
    };

    app.get(
      '/api/reviews',
      {
        schema: {
          tags: ['reviews'],
          summary: 'Visible reviews of a profile, newest first, with replies (admins also see hidden ones)',
          querystring: ReviewListQuery,
          response: { 200: ReviewListResponse, ...E },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return listReviews(ctx.db, await optionalActor(req), req.query);
      },
    );

    app.get(
      '/api/reviews/eligibility',
      {
        preHandler: signedIn,
        schema: {
          tags: ['reviews'],
          summary: 'May I review this profile, and about which of my past events; otherwise why not',
          querystring: ReviewSubjectQuery,
          response: { 200: ReviewEligibilityResponse, ...E },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return checkEligibility(ctx.db, actorOf(req), req.query);
      },
    );

    app.post(
      '/api/reviews/validate',
      {
        preHandler: signedIn,
        schema: {
          tags: ['reviews'],
          summary:
            'Validate a review (spec §7): the normalised review plus warnings; 400 with Dutch field errors',
          body: ReviewInput,
          response: { 200: ReviewValidateResponse, 400: ErrorEnvelope, 401: ErrorEnvelope },
        },
      },
      async (req) => validateReview(req.body),
    );

    app.post(
      '/api/reviews',
      {
        preHandler: signedIn,
        schema: {
          tags: ['reviews'],
          summary: 'Write a review: validated, then eligibility, then one per reviewer and profile (event)',
          body: ReviewInput,
          response: { 201: ReviewCreatedResponse, ...E, 409: ErrorEnvelope },
        },
      },
      async (req, reply) => {
        const created = await createReview(ctx.db, actorOf(req), req.body);
        return reply.code(201).send(created);
      },
    );

    app.post(
      '/api/reviews/:type/:id/replies',
      {
        preHandler: signedIn,
        schema: {
          tags: ['reviews'],
          summary: 'Reply to a review of a profile you own or belong to (or as admin)',
          params: ReviewTargetParams,
          body: ReviewReplyInput,
          response: { 201: ReviewReplyResponse, ...E },
        },
      },
      async (req, reply) => {
        const made = await replyToReview(ctx.db, actorOf(req), req.params.type, req.params.id, req.body.text);
        return reply.code(201).send(made);
      },
    );

    app.post(
      '/api/reviews/:type/:id/report',
      {
        preHandler: signedIn,
        schema: {
          tags: ['reviews'],
          summary: 'Report a review to the moderators (once; repeating changes nothing)',
          params: ReviewTargetParams,
          response: { 200: ReviewReportResponse, ...E },
        },
      },
      async (req) => reportReview(ctx.db, actorOf(req), req.params.type, req.params.id),
    );

    app.patch(
      '/api/admin/reviews/:type/:id',
      {
        preHandler: signedIn,
        schema: {
          tags: ['reviews', 'admin'],
          summary: 'Hide or show a review (admins; written to the audit log)',
          params: ReviewTargetParams,
          body: AdminReviewPatch,
          response: { 200: AdminReviewPatchResponse, ...E },
        },
      },
      async (req) => moderateReview(ctx.db, actorOf(req), req.params, req.body, req.ip),
    );

    app.get(
      '/api/dashboard/reviews',
      {
        preHandler: signedIn,
        schema: {
          tags: ['reviews'],
          summary: 'Reviews received by every profile I own or belong to, all or unanswered',
          querystring: DashboardReviewsQuery,
          response: { 200: DashboardReviewsResponse, 400: ErrorEnvelope, 401: ErrorEnvelope },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return listReceived(ctx.db, actorOf(req), req.query);
      },
    );

    app.get(
      '/api/dashboard/reviews/unanswered-count',
      {
        preHandler: signedIn,
        schema: {
          tags: ['reviews'],
          summary: 'How many received reviews have no reply yet (menu badge)',
          response: { 200: UnansweredCountResponse, 401: ErrorEnvelope },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return countUnanswered(ctx.db, actorOf(req));
      },
    );
  };
