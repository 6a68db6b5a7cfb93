import { AppError } from '../../../core/errors';
import type { ChangePasswordBody, MessageResponse } from '../../../core/schemas/accounts';
import { authErrorCode } from '../../auth/bridge';
import type { AccountsContext, RequestMeta, WithCookies } from './service';

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
  body: ChangePasswordBody,
): Promise<WithCookies<MessageResponse>> => {
  const { headers } = await ctx.auth.api
    .changePassword({
      body: {
        currentPassword: body.currentPassword,
        newPassword: body.newPassword,
        revokeOtherSessions: body.signOutOthers ?? false,
      },
      headers: meta.headers,
      returnHeaders: true,
    })
    .catch(mapChangePasswordError);
  return { body: { message: PASSWORD_CHANGED_MESSAGE }, headers };
};
