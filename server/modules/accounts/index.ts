/**
 * The front door of modules/accounts: what other modules and buildApp may use. Everything that touches
 * better-auth (`ctx.auth`, its `$context`) stays behind these functions.
 */
import type { Auth } from '../../auth/betterAuth';
import type { AppContext } from '../../http/context';
import { resolveActor } from './resolveActor';
import type { AccountsContext } from './service';

export type { AccountsContext } from './service';
export type { Actor } from '../../http/context';
export { accountRoutes } from './routes';
export { accountsPolicy } from './policy';
export { displayName } from './presenter';
export { confirmPassword } from './password';
export { bumpCounter, grantGlobalRole } from './queries';
export { signOut } from './service';
export { rotateSession } from './sessions';
export {
  type ImpersonationCookies,
  createImpersonationSession,
  impersonationCookies,
  sessionLifetime,
} from './impersonation';

/**
 * The context routes of signed-in areas get: the app context, better-auth for accounts' own use, and the
 * actor resolution server/http's requireSession calls (so server/http needs no import of this module).
 */
export const createAccountsContext = (app: AppContext, auth: Auth): AccountsContext => {
  const ctx: AccountsContext = { ...app, auth, resolveActor: (meta) => resolveActor(ctx, meta) };
  return ctx;
};
