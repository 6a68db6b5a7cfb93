import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminCreateProfileBody,
  AdminProfileDetailDto,
  AdminProfileFlagsBody,
  AdminProfileListQuery,
  AdminProfileListResponse,
  AdminProfileParams,
  AdminProfileSummaryDto,
  AdminProfileTypeParams,
} from '../../../../core/schemas/adminDirectory';
import { ErrorEnvelope } from '../../../../core/schemas/common';
import { actorOf, requireSession } from '../../../http/requireSession';
import type { AccountsContext } from '../../accounts';
import { createProfile, getProfile, listProfiles, updateProfileFlags } from './service';

const tags = ['admin'];
const refused = { 401: ErrorEnvelope, 403: ErrorEnvelope };
const noStore = { 'cache-control': 'no-store' };

/**
 * The admin directory (issue 11): organisations, venues and professionals. Authentication here;
 * adminPolicy.manageProfiles ('admin_only') is checked by each use case.
 */
export const adminDirectoryRoutes =
  (ctx: AccountsContext): FastifyPluginAsyncZod =>
  async (app) => {
    const onRequest = requireSession(ctx);

    app.get(
      '/api/admin/profiles',
      {
        onRequest,
        schema: {
          tags,
          summary:
            'Organisations, venues or professionals, newest first; search by name, city or owner e-mail',
          querystring: AdminProfileListQuery,
          response: { 200: AdminProfileListResponse, 400: ErrorEnvelope, ...refused },
        },
      },
      async (req, reply) => reply.headers(noStore).send(await listProfiles(ctx, actorOf(req), req.query)),
    );

    app.get(
      '/api/admin/profiles/:type/:id',
      {
        onRequest,
        schema: {
          tags,
          summary: 'One profile with owner, team, flags and its latest audit entries',
          params: AdminProfileParams,
          response: { 200: AdminProfileDetailDto, 400: ErrorEnvelope, 404: ErrorEnvelope, ...refused },
        },
      },
      async (req, reply) =>
        reply.headers(noStore).send(await getProfile(ctx, actorOf(req), req.params.type, req.params.id)),
    );

    app.patch(
      '/api/admin/profiles/:type/:id',
      {
        onRequest,
        schema: {
          tags,
          summary: 'Verify, mark premium or hide a profile (and undo); every change is audit-logged',
          params: AdminProfileParams,
          body: AdminProfileFlagsBody,
          response: { 200: AdminProfileSummaryDto, 400: ErrorEnvelope, 404: ErrorEnvelope, ...refused },
        },
      },
      async (req) => updateProfileFlags(ctx, actorOf(req), req.params, req.body, req.ip),
    );

    app.post(
      '/api/admin/profiles/:type',
      {
        onRequest,
        schema: {
          tags,
          summary: 'Create a profile on behalf of an existing account, chosen by e-mail',
          params: AdminProfileTypeParams,
          body: AdminCreateProfileBody,
          response: {
            201: AdminProfileDetailDto,
            400: ErrorEnvelope,
            404: ErrorEnvelope,
            409: ErrorEnvelope,
            ...refused,
          },
        },
      },
      async (req, reply) =>
        reply.code(201).send(await createProfile(ctx, actorOf(req), req.params.type, req.body, req.ip)),
    );
  };
