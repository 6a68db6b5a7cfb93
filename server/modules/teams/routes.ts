import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorEnvelope } from '../../../core/schemas/common';
import {
  OrganizationProfileBody,
  OrganizationProfileResponse,
  OrganizationProfileSaved,
  TeamAcceptBody,
  TeamAcceptResponse,
  TeamInvitationDto,
  TeamInvitationParams,
  TeamInvitationPreviewDto,
  TeamInvitationTokenParams,
  TeamInviteBody,
  TeamMemberParams,
  TeamProfileParams,
  TeamsResponse,
} from '../../../core/schemas/teams';
import { actorOf, requireSession } from '../../http/requireSession';
import type { AccountsContext } from '../accounts';
import { getOwnOrganizationProfile, saveOwnOrganizationProfile } from './organizationProfile';
import {
  acceptInvitation,
  inviteTeamMember,
  listOwnTeams,
  previewInvitation,
  removeTeamMember,
  withdrawInvitation,
} from './service';

const tags = ['teams'];
const refused = { 401: ErrorEnvelope, 403: ErrorEnvelope };

/** Teams (profile_users): invitations by e-mail, accepting, listing and removing members; own organisation profile. */
export const teamRoutes =
  (ctx: AccountsContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Authentication only; teamsPolicy is asked by each use case in the service.
    const signedIn = requireSession(ctx);

    app.get(
      '/api/me/teams',
      {
        onRequest: signedIn,
        schema: {
          tags,
          summary: 'Profiles the signed-in user owns, with members and open invitations',
          response: { 200: TeamsResponse, ...refused },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return { teams: await listOwnTeams(ctx, actorOf(req)) };
      },
    );

    app.post(
      '/api/teams/:profileType/:profileId/invitations',
      {
        onRequest: signedIn,
        schema: {
          tags,
          summary: 'Invite someone by e-mail to the team of a profile you own',
          params: TeamProfileParams,
          body: TeamInviteBody,
          response: {
            201: TeamInvitationDto,
            400: ErrorEnvelope,
            404: ErrorEnvelope,
            409: ErrorEnvelope,
            ...refused,
          },
        },
      },
      async (req, reply) =>
        reply.code(201).send(await inviteTeamMember(ctx, actorOf(req), req.params, req.body.email)),
    );

    app.delete(
      '/api/teams/:profileType/:profileId/invitations/:id',
      {
        onRequest: signedIn,
        schema: {
          tags,
          summary: 'Withdraw an invitation that was not accepted yet',
          params: TeamInvitationParams,
          response: { 204: z.null(), 404: ErrorEnvelope, ...refused },
        },
      },
      async (req, reply) => {
        await withdrawInvitation(ctx, actorOf(req), req.params);
        return reply.code(204).send(null);
      },
    );

    app.delete(
      '/api/teams/:profileType/:profileId/members/:userId',
      {
        onRequest: signedIn,
        schema: {
          tags,
          summary: 'Remove a member from the team (also drops their context role)',
          params: TeamMemberParams,
          response: { 204: z.null(), 400: ErrorEnvelope, 404: ErrorEnvelope, ...refused },
        },
      },
      async (req, reply) => {
        await removeTeamMember(ctx, actorOf(req), req.params);
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/api/team-invitations/:token',
      {
        schema: {
          tags,
          summary: 'Public preview of an invitation: profile, type and who invites',
          params: TeamInvitationTokenParams,
          response: { 200: TeamInvitationPreviewDto, 404: ErrorEnvelope, 410: ErrorEnvelope },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return previewInvitation(ctx, req.params.token);
      },
    );

    app.post(
      '/api/team-invitations/accept',
      {
        onRequest: signedIn,
        schema: {
          tags,
          summary: 'Accept an invitation with the signed-in account (the invited address)',
          body: TeamAcceptBody,
          response: { 200: TeamAcceptResponse, 404: ErrorEnvelope, 410: ErrorEnvelope, ...refused },
        },
      },
      async (req, reply) =>
        acceptInvitation(ctx, actorOf(req), req.body.token, {
          reply,
          ip: req.ip,
          userAgent: req.headers['user-agent'] ?? null,
        }),
    );

    const organisationRoles = signedIn;

    app.get(
      '/api/me/organization-profile',
      {
        onRequest: organisationRoles,
        schema: {
          tags,
          summary: 'The signed-in user’s own organisation profile (basics), or whether one may be made',
          response: { 200: OrganizationProfileResponse, ...refused },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return getOwnOrganizationProfile(ctx, actorOf(req));
      },
    );

    app.put(
      '/api/me/organization-profile',
      {
        onRequest: organisationRoles,
        schema: {
          tags,
          summary: 'Update the own organisation profile, or create it when there is none',
          body: OrganizationProfileBody,
          response: {
            200: OrganizationProfileSaved,
            201: OrganizationProfileSaved,
            400: ErrorEnvelope,
            ...refused,
          },
        },
      },
      async (req, reply) => {
        const saved = await saveOwnOrganizationProfile(ctx, actorOf(req), req.body);
        return reply.code(saved.created ? 201 : 200).send(saved);
      },
    );
  };
