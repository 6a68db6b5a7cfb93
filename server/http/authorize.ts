import { AppError, type ErrorCode } from '../../core/errors';
import type { Actor } from './context';

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
