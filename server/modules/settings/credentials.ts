import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../../core/errors';
import { DELETE_CONFIRM_WORD } from '../../../core/schemas/settings';
import type { DeleteAccountBody, EmailChangeBody } from '../../../core/schemas/settings';
import type { Storage } from '../../integrations/storage';
import { ensure } from '../../http/authorize';
import type { Actor, RequestMeta, WithCookies } from '../../http/context';
import { type AccountsContext, bumpCounter, confirmPassword, signOut } from '../accounts';
import { settingsPolicy } from './policy';
import { emailChangeLink, emailChangeMail, emailChangedNoticeMail } from './mail';
import {
  applyEmailChange,
  deleteAccount,
  deletePendingEmailChange,
  isEmailTaken,
  replacePendingEmailChange,
  selectAccountSettings,
  selectPendingEmailChange,
} from './queries';

const MINUTE = 60_000;
/** A confirmation link for a new address works for a day. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * MINUTE;
/** Change requests mail a stranger's inbox: at most 5 per account per hour. */
export const EMAIL_CHANGE_REQUEST_LIMIT = { windowMs: 60 * MINUTE, max: 5 } as const;

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

const sameHash = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Ask to move the account to a new address: password first, then a one-time link (24 h) to the NEW address.
 * The login address stays the same until that link is used. A taken address → 409 email_already_registered.
 */
export const requestEmailChange = async (
  ctx: AccountsContext,
  meta: RequestMeta,
  actor: Actor,
  body: EmailChangeBody,
): Promise<{ pendingEmail: string }> => {
  ensure(settingsPolicy.changeCredentials(actor), 'impersonation_forbidden');
  const { userId } = actor;
  const account = await selectAccountSettings(ctx.db, userId);
  if (!account) throw new AppError('session_expired');
  if (body.newEmail === account.email) {
    throw new AppError('email_change_same', { fields: { newEmail: 'Dit is al je huidige e-mailadres.' } });
  }
  await confirmPassword(ctx, meta, userId, body.password);
  if (await isEmailTaken(ctx.db, body.newEmail)) {
    throw new AppError('email_already_registered', {
      fields: { newEmail: 'Er bestaat al een account met dit emailadres.' },
    });
  }
  const { windowMs, max } = EMAIL_CHANGE_REQUEST_LIMIT;
  if ((await bumpCounter(ctx.db, `email-change:user:${userId}`, windowMs)) > max) {
    throw new AppError('rate_limited');
  }

  const token = randomBytes(32).toString('base64url');
  await replacePendingEmailChange(ctx.db, userId, {
    tokenHash: hashToken(token),
    newEmail: body.newEmail,
    expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_MS),
  });
  await ctx.mail.send(
    emailChangeMail({
      to: body.newEmail,
      name: account.fullName ?? account.accountName,
      link: emailChangeLink(ctx.config.publicUrl, token),
      currentEmail: account.email,
    }),
  );
  return { pendingEmail: body.newEmail };
};

/** Withdraw a pending change (its link stops working). */
export const cancelEmailChange = async (ctx: AccountsContext, actor: Actor): Promise<void> => {
  ensure(settingsPolicy.changeCredentials(actor), 'impersonation_forbidden');
  const { userId } = actor;
  await deletePendingEmailChange(ctx.db, userId);
};

/**
 * Use the mailed link: the token must match the signed-in user's pending request and be within 24 h; it
 * works once. The address may have been taken meanwhile → 409. The old address gets a notice.
 */
export const confirmEmailChange = async (
  ctx: AccountsContext,
  actor: Actor,
  token: string,
): Promise<{ email: string }> => {
  ensure(settingsPolicy.changeCredentials(actor), 'impersonation_forbidden');
  const { userId } = actor;
  const pending = await selectPendingEmailChange(ctx.db, userId);
  const tokenHash = hashToken(token);
  if (!pending || !sameHash(pending.tokenHash, tokenHash)) throw new AppError('email_change_invalid');
  if (pending.expiresAt <= new Date()) {
    await deletePendingEmailChange(ctx.db, userId);
    throw new AppError('email_change_invalid');
  }
  const account = await selectAccountSettings(ctx.db, userId);
  if (!account) throw new AppError('session_expired');
  if (await isEmailTaken(ctx.db, pending.newEmail)) {
    await deletePendingEmailChange(ctx.db, userId);
    throw new AppError('email_already_registered');
  }
  if (!(await applyEmailChange(ctx.db, userId, tokenHash, pending.newEmail))) {
    throw new AppError('email_change_invalid');
  }
  await ctx.mail.send(
    emailChangedNoticeMail({
      to: account.email,
      name: account.fullName ?? account.accountName,
      newEmail: pending.newEmail,
      supportUrl: `${ctx.config.publicUrl}/contact`,
    }),
  );
  return { email: pending.newEmail };
};

/**
 * Delete the account for good: the confirmation word and the password first. The session ends (better-auth
 * clears the cookie), the user row goes and everything owned cascades; the stored avatar file goes too.
 */
export const deleteOwnAccount = async (
  ctx: AccountsContext,
  storage: Storage,
  meta: RequestMeta,
  actor: Actor,
  body: DeleteAccountBody,
): Promise<WithCookies<null>> => {
  ensure(settingsPolicy.changeCredentials(actor), 'impersonation_forbidden');
  const { userId } = actor;
  if (body.confirm !== DELETE_CONFIRM_WORD) {
    throw new AppError('account_delete_confirm', {
      fields: { confirm: `Typ ${DELETE_CONFIRM_WORD} om te bevestigen.` },
    });
  }
  await confirmPassword(ctx, meta, userId, body.password);
  const account = await selectAccountSettings(ctx.db, userId);
  // Sign out first: better-auth answers with the cookie-clearing headers while the session still exists.
  const { headers } = await signOut(ctx, meta);
  await deleteAccount(ctx.db, userId);
  const avatarKey = account?.avatarUrl ? storage.keyOf(account.avatarUrl) : null;
  if (avatarKey) {
    await storage.delete(avatarKey).catch((err: unknown) => {
      ctx.logger.warn({ err, key: avatarKey }, 'could not delete the avatar of a deleted account');
    });
  }
  return { body: null, headers };
};
