import type { BackgroundWork } from './background';
import type { FastifyBaseLogger } from 'fastify';
import type { Role } from '../../core/domain/roles';
import type { Config } from '../config';
import type { Db, DbHandle } from '../db/client';
import type { ErrorReporter } from '../integrations/errors';
import type { MailSender } from '../integrations/mail';

/** What modules get from buildApp: configuration, the database and the integrations. No globals. */
export type AppContext = {
  config: Config;
  db: Db;
  dbHandle: DbHandle;
  mail: MailSender;
  reporter: ErrorReporter;
  logger: FastifyBaseLogger;
  /** Work started after commit that the answer does not wait for (server/http/background.ts). */
  background: BackgroundWork;
};

/**
 * Who is making a request: the signed-in user, their roles and the session they use. While an admin
 * impersonates, `userId` is the target and `impersonatorId` the admin (policies refuse credential changes
 * and admin endpoints to such a session).
 */
export type Actor = { userId: string; roles: Role[]; sessionId: string; impersonatorId: string | null };

/** The incoming request as the session layer needs it: headers (cookie, user agent) and the client IP. */
export type RequestMeta = { headers: Headers; ip: string };

/** A result plus the Set-Cookie headers the session layer produced (session set, refreshed or cleared). */
export type WithCookies<T> = { body: T; headers: Headers | null };

/**
 * The actor behind a request's session cookie, or null when there is none that counts (missing, expired,
 * revoked, suspended). modules/accounts implements it; buildApp injects it, so server/http needs no module.
 */
export type ActorResolver = (meta: RequestMeta) => Promise<WithCookies<Actor | null>>;

/** AppContext plus what a request needs to know who is asking: routes of signed-in areas get this. */
export type RequestContext = AppContext & { resolveActor: ActorResolver };
