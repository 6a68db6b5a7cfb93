import { createHash } from 'node:crypto';
import { createEmailVerificationToken } from 'better-auth/api';
import { AppError } from '../../../core/errors';
import { TRIAL_DAYS } from '../../../core/domain/plans';
import type {
  RoleGrantDto,
  SessionResponse,
  SignInBody,
  SignUpBody,
  SessionUserDto,
} from '../../../core/schemas/accounts';
import { type Auth, VERIFICATION_EXPIRES_IN, sessionCookieName } from '../../auth/betterAuth';
import { authErrorCode, sessionTokenFromCookie } from '../../auth/bridge';
import { slugify } from '../../../core/domain/slugs';
import { ensure } from '../../http/authorize';
import type { Actor, RequestContext, RequestMeta, WithCookies } from '../../http/context';
import { accountsPolicy } from './policy';
import { verificationLink, verificationMail } from './mail';
import { presentRoleGrants, presentSessionUser } from './presenter';
import {
  deleteSessionByTokenUnlessCurrent,
  deleteUser,
  insertAccountRows,
  releaseAttempt,
  reserveAttempt,
  resetCounter,
  selectAccountSummary,
  selectMemberships,
  selectOwnedProfiles,
  selectProfileNames,
  selectRoleRows,
  selectResetTokenEmail,
  selectUserIdByEmail,
  selectUsernamesLike,
} from './queries';
import { deleteSessionByToken } from './queriesSecurity';
import { ensurePasswordAllowed } from './passwordRules';
import { ensureSignUpsOpen } from '../site';

/** The request context plus the better-auth instance, which only modules/accounts touches. */
export type AccountsContext = RequestContext & { auth: Auth };

const MINUTE = 60_000;
/** Sign-in: 5 failed attempts per account and 20 per IP address per 15 minutes (spec: per IP and per account). */
export const SIGN_IN_LIMITS = {
  windowMs: 15 * MINUTE,
  perAccount: 5,
  perIp: 20,
} as const;
/** New accounts per IP address per hour: a school or office behind one address still fits, a script does not. */
export const SIGN_UP_LIMITS = { windowMs: 60 * MINUTE, perIp: 30 } as const;
/** Mail-sending requests (resend verification, forgot password): per address and per IP per 15 minutes. */
export const MAIL_REQUEST_LIMITS = { windowMs: 15 * MINUTE, perAddress: 3, perIp: 10 } as const;

const DAY = 86_400_000;

/** E-mail addresses are not stored in the counter table, only a keyed hash of them. */
const emailKey = (ctx: AccountsContext, scope: string, email: string): string =>
  `${scope}:email:${createHash('sha256').update(`${ctx.config.sessionSecret}:${email}`).digest('hex').slice(0, 32)}`;

/** Username from the e-mail's local part: lower-case letters, digits and dots; the first free variant. */
export const pickUsername = async (ctx: AccountsContext, email: string): Promise<string> => {
  const local = (email.split('@')[0] ?? '')
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, '')
    .replace(/\.{2,}/g, '.')
    .replace(/^\.+|\.+$/g, '')
    .slice(0, 24);
  const base = local.length >= 3 ? local : `lid${local}`;
  const taken = await selectUsernamesLike(ctx.db, base);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}${n}`)) return `${base}${n}`;
};

/** Send the Dutch verification mail with a fresh token (better-auth's signed, expiring JWT). */
const sendVerificationMail = async (
  ctx: AccountsContext,
  user: { email: string; name: string },
): Promise<void> => {
  const token = await createEmailVerificationToken(
    ctx.config.sessionSecret,
    user.email,
    undefined,
    VERIFICATION_EXPIRES_IN,
  );
  const link = verificationLink(ctx.config.publicUrl, token);
  await ctx.mail.send(verificationMail({ to: user.email, name: user.name, link }));
};

/**
 * Free-trial sign-up: the account (better-auth, scrypt hash), then in one transaction the profile, the chosen
 * role and a 35-day trialing subscription, then the verification mail. Nobody is signed in until the address
 * is confirmed. A duplicate address is refused with 409.
 */
export const signUp = async (
  ctx: AccountsContext,
  body: SignUpBody,
  meta: RequestMeta,
): Promise<{ email: string; verificationSent: true }> => {
  await ensureSignUpsOpen(ctx);
  const signUps = await reserveAttempt(ctx.db, `signup:ip:${meta.ip}`, SIGN_UP_LIMITS.windowMs);
  if (signUps.count > SIGN_UP_LIMITS.perIp) {
    throw new AppError('rate_limited', { retryAfterSeconds: signUps.retryAfterSeconds });
  }
  if (await selectUserIdByEmail(ctx.db, body.email)) throw new AppError('email_already_registered');
  ensurePasswordAllowed(body.password, body.email);

  const result = await ctx.auth.api.signUpEmail({
    body: { name: body.name, email: body.email, password: body.password },
    headers: meta.headers,
  });
  // With verification required better-auth answers a duplicate with a look-alike user (no enumeration);
  // we did check first, so a missing row means a concurrent sign-up won the race.
  const userId = await selectUserIdByEmail(ctx.db, body.email);
  if (!userId || userId !== result.user.id) throw new AppError('email_already_registered');

  const now = new Date();
  try {
    await insertAccountRows(ctx.db, {
      userId,
      email: body.email,
      fullName: body.name,
      username: await pickUsername(ctx, body.email),
      slug: `${slugify(body.name) || 'lid'}-${userId.slice(0, 8)}`,
      role: body.role,
      planId: body.role,
      trialEndsAt: new Date(now.getTime() + TRIAL_DAYS * DAY),
      now,
    });
  } catch (err) {
    // No half accounts: without its profile, role and trial the user row goes too.
    await deleteUser(ctx.db, userId);
    throw err;
  }
  await sendVerificationMail(ctx, { email: body.email, name: body.name });
  return { email: body.email, verificationSent: true };
};

/** Load what the web shell needs about a signed-in user. */
export const loadSessionUser = async (
  ctx: AccountsContext,
  userId: string,
): Promise<SessionUserDto | null> => {
  const account = await selectAccountSummary(ctx.db, userId);
  if (!account) return null;
  const [roleRows, owned] = await Promise.all([
    selectRoleRows(ctx.db, userId),
    selectOwnedProfiles(ctx.db, userId),
  ]);
  return presentSessionUser(account, roleRows, owned);
};

const isSuspended = (account: { banned: boolean | null; suspendedAt: Date | null }): boolean =>
  Boolean(account.banned) || account.suspendedAt !== null;

/**
 * E-mail + password sign-in. Wrong address or password → 401 (and counts toward the limits), unverified →
 * 403 email_not_confirmed, suspended → 403 account_suspended, too many failures → 429. With a verified
 * TOTP factor no session is made yet: the answer asks for the code (better-auth's two-factor cookie).
 */
export const signIn = async (
  ctx: AccountsContext,
  body: SignInBody,
  meta: RequestMeta,
): Promise<WithCookies<{ user: SessionUserDto | null; twoFactorRequired: boolean }>> => {
  const { windowMs, perAccount, perIp } = SIGN_IN_LIMITS;
  const accountKey = emailKey(ctx, 'signin', body.email);
  const ipKey = `signin:ip:${meta.ip}`;
  // Reserve the attempt before the password is checked (one upsert each), so parallel tries get exactly the
  // limit: checking first and counting after let 40 parallel wrong tries get 17 checks against a limit of 5.
  const byAccount = await reserveAttempt(ctx.db, accountKey, windowMs);
  if (byAccount.count > perAccount) {
    throw new AppError('rate_limited', { retryAfterSeconds: byAccount.retryAfterSeconds });
  }
  const byIp = await reserveAttempt(ctx.db, ipKey, windowMs);
  if (byIp.count > perIp) {
    // Not checked, so not an attempt on this account: its reservation goes back.
    await releaseAttempt(ctx.db, accountKey);
    throw new AppError('rate_limited', { retryAfterSeconds: byIp.retryAfterSeconds });
  }

  let signedIn: Awaited<ReturnType<typeof callSignIn>>;
  try {
    signedIn = await callSignIn(ctx, body, meta);
  } catch (err) {
    const code = authErrorCode(err);
    // A wrong password keeps both reservations: they are the failures the limits count.
    if (code === 'INVALID_EMAIL_OR_PASSWORD') throw new AppError('invalid_credentials');
    // The password was right: no failure to count.
    await Promise.all([resetCounter(ctx.db, accountKey), releaseAttempt(ctx.db, ipKey)]);
    if (code === 'EMAIL_NOT_VERIFIED') throw new AppError('email_not_confirmed');
    if (code === 'BANNED_USER') throw new AppError('account_suspended');
    throw err;
  }
  // A right password: the account starts afresh and the address's attempt is no failure. (A right password
  // inside a burst of wrong ones only gets this far when its reservation was within the limits.)
  await Promise.all([resetCounter(ctx.db, accountKey), releaseAttempt(ctx.db, ipKey)]);

  const { headers, response } = signedIn;
  if ('twoFactorRedirect' in response && response.twoFactorRedirect) {
    return { body: { user: null, twoFactorRequired: true }, headers };
  }
  if (!('user' in response)) throw new Error('better-auth sign-in returned no user');
  const account = await selectAccountSummary(ctx.db, response.user.id);
  if (!account) throw new Error('signed-in user has no row');
  if (isSuspended(account)) {
    // Suspension recorded on the profile (admin): the fresh session must not survive.
    await deleteSessionByToken(ctx.db, response.token);
    throw new AppError('account_suspended');
  }
  // Rotation: a session this browser held before (maybe planted by someone else) ends now.
  const previous = sessionTokenFromCookie(meta.headers, sessionCookieName(ctx.config.publicUrl));
  if (previous) {
    await deleteSessionByTokenUnlessCurrent(ctx.db, previous, response.token);
  }
  return { body: { user: await loadSessionUser(ctx, account.id), twoFactorRequired: false }, headers };
};

const callSignIn = (ctx: AccountsContext, body: SignInBody, meta: RequestMeta) =>
  ctx.auth.api.signInEmail({
    body: { email: body.email, password: body.password, rememberMe: true },
    headers: meta.headers,
    returnHeaders: true,
  });

/** End the current session (idempotent) and clear the cookie. */
export const signOut = async (ctx: AccountsContext, meta: RequestMeta): Promise<WithCookies<null>> => {
  const { headers } = await ctx.auth.api.signOut({ headers: meta.headers, returnHeaders: true });
  return { body: null, headers };
};

/** The current session's user id (sliding expiry: better-auth may refresh the cookie), or null. */
export const currentUserId = async (
  ctx: AccountsContext,
  meta: RequestMeta,
): Promise<WithCookies<string | null>> => {
  const { headers, response } = await ctx.auth.api.getSession({ headers: meta.headers, returnHeaders: true });
  return { body: response?.user.id ?? null, headers };
};

/** GET /api/session: the signed-in user, or `{ user: null }` (never an error for "signed out"). */
export const getSession = async (
  ctx: AccountsContext,
  meta: RequestMeta,
): Promise<WithCookies<SessionResponse>> => {
  const { headers, response } = await ctx.auth.api.getSession({ headers: meta.headers, returnHeaders: true });
  const userId = response?.user.id;
  if (!response || !userId) return { body: { user: null }, headers };
  const account = await selectAccountSummary(ctx.db, userId);
  if (!account || isSuspended(account)) return { body: { user: null }, headers };
  const user = await loadSessionUser(ctx, userId);
  // While an admin views the app as this user (server/modules/admin), the web shows who, by whom, until when.
  const impersonatedBy = (response.session as { impersonatedBy?: string | null }).impersonatedBy ?? null;
  const admin = impersonatedBy ? await loadSessionUser(ctx, impersonatedBy) : null;
  if (!user || !admin) return { body: { user }, headers };
  const expiresAt = new Date(response.session.expiresAt).toISOString();
  const impersonation = { adminName: admin.name, targetName: user.name, expiresAt };
  return { body: { user: { ...user, impersonation } }, headers };
};

/** The spec's get_user_roles for a user: global roles and team-context roles with their names. */
export const getUserRoles = async (ctx: AccountsContext, userId: string): Promise<RoleGrantDto[]> => {
  const [roleRows, memberships, owned] = await Promise.all([
    selectRoleRows(ctx.db, userId),
    selectMemberships(ctx.db, userId),
    selectOwnedProfiles(ctx.db, userId),
  ]);
  const ids: { organization: string[]; professional: string[]; venue: string[] } = {
    organization: [],
    professional: [],
    venue: [],
  };
  for (const r of roleRows)
    if (r.contextType !== 'global' && r.contextId) ids[r.contextType].push(r.contextId);
  for (const m of memberships) ids[m.profileType].push(m.profileId);
  const profileNames = await selectProfileNames(ctx.db, ids);
  return presentRoleGrants({ roleRows, memberships, owned, profileNames });
};

/** GET /api/me/roles: the actor's own roles and team contexts. */
export const getOwnRoles = async (ctx: AccountsContext, actor: Actor): Promise<{ roles: RoleGrantDto[] }> => {
  ensure(accountsPolicy.manageOwnAccount(actor));
  return { roles: await getUserRoles(ctx, actor.userId) };
};

/** Confirm an address with the token from the mail. Bad or expired token → 400 verification_invalid. */
export const verifyEmail = async (ctx: AccountsContext, token: string): Promise<void> => {
  try {
    await ctx.auth.api.verifyEmail({ query: { token } });
  } catch (err) {
    if (authErrorCode(err) !== null) throw new AppError('verification_invalid');
    throw err;
  }
};

/** Refuse when one address or one IP asks for too many mails; counts every request, known address or not. */
const limitMailRequests = async (
  ctx: AccountsContext,
  scope: string,
  email: string,
  ip: string,
): Promise<void> => {
  const { windowMs, perAddress, perIp } = MAIL_REQUEST_LIMITS;
  const [byAddress, byIp] = await Promise.all([
    reserveAttempt(ctx.db, emailKey(ctx, scope, email), windowMs),
    reserveAttempt(ctx.db, `${scope}:ip:${ip}`, windowMs),
  ]);
  const over = [byAddress.count > perAddress ? byAddress : null, byIp.count > perIp ? byIp : null];
  const wait = Math.max(0, ...over.map((r) => r?.retryAfterSeconds ?? 0));
  if (wait > 0) throw new AppError('rate_limited', { retryAfterSeconds: wait });
};

/** Send a new verification mail if the address has an unverified account; the answer never says which. */
export const resendVerification = async (
  ctx: AccountsContext,
  email: string,
  meta: RequestMeta,
): Promise<void> => {
  await limitMailRequests(ctx, 'verify', email, meta.ip);
  await ctx.auth.api.sendVerificationEmail({ body: { email } });
};

/** Mail a reset link if the address has an account; the answer never says which. */
export const requestPasswordReset = async (
  ctx: AccountsContext,
  email: string,
  meta: RequestMeta,
): Promise<void> => {
  await limitMailRequests(ctx, 'reset', email, meta.ip);
  await ctx.auth.api.requestPasswordReset({ body: { email } });
};

/** Set a new password with the mailed token (one use); other sessions end. Bad token → 400. */
export const resetPassword = async (ctx: AccountsContext, token: string, password: string): Promise<void> => {
  // An unknown token is better-auth's to refuse (reset_token_invalid) below.
  ensurePasswordAllowed(password, await selectResetTokenEmail(ctx.db, token));
  try {
    await ctx.auth.api.resetPassword({ body: { token, newPassword: password } });
  } catch (err) {
    const code = authErrorCode(err);
    if (code === 'INVALID_TOKEN' || code === 'USER_NOT_FOUND') throw new AppError('reset_token_invalid');
    throw err;
  }
};
