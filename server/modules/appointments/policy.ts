import type { BookingStatus } from '../../../core/domain/bookings';
import { PROFESSIONAL_ROLES, holdsAny } from '../../../core/domain/roles';
import type { Actor } from '../../http/context';

/** What the rules need to know about an appointment: its status and who stands on which side. */
export type AppointmentFacts = {
  status: BookingStatus;
  requesterId: string | null;
  professionalReachable: boolean;
};

const isAdmin = (actor: Actor): boolean => actor.roles.includes('admin');

/**
 * Who may do what with availability and appointment requests (issue 12; spec §6 gives /dashboard/availability
 * to professional, professional_premium and admin). Which professional the actor reaches (own profile or an
 * active team row) is looked up by the service; these rules only compare.
 */
export const appointmentsPolicy = {
  /** The availability screen and its API: professional roles and admin. */
  manageAvailability: (actor: Actor): boolean => holdsAny(actor.roles, PROFESSIONAL_ROLES),
  /** Admins act for any professional they name (?professionalId); others only for one they reach. */
  actForProfessional: (actor: Actor, professional: { reachable: boolean }): boolean =>
    professional.reachable || isAdmin(actor),
  /** Any signed-in member may ask for an appointment, except with their own (or their team's) professional. */
  requestAppointment: (_actor: Actor, professional: { reachable: boolean }): boolean =>
    !professional.reachable,
  /** The professional side (owner, team member) or an admin answers a request: accept or decline. */
  answer: (actor: Actor, facts: AppointmentFacts): boolean => facts.professionalReachable || isAdmin(actor),
  /** Either side may cancel: the requester their own request, the professional side any of theirs. */
  cancel: (actor: Actor, facts: AppointmentFacts): boolean =>
    facts.requesterId === actor.userId || facts.professionalReachable || isAdmin(actor),
};
