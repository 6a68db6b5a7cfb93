import { AppError } from '../../../core/errors';
import type { ChangePasswordBody, MessageResponse } from '../../../core/schemas/accounts';
import { authErrorCode } from '../../auth/bridge';
import type { Db } from '../../db/client';
import { ensurePasswordAllowed } from './passwordRules';
import { releaseAttempt, reserveAttempt, resetCounter, selectAccountSummary } from './queries';
import { ensure } from '../../http/authorize';
import type { Actor, RequestMeta, WithCookies } from '../../http/context';
import { accountsPolicy } from './policy';
import type { AccountsContext } from './service';

const MINUTE = 60_000;
/** Checks of the current password (password change, 2FA enrolment/removal, e-mail change, account deletion). */
export const PASSWORD_CHECK_LIMIT = { windowMs: 15 * MINUTE, max: 5 } as const;

/**
 * Runs a check of the signed-in user's current password under PASSWORD_CHECK_LIMIT. The attempt is reserved
 * before the hash is tried, so parallel wrong tries get exactly `max` checks; a right password clears the
 * count, and an attempt that failed for another reason (stale session) is given back.
 */
export const withPasswordCheckLimit = async <T>(
  db: Db,
  userId: string,
  check: () => Promise<T>,
): Promise<T> => {
  const key = `password-check:user:${userId}`;
  const { windowMs, max } = PASSWORD_CHECK_LIMIT;
  const reservation = await reserveAttempt(db, key, windowMs);
  if (reservation.count > max) {
    throw new AppError('rate_limited', { retryAfterSeconds: reservation.retryAfterSeconds });
  }
  try {
    const result = await check();
    await resetCounter(db, key);
    return result;
  } catch (err) {
    if (!(err instanceof AppError && err.code === 'password_incorrect')) await releaseAttempt(db, key);
    throw err;
  }
};

/**
 * The current password of the signed-in user, checked by better-auth (scrypt), for flows of other modules
 * (e-mail change, account deletion). Wrong → 400 password_incorrect; too many wrong attempts → 429 before the
 * hash is even tried.
 */
export const confirmPassword = async (
  ctx: AccountsContext,
  meta: RequestMeta,
  userId: string,
  password: string,
): Promise<void> => {
  await withPasswordCheckLimit(ctx.db, userId, async () => {
    try {
      await ctx.auth.api.verifyPassword({ body: { password }, headers: meta.headers });
    } catch (err) {
      const code = authErrorCode(err);
      if (code === 'INVALID_PASSWORD' || code === 'CREDENTIAL_ACCOUNT_NOT_FOUND') {
        throw new AppError('password_incorrect');
      }
      if (code === 'UNAUTHORIZED' || code === '401') throw new AppError('session_expired');
      throw err;
    }
  });
};

export const PASSWORD_CHANGED_MESSAGE = 'Je wachtwoord is gewijzigd.';

/**
 * better-auth's answers when a sensitive change needs a recent sign-in (its `freshAge` rule). Shared with
 * two-factor removal so both say "log in again" instead of a generic failure.
 */
export const isStaleSessionCode = (code: string | null): boolean =>
  code === 'SESSION_NOT_FRESH' || code === 'SESSION_EXPIRED';

/** Map better-auth's change-password errors onto our catalogue; anything else propagates (500). */
const mapChangePasswordError = (err: unknown): never => {
  const code = authErrorCode(err);
  if (code === 'INVALID_PASSWORD') throw new AppError('password_incorrect');
  if (code === 'CREDENTIAL_ACCOUNT_NOT_FOUND') throw new AppError('password_not_set');
  if (isStaleSessionCode(code)) throw new AppError('reauthentication_required');
  if (code === 'UNAUTHORIZED' || code === '401') throw new AppError('session_expired');
  if (code === 'PASSWORD_TOO_SHORT' || code === 'PASSWORD_TOO_LONG') throw new AppError('validation_failed');
  throw err;
};

/**
 * Change the password of the signed-in user after checking the current one. This session stays signed in;
 * with `signOutOthers` every other session ends and this browser gets a fresh session (new cookie).
 */
export const changePassword = async (
  ctx: AccountsContext,
  meta: RequestMeta,
  actor: Actor,
  body: ChangePasswordBody,
): Promise<WithCookies<MessageResponse>> => {
  ensure(accountsPolicy.changeCredentials(actor), 'impersonation_forbidden');
  const { userId } = actor;
  const account = await selectAccountSummary(ctx.db, userId);
  ensurePasswordAllowed(body.newPassword, account?.email ?? null, 'newPassword');
  const { headers } = await withPasswordCheckLimit(ctx.db, userId, () =>
    ctx.auth.api.changePassword({
      body: {
        currentPassword: body.currentPassword,
        newPassword: body.newPassword,
        revokeOtherSessions: body.signOutOthers ?? false,
      },
      headers: meta.headers,
      returnHeaders: true,
    }),
  ).catch(mapChangePasswordError);
  return { body: { message: PASSWORD_CHANGED_MESSAGE }, headers };
};
