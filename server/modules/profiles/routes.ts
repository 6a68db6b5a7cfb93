import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ErrorEnvelope } from '../../../core/schemas/common';
import {
  OrganizationProfileCreate,
  OrganizationProfileUpdate,
  type OwnedProfileKind,
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_KINDS,
  ParticipantProfileUpdate,
  ProfessionalProfileCreate,
  ProfessionalProfileUpdate,
  ProfileIdQuery,
  ProfileImageQuery,
  type ProfileKind,
  ProfileResponse,
  VenueProfileCreate,
  VenueProfileUpdate,
} from '../../../core/schemas/profiles';
import { actorOf, requireSession } from '../../http/requireSession';
import { uploadRateLimit } from '../../http/uploadRateLimit';
import { type Storage, createStorage } from '../../integrations/storage';
import type { AccountsContext } from '../accounts';
import { readProfileImage, uploadProfileImage } from './images';
import { createProfile, getProfile, updateOwnedOrMemberProfile } from './service';

const tags = ['profiles'];
const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };

const UPDATE: Record<ProfileKind, z.ZodTypeAny> = {
  organization: OrganizationProfileUpdate,
  venue: VenueProfileUpdate,
  professional: ProfessionalProfileUpdate,
  participant: ParticipantProfileUpdate,
};
const CREATE: Record<OwnedProfileKind, z.ZodTypeAny> = {
  organization: OrganizationProfileCreate,
  venue: VenueProfileCreate,
  professional: ProfessionalProfileCreate,
};

export type ProfileRouteDeps = { storage?: Storage };

/**
 * The owner-side profile forms (spec §2 /dashboard/{kind}/profiel): read, create, update and upload images
 * of one's organisation, venue, professional and member profile. `?id=` names a profile reached through a
 * team, or any profile for an admin (whose changes are audited). Authentication here; profilesPolicy decides.
 */
export const profileRoutes =
  (ctx: AccountsContext, deps: ProfileRouteDeps = {}): FastifyPluginAsyncZod =>
  async (app) => {
    const storage = deps.storage ?? createStorage(ctx.config);
    // Scoped to this plugin: only the image routes read multipart bodies.
    await app.register(multipart, {
      limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6 },
    });
    const signedIn = requireSession(ctx);

    for (const kind of PROFILE_KINDS) {
      const path = `/api/dashboard/profiles/${kind}`;
      app.get(
        path,
        {
          onRequest: signedIn,
          schema: {
            tags,
            summary: `The ${kind} profile the dashboard form edits (own, via a team, or ?id= for admins), or the create state`,
            querystring: ProfileIdQuery,
            response: { 200: ProfileResponse, ...errors },
          },
        },
        async (req, reply) => {
          reply.header('cache-control', 'no-store');
          return getProfile(ctx, actorOf(req), kind, req.query.id);
        },
      );

      app.put(
        path,
        {
          onRequest: signedIn,
          schema: {
            tags,
            summary: `Change any field of the ${kind} profile (409 profile_slug_exists on a taken slug)`,
            querystring: ProfileIdQuery,
            body: UPDATE[kind],
            response: { 200: ProfileResponse, ...errors, 409: ErrorEnvelope },
          },
        },
        async (req) =>
          updateOwnedOrMemberProfile(ctx, storage, actorOf(req), kind, req.query.id, req.body as never),
      );

      app.post(
        `${path}/images`,
        {
          onRequest: signedIn,
          config: { rateLimit: uploadRateLimit },
          bodyLimit: PROFILE_IMAGE_MAX_BYTES + 64 * 1024,
          schema: {
            tags,
            summary: `Upload a cover, logo or gallery photo of the ${kind} profile (multipart, JPEG/PNG/WebP ≤ 8 MB; stored as WebP)`,
            consumes: ['multipart/form-data'],
            querystring: ProfileImageQuery,
            response: { 200: ProfileResponse, ...errors, 413: ErrorEnvelope, 415: ErrorEnvelope },
          },
        },
        async (req) =>
          uploadProfileImage(ctx, storage, actorOf(req), kind, req.query, () => readProfileImage(req)),
      );

      if (kind === 'participant') continue;
      app.post(
        path,
        {
          onRequest: signedIn,
          schema: {
            tags,
            summary: `Create the actor's ${kind} profile (one per account; spec §5 messages)`,
            body: CREATE[kind],
            response: { 201: ProfileResponse, ...errors, 409: ErrorEnvelope },
          },
        },
        async (req, reply) => {
          const created = await createProfile(ctx, actorOf(req), kind, req.body as never);
          return reply.code(201).send(created);
        },
      );
    }
  };
