import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorEnvelope } from '../../../core/schemas/common';
import {
  AVATAR_MAX_BYTES,
  AccountSettingsDto,
  AccountUpdateBody,
  AvatarResponse,
  DataExportDto,
  DeleteAccountBody,
  EmailChangeBody,
  EmailChangeConfirmBody,
  EmailChangeConfirmResponse,
  EmailChangeResponse,
  NotificationPreferencesBody,
  NotificationPreferencesResponse,
  PrivacyBody,
} from '../../../core/schemas/settings';
import { forwardSetCookies } from '../../auth/bridge';
import { actorOf, requestMetaOf as metaOf, requireSession } from '../../http/requireSession';
import { type Storage, createStorage } from '../../integrations/storage';
import type { AccountsContext } from '../accounts';
import { AVATAR_UPLOAD, removeAvatar, uploadAvatar } from './avatar';
import { cancelEmailChange, confirmEmailChange, deleteOwnAccount, requestEmailChange } from './credentials';
import {
  exportAccountData,
  getAccountSettings,
  getNotificationPreferences,
  saveNotificationPreferences,
  setProfileVisibility,
  updateAccount,
} from './service';
import { readImageUpload } from '../../http/imageUpload';
import { uploadRateLimit } from '../../http/uploadRateLimit';

const tags = ['settings'];
const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope };

export type SettingsDeps = { storage?: Storage };

/**
 * Account settings (issue 3, spec §2 instellingen): name and username, avatar, e-mail change with
 * re-verification, profile visibility, data export, account deletion and e-mail notification preferences.
 * Everything acts on the signed-in user's own account.
 */
export const settingsRoutes =
  (ctx: AccountsContext, deps: SettingsDeps = {}): FastifyPluginAsyncZod =>
  async (app) => {
    const storage = deps.storage ?? createStorage(ctx.config);
    // Scoped to this plugin: only the avatar route accepts multipart bodies.
    await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

    // Authentication only; settingsPolicy (own settings, credentials) is asked by each use case.
    const own = requireSession(ctx);
    const credentials = own;

    app.get(
      '/api/me/account',
      {
        onRequest: own,
        schema: {
          tags,
          summary: 'Own account settings: name, username, e-mail, avatar, visibility, pending e-mail',
          response: { 200: AccountSettingsDto, 401: ErrorEnvelope },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return getAccountSettings(ctx, actorOf(req));
      },
    );

    app.patch(
      '/api/me/account',
      {
        onRequest: own,
        schema: {
          tags,
          summary: 'Change full name and username (409 username_taken)',
          body: AccountUpdateBody,
          response: { 200: AccountSettingsDto, ...errors, 409: ErrorEnvelope },
        },
      },
      async (req) => updateAccount(ctx, actorOf(req), req.body),
    );

    app.delete(
      '/api/me/account',
      {
        onRequest: credentials,
        schema: {
          tags,
          summary: "Delete the account (password and confirm: 'VERWIJDER'); ends the session",
          body: DeleteAccountBody,
          response: { 204: z.null(), ...errors, 429: ErrorEnvelope },
        },
      },
      async (req, reply) => {
        const { headers } = await deleteOwnAccount(ctx, storage, metaOf(req), actorOf(req), req.body);
        forwardSetCookies(reply, headers);
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/api/me/avatar',
      {
        onRequest: own,
        config: { rateLimit: uploadRateLimit },
        bodyLimit: AVATAR_MAX_BYTES + 64 * 1024,
        schema: {
          tags,
          summary: 'Upload a new avatar (multipart, one JPEG/PNG/WebP ≤ 5 MB; stored as 256×256 WebP)',
          consumes: ['multipart/form-data'],
          response: { 200: AvatarResponse, ...errors, 413: ErrorEnvelope, 415: ErrorEnvelope },
        },
      },
      async (req) => uploadAvatar(ctx, storage, actorOf(req), await readImageUpload(req, AVATAR_UPLOAD)),
    );

    app.delete(
      '/api/me/avatar',
      {
        onRequest: own,
        schema: { tags, summary: 'Remove the avatar', response: { 200: AvatarResponse, 401: ErrorEnvelope } },
      },
      async (req) => removeAvatar(ctx, storage, actorOf(req)),
    );

    app.post(
      '/api/me/email-change',
      {
        onRequest: credentials,
        schema: {
          tags,
          summary: 'Ask to change the e-mail address: mails a confirmation link to the new address',
          body: EmailChangeBody,
          response: { 202: EmailChangeResponse, ...errors, 409: ErrorEnvelope, 429: ErrorEnvelope },
        },
      },
      async (req, reply) =>
        reply.code(202).send(await requestEmailChange(ctx, metaOf(req), actorOf(req), req.body)),
    );

    app.post(
      '/api/me/email-change/confirm',
      {
        onRequest: credentials,
        schema: {
          tags,
          summary: 'Confirm the new e-mail address with the mailed token (once, within 24 hours)',
          body: EmailChangeConfirmBody,
          response: { 200: EmailChangeConfirmResponse, ...errors, 409: ErrorEnvelope },
        },
      },
      async (req) => confirmEmailChange(ctx, actorOf(req), req.body.token),
    );

    app.delete(
      '/api/me/email-change',
      {
        onRequest: credentials,
        schema: { tags, summary: 'Withdraw a pending e-mail change', response: { 204: z.null(), ...errors } },
      },
      async (req, reply) => {
        await cancelEmailChange(ctx, actorOf(req));
        return reply.code(204).send(null);
      },
    );

    app.patch(
      '/api/me/privacy',
      {
        onRequest: own,
        schema: {
          tags,
          summary: 'Show or hide the member profile',
          body: PrivacyBody,
          response: { 200: PrivacyBody, ...errors },
        },
      },
      async (req) => setProfileVisibility(ctx, actorOf(req), req.body.isPublic),
    );

    app.get(
      '/api/me/export',
      {
        onRequest: own,
        schema: {
          tags,
          summary: 'Download everything stored about the signed-in user as JSON (no secrets)',
          response: { 200: DataExportDto, 401: ErrorEnvelope },
        },
      },
      async (req, reply) => {
        const data = await exportAccountData(ctx, actorOf(req));
        const day = data.exportedAt.slice(0, 10);
        reply.header('cache-control', 'no-store');
        reply.header('content-disposition', `attachment; filename="kring-mijn-gegevens-${day}.json"`);
        return data;
      },
    );

    app.get(
      '/api/me/notification-preferences',
      {
        onRequest: own,
        schema: {
          tags,
          summary: 'E-mail preference per notification type (defaults where never chosen)',
          response: { 200: NotificationPreferencesResponse, 401: ErrorEnvelope },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return getNotificationPreferences(ctx, actorOf(req));
      },
    );

    app.put(
      '/api/me/notification-preferences',
      {
        onRequest: own,
        schema: {
          tags,
          summary: 'Save e-mail preferences for the given notification types',
          body: NotificationPreferencesBody,
          response: { 200: NotificationPreferencesResponse, ...errors },
        },
      },
      async (req) => saveNotificationPreferences(ctx, actorOf(req), req.body),
    );
  };
