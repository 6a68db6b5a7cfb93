import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError, type ErrorCode } from '../../core/errors';
import type { Actor, RequestContext } from './context';
import { actorOf, requireSession } from './requireSession';

/**
 * A policy rule: may this signed-in actor do the action? Rules live only in `server/modules/<module>/policy.ts`
 * (pure functions over the actor and, where needed, the resource); routes never test roles themselves.
 */
export type Rule = (actor: Actor) => boolean;

/**
 * Throw the refusal (default 403 'Je hebt geen toestemming voor deze actie.') unless the policy allows. A
 * service's use case opens with it: `ensure(policy.rule(actor, resource), code)`.
 */
export const ensure = (allowed: boolean, code: ErrorCode = 'forbidden'): void => {
  if (!allowed) throw new AppError(code);
};

/**
 * preHandlers for a route that needs a session and a policy rule: anonymous → 401, a dead session → 401
 * 'Sessie verlopen. Log opnieuw in.', a signed-in actor the rule refuses → 403 with `code`'s Dutch message.
 *
 * @deprecated A route authenticates (`requireSession`), a service authorises (`ensure` at the start of the use
 * case). Kept until the events routes are converted; the integrator deletes it.
 */
export const allow = (
  ctx: RequestContext,
  rule: Rule,
  code: ErrorCode = 'forbidden',
): preHandlerAsyncHookHandler[] => [
  requireSession(ctx),
  async (req: FastifyRequest, _reply: FastifyReply) => {
    ensure(rule(actorOf(req)), code);
  },
];
