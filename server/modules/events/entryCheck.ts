import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { actorOf, requireSession } from '../../http/requireSession';
import type { AccountsContext, Actor } from '../accounts';

/** A service's entry check: throws the refusal (403 with its code) unless the policy allows the actor. */
export type EntryCheck = (actor: Actor) => void;

/**
 * The request hooks of a route that acts for a signed-in actor. `requireSession` authenticates (401
 * unauthenticated / session_expired); then the service's own entry check, the same `ensure(policy…)` its use
 * cases start with, runs as the request arrives, before the body is read or validated, so a refused actor
 * gets the 403 whatever it sent, as the routes answered before. Routes name the check; they never decide.
 */
export const signedInFor = (ctx: AccountsContext, check: EntryCheck): preHandlerAsyncHookHandler[] => [
  requireSession(ctx),
  async (req: FastifyRequest) => check(actorOf(req)),
];
