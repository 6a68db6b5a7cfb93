import QRCode from 'qrcode';
import { AppError } from '../../../core/errors';
import type {
  SignInResponse,
  TwoFactorEnrollResponse,
  TwoFactorStatusResponse,
} from '../../../core/schemas/accounts';
import { twoFactorCookieName } from '../../auth/betterAuth';
import { authErrorCode, sessionTokenFromCookie } from '../../auth/bridge';
import { isStaleSessionCode, withPasswordCheckLimit } from './password';
import { selectAccountSummary } from './queries';
import {
  claimTotpCode,
  deleteSessionByToken,
  releaseTotpCode,
  selectChallengeUserId,
  selectTwoFactorState,
} from './queriesSecurity';
import { ensure } from '../../http/authorize';
import type { Actor, RequestMeta, WithCookies } from '../../http/context';
import { accountsPolicy } from './policy';
import { type AccountsContext, loadSessionUser } from './service';

const ISSUER = 'Kring';
/** A code is accepted for its own 30 s step and one either side (≤ 90 s); remember it a bit longer. */
const USED_CODE_TTL_MS = 120_000;
const DEFAULT_FACTOR_NAME = 'Authenticator-app';

export const MFA_ACTIVE_MESSAGE = 'Two-factor authenticatie is nu actief voor je account.';
export const MFA_REMOVED_MESSAGE = 'De authenticatie factor is succesvol verwijderd.';

/** Map better-auth's two-factor errors onto our catalogue; anything else propagates (500). */
export const mapTwoFactorError = (err: unknown): never => {
  const code = authErrorCode(err);
  if (code === 'INVALID_PASSWORD') throw new AppError('password_incorrect');
  // A session past better-auth's fresh age: say "log in again", not the generic setup failure.
  if (isStaleSessionCode(code)) throw new AppError('reauthentication_required');
  if (code === 'INVALID_CODE' || code === 'INVALID_BACKUP_CODE') throw new AppError('mfa_code_invalid');
  if (code === 'INVALID_TWO_FACTOR_COOKIE') throw new AppError('mfa_challenge_failed');
  if (code === 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE' || code === 'ACCOUNT_TEMPORARILY_LOCKED')
    throw new AppError('rate_limited');
  if (code === 'UNAUTHORIZED' || code === '401') throw new AppError('session_expired');
  if (code !== null) throw new AppError('mfa_setup_failed');
  throw err;
};

/**
 * Start enrolment: a new secret and recovery codes, stored unverified until the first code is checked
 * (`activate`). Enrolling again before activation replaces the unverified secret.
 */
export const enrollTwoFactor = async (
  ctx: AccountsContext,
  meta: RequestMeta,
  actor: Actor,
  password: string,
): Promise<TwoFactorEnrollResponse> => {
  ensure(accountsPolicy.changeCredentials(actor), 'impersonation_forbidden');
  const { userId } = actor;
  const result = await withPasswordCheckLimit(ctx.db, userId, () =>
    ctx.auth.api
      .enableTwoFactor({ body: { password, issuer: ISSUER, method: 'totp' }, headers: meta.headers })
      .catch(mapTwoFactorError),
  );
  if (!('totpURI' in result) || !result.totpURI) throw new AppError('mfa_setup_failed');
  const secret = new URL(result.totpURI).searchParams.get('secret');
  if (!secret) throw new AppError('mfa_setup_failed');
  // Drawn here so the web bundle carries no QR encoder; the page shows it as an <img>.
  const svg = await QRCode.toString(result.totpURI, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  const qrSvg = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  return { totpUri: result.totpURI, secret, qrSvg, backupCodes: result.backupCodes ?? [] };
};

/**
 * Check a TOTP code through better-auth, refusing a code this user already used within its validity window
 * (better-auth itself would accept it again). A wrong code gives its claim back.
 */
const verifyOnce = async <T>(
  ctx: AccountsContext,
  userId: string,
  code: string,
  verify: () => Promise<T>,
): Promise<T> => {
  if (!(await claimTotpCode(ctx.db, userId, code, USED_CODE_TTL_MS))) throw new AppError('mfa_code_invalid');
  try {
    return await verify();
  } catch (err) {
    await releaseTotpCode(ctx.db, userId, code);
    return mapTwoFactorError(err);
  }
};

/** First code after enrolment: the factor becomes verified and two-factor is on (session rotated). */
export const activateTwoFactor = async (
  ctx: AccountsContext,
  meta: RequestMeta,
  actor: Actor,
  code: string,
): Promise<WithCookies<{ message: string }>> => {
  ensure(accountsPolicy.changeCredentials(actor), 'impersonation_forbidden');
  const { userId } = actor;
  const { headers } = await verifyOnce(ctx, userId, code, () =>
    ctx.auth.api.verifyTOTP({ body: { code }, headers: meta.headers, returnHeaders: true }),
  );
  const state = await selectTwoFactorState(ctx.db, userId);
  if (!state.enabled) throw new AppError('mfa_setup_failed');
  return { body: { message: MFA_ACTIVE_MESSAGE }, headers };
};

export const getTwoFactorStatus = async (
  ctx: AccountsContext,
  actor: Actor,
): Promise<TwoFactorStatusResponse> => {
  ensure(accountsPolicy.manageOwnAccount(actor));
  const { userId } = actor;
  const state = await selectTwoFactorState(ctx.db, userId).catch(() => {
    throw new AppError('mfa_settings_unavailable');
  });
  return {
    enabled: state.enabled,
    factors: state.factors.map((f) => ({
      id: f.id,
      friendlyName: f.friendlyName ?? DEFAULT_FACTOR_NAME,
      status: f.verified === false ? ('unverified' as const) : ('verified' as const),
      createdAt: f.createdAt.toISOString(),
    })),
  };
};

/** Remove the factor (password required); better-auth rotates the session. */
export const removeTwoFactor = async (
  ctx: AccountsContext,
  meta: RequestMeta,
  actor: Actor,
  password: string,
): Promise<WithCookies<{ message: string }>> => {
  ensure(accountsPolicy.changeCredentials(actor), 'impersonation_forbidden');
  const { userId } = actor;
  const { headers } = await withPasswordCheckLimit(ctx.db, userId, () =>
    ctx.auth.api
      .disableTwoFactor({ body: { password }, headers: meta.headers, returnHeaders: true })
      .catch(mapTwoFactorError),
  );
  return { body: { message: MFA_REMOVED_MESSAGE }, headers };
};

/** The user of the pending sign-in challenge (signed `kring.two_factor` cookie), else 401. */
const challengeUserId = async (ctx: AccountsContext, meta: RequestMeta): Promise<string> => {
  const identifier = sessionTokenFromCookie(meta.headers, twoFactorCookieName(ctx.config.publicUrl));
  const userId = identifier ? await selectChallengeUserId(ctx.db, identifier) : null;
  if (!userId) throw new AppError('mfa_challenge_failed');
  return userId;
};

/** After a passed challenge: the same checks as a password-only sign-in (suspension), then the user. */
const completeSignIn = async (
  ctx: AccountsContext,
  userId: string,
  token: string,
  headers: Headers,
): Promise<WithCookies<SignInResponse>> => {
  const account = await selectAccountSummary(ctx.db, userId);
  if (!account || account.banned || account.suspendedAt !== null) {
    await deleteSessionByToken(ctx.db, token);
    throw new AppError('account_suspended');
  }
  return { body: { user: await loadSessionUser(ctx, userId), twoFactorRequired: false }, headers };
};

/** Sign-in step two (aal1 → aal2): a TOTP code for the pending challenge; issues the real session. */
export const verifySignInCode = async (
  ctx: AccountsContext,
  meta: RequestMeta,
  code: string,
): Promise<WithCookies<SignInResponse>> => {
  const userId = await challengeUserId(ctx, meta);
  const { headers, response } = await verifyOnce(ctx, userId, code, () =>
    ctx.auth.api.verifyTOTP({ body: { code }, headers: meta.headers, returnHeaders: true }),
  );
  return completeSignIn(ctx, userId, response.token, headers);
};

/** Sign-in step two with a recovery code instead (each code works once; better-auth strikes it). */
export const verifySignInRecoveryCode = async (
  ctx: AccountsContext,
  meta: RequestMeta,
  code: string,
): Promise<WithCookies<SignInResponse>> => {
  const userId = await challengeUserId(ctx, meta);
  const { headers, response } = await ctx.auth.api
    .verifyBackupCode({ body: { code }, headers: meta.headers, returnHeaders: true })
    .catch(mapTwoFactorError);
  if (!('token' in response) || !response.token) throw new AppError('mfa_challenge_failed');
  return completeSignIn(ctx, userId, response.token, headers);
};
