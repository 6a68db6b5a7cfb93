import { AppError } from '../../../core/errors';
import { resolveNotificationPreferences } from '../../../core/domain/notificationPreferences';
import type {
  AccountSettingsDto,
  AccountUpdateBody,
  DataExportDto,
  NotificationPreferencesBody,
  NotificationPreferencesResponse,
} from '../../../core/schemas/settings';
import { ensure } from '../../http/authorize';
import type { Actor, AppContext } from '../../http/context';
import { settingsPolicy } from './policy';
import { selectExportData } from './queriesExport';
import { presentAccountSettings } from './presenter';
import {
  isUsernameTakenByOther,
  selectAccountSettings,
  selectNotificationPreferences,
  selectPendingEmailChange,
  updateAccountNames,
  updateProfileVisibility,
  upsertNotificationPreferences,
} from './queries';

/** The account tab: name, username, address, avatar, visibility and a pending address change. */
export const getAccountSettings = async (ctx: AppContext, actor: Actor): Promise<AccountSettingsDto> => {
  ensure(settingsPolicy.manageOwnSettings(actor));
  const { userId } = actor;
  const [row, pending] = await Promise.all([
    selectAccountSettings(ctx.db, userId),
    selectPendingEmailChange(ctx.db, userId),
  ]);
  if (!row) throw new AppError('session_expired');
  return presentAccountSettings(row, pending);
};

/**
 * Change full name and username. A username someone else has → 409 username_taken (also when two requests
 * race: the unique constraint maps to the same code). users.name follows, so the session name does too.
 */
export const updateAccount = async (
  ctx: AppContext,
  actor: Actor,
  body: AccountUpdateBody,
): Promise<AccountSettingsDto> => {
  ensure(settingsPolicy.manageOwnSettings(actor));
  const { userId } = actor;
  if (await isUsernameTakenByOther(ctx.db, body.username, userId)) {
    throw new AppError('username_taken', {
      fields: { username: 'Deze gebruikersnaam is al in gebruik.' },
    });
  }
  await updateAccountNames(ctx.db, userId, body);
  return getAccountSettings(ctx, actor);
};

/** Show or hide the member profile (/member/{id}, member lists). */
export const setProfileVisibility = async (
  ctx: AppContext,
  actor: Actor,
  isPublic: boolean,
): Promise<{ isPublic: boolean }> => {
  ensure(settingsPolicy.manageOwnSettings(actor));
  const { userId } = actor;
  await updateProfileVisibility(ctx.db, userId, isPublic);
  return { isPublic };
};

export const getNotificationPreferences = async (
  ctx: AppContext,
  actor: Actor,
): Promise<NotificationPreferencesResponse> => {
  ensure(settingsPolicy.manageOwnSettings(actor));
  const { userId } = actor;
  return {
    preferences: resolveNotificationPreferences(await selectNotificationPreferences(ctx.db, userId)),
  };
};

/** Store the given choices (others keep theirs) and answer the full list. */
export const saveNotificationPreferences = async (
  ctx: AppContext,
  actor: Actor,
  body: NotificationPreferencesBody,
): Promise<NotificationPreferencesResponse> => {
  ensure(settingsPolicy.manageOwnSettings(actor));
  const { userId } = actor;
  // A choice names only the channels it changes; the others keep their stored (or default) value.
  const current = new Map(
    resolveNotificationPreferences(await selectNotificationPreferences(ctx.db, userId)).map((p) => [
      p.type,
      p,
    ]),
  );
  await upsertNotificationPreferences(
    ctx.db,
    userId,
    body.preferences.map((choice) => {
      const was = current.get(choice.type)!;
      return {
        type: choice.type,
        email: choice.email ?? was.email,
        inApp: choice.inApp ?? was.inApp,
        push: choice.push ?? was.push,
      };
    }),
  );
  return getNotificationPreferences(ctx, actor);
};

/** Everything Kring holds about the member, as one JSON document (spec: download my data). */
export const exportAccountData = async (ctx: AppContext, actor: Actor): Promise<DataExportDto> => {
  ensure(settingsPolicy.manageOwnSettings(actor));
  const { userId } = actor;
  const [data, preferences] = await Promise.all([
    selectExportData(ctx.db, userId),
    getNotificationPreferences(ctx, actor),
  ]);
  if (!data.account) throw new AppError('session_expired');
  return {
    format: 'kring-data-export/1',
    exportedAt: new Date().toISOString(),
    ...data,
    account: data.account,
    notificationPreferences: preferences.preferences,
  };
};
