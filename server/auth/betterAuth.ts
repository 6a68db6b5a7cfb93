import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, twoFactor } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { accounts, rateLimits, sessions, twoFactors, users, verifications } from '../db/schema';
import type { MailSender } from '../integrations/mail';
import {
  resetPasswordLink,
  resetPasswordMail,
  verificationLink,
  verificationMail,
} from '../modules/accounts/mail';

/** better-auth's own HTTP handler would live here; we do not mount it (all traffic goes through our routes). */
export const AUTH_BASE_PATH = '/api/auth/ba';
const COOKIE_PREFIX = 'kring';
const DAY_SECONDS = 86_400;
/** A verification link stays valid for a day; a reset link for an hour (better-auth's default). */
export const VERIFICATION_EXPIRES_IN = DAY_SECONDS;
export const RESET_PASSWORD_EXPIRES_IN = 3600;

export type CreateAuthDeps = {
  config: Pick<Config, 'publicUrl' | 'sessionSecret' | 'env' | 'google'>;
  db: Db;
  mail: MailSender;
  logger?: FastifyBaseLogger;
};

/** Secure cookies exactly when the public origin is https (production behind TLS). */
export const usesSecureCookies = (publicUrl: string): boolean => publicUrl.startsWith('https://');

const cookieName = (publicUrl: string, name: string): string =>
  `${usesSecureCookies(publicUrl) ? '__Secure-' : ''}${COOKIE_PREFIX}.${name}`;

/** Where Google sends the user back: a server route (modules/accounts/google.routes.ts), not an SPA page. */
export const GOOGLE_CALLBACK_PATH = '/auth/google/callback';

/** Google sign-in is offered exactly when both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set. */
export const googleEnabled = (config: Pick<Config, 'google'>): boolean =>
  Boolean(config.google.clientId && config.google.clientSecret);

/** Name of the session cookie: `kring.session_token`, `__Secure-kring.session_token` on https. */
export const sessionCookieName = (publicUrl: string): string => cookieName(publicUrl, 'session_token');

/** Name of the pending two-factor challenge cookie set by a password sign-in: `kring.two_factor`. */
export const twoFactorCookieName = (publicUrl: string): string => cookieName(publicUrl, 'two_factor');

/** Cookies that act on the user's behalf (session, pending two-factor challenge): the CSRF check needs them. */
export const authCookieNames = (publicUrl: string): string[] => [
  sessionCookieName(publicUrl),
  twoFactorCookieName(publicUrl),
];

const buildAuth = ({ config, db, mail, logger }: CreateAuthDeps) =>
  betterAuth({
    appName: 'Kring',
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.sessionSecret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
        rateLimit: rateLimits,
      },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      // Our sign-up route answers for itself (409 on a duplicate) and signs nobody in before verification.
      autoSignIn: false,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: RESET_PASSWORD_EXPIRES_IN,
      // A reset proves control of the mailbox; other sessions (maybe the attacker's) end.
      revokeSessionsOnPasswordReset: true,
      // Links point at the web app's pages, which POST the token to our routes.
      sendResetPassword: async ({ user, token }) => {
        const link = resetPasswordLink(config.publicUrl, token);
        await mail.send(resetPasswordMail({ to: user.email, name: user.name, link }));
      },
    },
    emailVerification: {
      // The accounts service sends the first mail itself, after the profile, role and trial are committed.
      sendOnSignUp: false,
      sendOnSignIn: false,
      autoSignInAfterVerification: false,
      expiresIn: VERIFICATION_EXPIRES_IN,
      sendVerificationEmail: async ({ user, token }) => {
        const link = verificationLink(config.publicUrl, token);
        await mail.send(verificationMail({ to: user.email, name: user.name, link }));
      },
    },
    socialProviders:
      config.google.clientId && config.google.clientSecret
        ? {
            google: {
              clientId: config.google.clientId,
              clientSecret: config.google.clientSecret,
              redirectURI: `${config.publicUrl}${GOOGLE_CALLBACK_PATH}`,
              prompt: 'select_account',
            },
          }
        : {},
    session: {
      // Sliding expiry: 30 days, extended at most once a day on use.
      expiresIn: 30 * DAY_SECONDS,
      updateAge: DAY_SECONDS,
    },
    // Counters in Postgres so every instance shares them (applies to better-auth's own handler).
    rateLimit: { enabled: true, storage: 'database', window: 60, max: 100 },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: usesSecureCookies(config.publicUrl),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
      database: { generateId: 'uuid' },
    },
    plugins: [twoFactor({ issuer: 'Kring' }), admin()],
    telemetry: { enabled: false },
    // OAuth callback failures (bad state, denied consent) land on our login page, not better-auth's error page.
    onAPIError: { errorURL: `${config.publicUrl}/auth/login?google=failed` },
    logger: {
      level: config.env === 'development' ? 'info' : 'warn',
      log: (level, message, ...args) => {
        if (!logger) return;
        const context = { betterAuth: args.length > 0 ? args : undefined };
        if (level === 'error') logger.error(context, message);
        else if (level === 'warn') logger.warn(context, message);
        else if (level === 'debug') logger.debug(context, message);
        else logger.info(context, message);
      },
    },
  });

export type Auth = ReturnType<typeof buildAuth>;

/**
 * The better-auth instance: e-mail + password (scrypt), e-mail verification, password reset, database
 * sessions with sliding expiry, TOTP two-factor and admin (ban, impersonation). Only `modules/accounts`
 * talks to it; the rest of the code asks the accounts service.
 */
export const createAuth = (deps: CreateAuthDeps): Auth => buildAuth(deps);
