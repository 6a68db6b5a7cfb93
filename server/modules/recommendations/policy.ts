import { canOpenRoute } from '../../../core/domain/routeAccess';
import type { Actor } from '../../http/context';

/**
 * Who may use interests and recommendations (spec §6 route table, mirrored from core/domain/routeAccess):
 * choosing types and subtypes and reading recommendations belong to the participant screens
 * /dashboard/interesses and /dashboard/aanbevolen; home place, radius and languages
 * (/dashboard/personalisatie) and reading one's own choices are open to every signed-in user.
 */
export const recommendationsPolicy = {
  readOwnInterests: (_actor: Actor): boolean => true,
  choosePersonalisation: (_actor: Actor): boolean => true,
  chooseInterests: (actor: Actor): boolean => canOpenRoute(actor.roles, '/dashboard/interesses'),
  readRecommendations: (actor: Actor): boolean => canOpenRoute(actor.roles, '/dashboard/aanbevolen'),
};
