/**
 * The signed-in hint: a cookie the browser app can read (the session cookie itself is HttpOnly) that says "this
 * browser holds a session cookie". The server keeps it in step with the session cookie on every response
 * (server/http/sessionHint.ts); without it the app knows the visitor is signed out and neither asks /api/session
 * nor renders the page again when that answer arrives (issue 17: a long task after every public page's hydration).
 * Only a hint: nothing on the server trusts it, and with it the app still asks /api/session who is signed in.
 */
export const SESSION_HINT_COOKIE = 'kring.signed_in';

/** True when a `Cookie` header (or `document.cookie`) carries the signed-in hint. */
export const hasSessionHint = (cookies: string): boolean =>
  cookies.split(';').some((part) => part.trim().startsWith(`${SESSION_HINT_COOKIE}=`));
