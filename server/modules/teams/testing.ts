/** @deprecated moved to server/test/http.ts; kept for the events folders' tests. */
export { callAs, signInAs } from '../../test/http';
