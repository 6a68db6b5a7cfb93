import { ORGANISATION_ROLES, VENUE_ROLES, holdsAny } from '../../../core/domain/roles';
import type { EventStatus } from '../../../core/schemas/events';
import type { Actor } from '../accounts';
import { adminPolicy } from '../admin';

/**
 * Who may do what in the events domain, as pure rules (spec §6). Searching and reading published events is
 * public and needs no rule; everything an actor does (managing events, importing them) is decided here and
 * enforced by the services, which start every use case with `ensure(eventsPolicy.rule(actor, …), code)`.
 */

/**
 * Who an event belongs to, as the edit rules of spec §6 see it. The service looks the facts up (owners of the
 * event's organisation and venue, the actor's active team memberships); these rules only compare.
 */
export type EventAccessFacts = {
  organizerId: string | null;
  organizationOwnerId: string | null;
  venueOwnerId: string | null;
  /** The actor is an active profile_users member of the event's organisation. */
  memberOfOrganization: boolean;
  /** The actor is an active profile_users member of the event's venue. */
  memberOfVenue: boolean;
};

const isAdmin = (actor: Actor): boolean => actor.roles.includes('admin');

/** Organiser, organisation owner, venue owner, an active team member of either, or an admin. */
const isEventTeam = (actor: Actor, event: EventAccessFacts): boolean =>
  isAdmin(actor) ||
  (event.organizerId !== null && event.organizerId === actor.userId) ||
  (event.organizationOwnerId !== null && event.organizationOwnerId === actor.userId) ||
  (event.venueOwnerId !== null && event.venueOwnerId === actor.userId) ||
  event.memberOfOrganization ||
  event.memberOfVenue;

export const eventsPolicy = {
  /** The dashboard list, creating events, image upload and the venue picker: organisation roles (§6). */
  manageEvents: (actor: Actor): boolean => holdsAny(actor.roles, ORGANISATION_ROLES),
  /**
   * Per-event endpoints: organisation roles, and venue roles too, because a venue owner (or venue team member)
   * may edit events at their venue (§6); the event itself is checked by canEditEvent/canViewEvent.
   */
  openEvent: (actor: Actor): boolean =>
    holdsAny(actor.roles, ORGANISATION_ROLES) || holdsAny(actor.roles, VENUE_ROLES),
  canViewEvent: isEventTeam,
  canEditEvent: isEventTeam,
  /** Creating for an organisation: its owner or an active team member (admins for any). */
  canActForOrganization: (actor: Actor, org: { ownerId: string; actorIsMember: boolean }): boolean =>
    isAdmin(actor) || org.ownerId === actor.userId || org.actorIsMember,
  /** Admins see every event in the dashboard; others see the events they are part of. */
  seesAllEvents: isAdmin,
  /** Admins publish without the monthly limit of the standard organisation plan. */
  bypassesPlanLimit: isAdmin,
  /** Bulk import of events (CSV, and its template): admins acting as themselves only (the /api/admin rule). */
  importEvents: (actor: Actor): boolean => adminPolicy.useAdmin(actor),
  /**
   * /admin/evenementen and /admin/evenement/{eventId} (issue 16): every event in every status, bulk actions,
   * reports, creating on behalf of an organisation. An admin acting as themselves only.
   */
  administerEvents: (actor: Actor): boolean => adminPolicy.useAdmin(actor),
  /** 'Evenement melden': any signed-in member (the route has made sure there is one). */
  reportEvent: (actor: Actor): boolean => actor.userId.length > 0,
};

/** Status transitions of spec §4 (dashboard actions). */
export const EVENT_TRANSITIONS = {
  publish: ['draft', 'cancelled'],
  cancel: ['published'],
  trash: ['draft', 'published', 'cancelled', 'expired'],
  restore: ['trashed'],
} as const satisfies Record<string, readonly EventStatus[]>;
export type EventTransition = keyof typeof EVENT_TRANSITIONS;

export const canTransition = (action: EventTransition, status: EventStatus): boolean =>
  (EVENT_TRANSITIONS[action] as readonly EventStatus[]).includes(status);
