/** The accounts module's front door for other modules: who the actor is and the context that knows it. */
export type { Actor } from './actor';
export type { AccountsContext } from './service';
