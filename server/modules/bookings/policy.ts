import { type BookingStatus, canMoveBooking } from '../../../core/domain/bookings';
import type { Actor } from '../../http/context';

/** Who reaches a venue: its owner, and whether the actor is on its active team. */
export type VenueRef = { ownerId: string; isTeamMember: boolean };
/** Who asked for a booking: the requester and whether the actor acts for the requesting organisation. */
export type RequesterRef = { requesterId: string | null; actsForOrganization: boolean };

const isAdmin = (actor: Actor): boolean => actor.roles.includes('admin');

/**
 * Venue hire (issue 12). The venue side (owner, active team member, admin) keeps units, opening hours and
 * blocked dates and answers requests; an organisation (owner or active team member of an organisation
 * profile) asks. Transitions follow canMoveBooking: the venue side accepts or declines a request and may
 * cancel an accepted booking; the requesting side may cancel while requested or accepted.
 */
export const bookingsPolicy = {
  /** Keep a venue's units, hours and blocked dates; read and answer its requests. */
  manageVenue: (actor: Actor, venue: VenueRef): boolean =>
    venue.ownerId === actor.userId || venue.isTeamMember || isAdmin(actor),
  /** Ask for a booking: the actor must act for an organisation. */
  request: (_actor: Actor, organizationCount: number): boolean => organizationCount > 0,
  /** Act on a request as its requester's side. */
  actAsRequester: (actor: Actor, booking: RequesterRef): boolean =>
    booking.requesterId === actor.userId || booking.actsForOrganization,
  /** May this side move the request from `from` to `to`? */
  move: (side: 'venue' | 'requester', from: BookingStatus, to: BookingStatus): boolean => {
    if (!canMoveBooking(from, to)) return false;
    if (side === 'venue') return to !== 'cancelled' || from === 'accepted';
    return to === 'cancelled';
  },
};
