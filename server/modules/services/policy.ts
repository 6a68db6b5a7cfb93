import { PROFESSIONAL_ROLES, holdsAny } from '../../../core/domain/roles';
import type { Actor } from '../../http/context';

/**
 * Who may manage professional services (spec §6: the services routes need a professional role; §7
 * "Professional services visible to the owning professional or profile owner/member"). Which professional
 * the actor reaches (own profile, active team row) is looked up by the service; these rules only compare.
 */
export const servicesPolicy = {
  /** The dashboard services screens: professional, professional_premium and admin. */
  manageServices: (actor: Actor): boolean => holdsAny(actor.roles, PROFESSIONAL_ROLES),
  /** Admins act for any professional they name (?professionalId); others only for one they reach. */
  actForProfessional: (actor: Actor, professional: { reachable: boolean }): boolean =>
    professional.reachable || actor.roles.includes('admin'),
};
