/** @deprecated moved to server/http/context: import `Actor` from there. Kept for the events folders. */
export type { Actor } from '../../http/context';
