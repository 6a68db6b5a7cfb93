import type { FastifyReply } from 'fastify';
import { AppError } from '../../../core/errors';
import type { SessionDto } from '../../../core/schemas/accounts';
import { sessionCookieConfig, setSessionCookie } from '../../auth/sessionCookie';
import type { Actor } from '../../http/context';
import type { AccountsContext } from './service';
import { deleteOtherSessions, deleteOwnSession, selectActiveSessions } from './securityQueries';

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari", Android also says "Linux".
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** A readable device label from a user agent, e.g. 'Chrome op Linux'; 'Onbekend apparaat' when unknown. */
export const describeDevice = (userAgent: string | null): string => {
  if (!userAgent) return 'Onbekend apparaat';
  const browser = BROWSERS.find(([re]) => re.test(userAgent))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(userAgent))?.[1];
  if (browser && system) return `${browser} op ${system}`;
  return browser ?? system ?? 'Onbekend apparaat';
};

/** The user's active sessions, most recently used first; `current` marks the one making the request. */
export const listSessions = async (
  ctx: AccountsContext,
  userId: string,
  currentSessionId: string,
): Promise<SessionDto[]> => {
  const rows = await selectActiveSessions(ctx.db, userId);
  return rows.map((r) => ({
    id: r.id,
    device: describeDevice(r.userAgent),
    ipAddress: r.ipAddress,
    lastSeenAt: r.updatedAt.toISOString(),
    current: r.id === currentSessionId,
  }));
};

/** Sign out one of the user's own sessions; someone else's id looks the same as a missing one (404). */
export const revokeSession = async (
  ctx: AccountsContext,
  userId: string,
  sessionId: string,
): Promise<void> => {
  if ((await deleteOwnSession(ctx.db, userId, sessionId)) === 0) throw new AppError('not_found');
};

/** Sign out everywhere except here. */
export const revokeOtherSessions = async (
  ctx: AccountsContext,
  userId: string,
  currentSessionId: string,
): Promise<number> => deleteOtherSessions(ctx.db, userId, currentSessionId);

/**
 * Session rotation on a privilege change (a new team role, …): the user gets a fresh session token and the old
 * one stops working, so a token captured before the change never carries the new rights. An admin's
 * impersonation session is left alone (it ends on its own and "stop" restores the admin).
 */
export const rotateSession = async (
  ctx: AccountsContext,
  actor: Actor,
  reply: FastifyReply,
  meta: { ip: string; userAgent: string | null },
): Promise<void> => {
  if (actor.impersonatorId !== null) return;
  const config = await sessionCookieConfig(ctx.auth);
  const { internalAdapter } = config.context;
  const next = await internalAdapter.createSession(actor.userId, false, {
    ipAddress: meta.ip,
    userAgent: meta.userAgent ?? '',
  });
  await deleteOwnSession(ctx.db, actor.userId, actor.sessionId);
  setSessionCookie(reply, config, next.token, config.sessionMaxAge);
};
