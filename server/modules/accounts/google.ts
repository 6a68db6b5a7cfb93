import { AppError } from '../../../core/errors';
import { TRIAL_DAYS } from '../../../core/domain/plans';
import { slugify } from '../../../core/domain/slugs';
import { randomBytes } from 'node:crypto';
import {
  googleEnabled,
  sessionCookieName,
  twoFactorCookieName,
  usesSecureCookies,
} from '../../auth/betterAuth';
import { signCookieValue } from '../../auth/sessionCookie';
import { deleteUser, insertAccountRows, profileExists, selectAccountSummary } from './queries';
import { getSiteSettings } from '../site';
import type { RequestMeta, WithCookies } from '../../http/context';
import { type AccountsContext, pickUsername } from './service';

const DAY = 86_400_000;

/** Where a failed or refused Google sign-in lands: the login page says what happened. */
export const googleErrorUrl = (publicUrl: string): string => `${publicUrl}/auth/login?google=failed`;

/** Only same-site paths: `/dashboard`, never `//evil.example` or `https://…`. */
export const safeReturnPath = (from: string | undefined): string =>
  from && from.startsWith('/') && !from.startsWith('//') && !from.includes('\\') ? from : '/dashboard';

/** Step 1: the Google consent URL, plus the state cookie better-auth sets for the round trip (PKCE + state). */
export const startGoogleSignIn = async (
  ctx: AccountsContext,
  meta: RequestMeta,
  from: string | undefined,
): Promise<WithCookies<string>> => {
  if (!googleEnabled(ctx.config)) throw new AppError('google_unavailable');
  const { publicUrl } = ctx.config;
  const { response, headers } = await ctx.auth.api.signInSocial({
    body: {
      provider: 'google',
      callbackURL: `${publicUrl}${safeReturnPath(from)}`,
      errorCallbackURL: googleErrorUrl(publicUrl),
      disableRedirect: true,
    },
    headers: meta.headers,
    returnHeaders: true,
  });
  if (!response.url) throw new AppError('google_unavailable');
  return { body: response.url, headers };
};

/** The session token inside a `name=token.signature` Set-Cookie, for finding who just signed in. */
const sessionCookieIn = (headers: Headers, name: string): string | null =>
  headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${name}=`) && pair.length > name.length + 1) ?? null;

/**
 * A first Google sign-in made a better-auth user only: give it what every Kring account has (profile,
 * participant role, 5-week trial). Google has verified the address, so no verification mail.
 */
const ensureAccountRows = async (ctx: AccountsContext, user: { id: string; email: string; name: string }) => {
  if (await profileExists(ctx.db, user.id)) return;
  const now = new Date();
  const name = user.name.trim() || (user.email.split('@')[0] ?? 'Lid');
  await insertAccountRows(ctx.db, {
    userId: user.id,
    email: user.email,
    fullName: name,
    username: await pickUsername(ctx, user.email),
    slug: `${slugify(name) || 'lid'}-${user.id.slice(0, 8)}`,
    role: 'participant',
    planId: 'participant',
    trialEndsAt: new Date(now.getTime() + TRIAL_DAYS * DAY),
    now,
  });
};

/**
 * Step 2, at /auth/google/callback: better-auth checks state and PKCE, exchanges the code, finds or makes the
 * user (linking by verified e-mail) and sets the session cookie; we complete new accounts and refuse suspended
 * ones. Answers the redirect target and the cookies.
 */
export const finishGoogleSignIn = async (
  ctx: AccountsContext,
  meta: RequestMeta,
  query: Record<string, string>,
): Promise<WithCookies<string>> => {
  const { publicUrl } = ctx.config;
  if (!googleEnabled(ctx.config)) return { body: googleErrorUrl(publicUrl), headers: null };
  const response = await ctx.auth.api.callbackOAuth({
    params: { id: 'google' },
    query,
    headers: meta.headers,
    asResponse: true,
  });
  const location = response.headers.get('location') ?? googleErrorUrl(publicUrl);
  const cookie = sessionCookieIn(response.headers, sessionCookieName(publicUrl));
  if (!cookie) return { body: location, headers: response.headers };

  const session = await ctx.auth.api.getSession({ headers: new Headers({ cookie }) });
  if (!session) return { body: googleErrorUrl(publicUrl), headers: null };
  if (!(await profileExists(ctx.db, session.user.id)) && !(await getSiteSettings(ctx)).signUps.open) {
    // Sign-ups are closed (/admin/instellingen): the user better-auth just made goes again, its session and
    // Google link with it (cascade), and the visitor lands on the trial page that says so.
    await deleteUser(ctx.db, session.user.id);
    return { body: `${publicUrl}/gratis-proefperiode`, headers: null };
  }
  await ensureAccountRows(ctx, session.user);
  const account = await selectAccountSummary(ctx.db, session.user.id);
  if (!account || account.banned || account.suspendedAt !== null) {
    await ctx.auth.api.revokeSession({
      body: { token: session.session.token },
      headers: new Headers({ cookie }),
    });
    return { body: `${publicUrl}/suspended`, headers: null };
  }
  if (account.twoFactorEnabled)
    return startTwoFactorChallenge(ctx, session.session.token, account.id, location);
  return { body: location, headers: response.headers };
};

/** How long a pending second-factor challenge lives: better-auth's default for password sign-in. */
const CHALLENGE_SECONDS = 600;

/**
 * Google proves who someone is, not that they hold their second factor: an account with TOTP gets the same
 * challenge a password sign-in gets. The session Google's callback made is dropped before it reaches the
 * browser, a challenge is stored the way better-auth's twoFactor plugin stores it (so its verify endpoints
 * finish the sign-in), and the visitor lands on the login page's code step, `from` kept.
 */
const startTwoFactorChallenge = async (
  ctx: AccountsContext,
  sessionToken: string,
  userId: string,
  location: string,
): Promise<WithCookies<string>> => {
  const authContext = await ctx.auth.$context;
  await authContext.internalAdapter.deleteSession(sessionToken);
  const identifier = `2fa-${randomBytes(15).toString('base64url')}`;
  const expiresAt = new Date(Date.now() + CHALLENGE_SECONDS * 1000);
  await authContext.internalAdapter.createVerificationValue({ value: userId, identifier, expiresAt });
  await authContext.internalAdapter.createVerificationValue({
    value: '0',
    identifier: `2fa-attempts-${identifier}`,
    expiresAt,
  });
  const { publicUrl } = ctx.config;
  const cookie = [
    `${twoFactorCookieName(publicUrl)}=${encodeURIComponent(signCookieValue(identifier, authContext.secret))}`,
    `Max-Age=${CHALLENGE_SECONDS}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    ...(usesSecureCookies(publicUrl) ? ['Secure'] : []),
  ].join('; ');
  const from = location.startsWith(publicUrl) ? location.slice(publicUrl.length) : '/dashboard';
  const loginUrl = `${publicUrl}/auth/login?tweestap=1&from=${encodeURIComponent(safeReturnPath(from))}`;
  return { body: loginUrl, headers: new Headers([['set-cookie', cookie]]) };
};
