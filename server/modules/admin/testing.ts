/** @deprecated moved to server/test/http.ts and server/test/accounts.ts; kept for the events folders' tests. */
export { ADMIN_EMAIL } from '../../test/accounts';
export { signInAs } from '../../test/http';
