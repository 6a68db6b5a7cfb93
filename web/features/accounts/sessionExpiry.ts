/**
 * When is a failed call or a refreshed session "your session expired" (spec §4/§8: toast 'Sessie verlopen. Log
 * opnieuw in.' and on to the login with `from`)? Pure rules, so they are tested without a browser.
 */
const EXPIRY_CODES = new Set(['session_expired']);

/** An API error that means the session behind the cookie is gone (expired, revoked, suspended). */
export const isSessionExpiredError = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as { code?: unknown }).code === 'string' &&
  EXPIRY_CODES.has((error as { code: string }).code);

/** Pages that cannot be used signed out: after an expiry the user is sent to the login from there. */
export const isGuardedPath = (pathname: string): boolean =>
  /^\/(dashboard|admin|create-event)(\/|$)/.test(pathname);

/** The login URL that brings the user back to where they were. */
export const loginUrlFrom = (pathname: string, search = ''): string =>
  `/auth/login?from=${encodeURIComponent(`${pathname}${search}`)}`;

/**
 * A session refresh (tab visible again, sliding expiry) that turns a signed-in user into nobody, without the
 * user signing out (sign-out writes the cache by hand, `manual`), is an expiry.
 */
export const isSilentSignOut = (
  previousUserId: string | null,
  nextUserId: string | null,
  manual: boolean,
): boolean => !manual && previousUserId !== null && nextUserId === null;
