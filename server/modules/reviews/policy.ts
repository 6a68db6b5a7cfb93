import type { Actor } from '../../http/context';

/**
 * Who may do what with reviews (spec §6, issue 11). Reading is public, except professional reviews, which need
 * a session as the professional directory does. Writing a review is open to every signed-in persona: whether
 * they may review this profile is the eligibility rule (eligibility.ts), refused with its own Dutch reason.
 * Replies: the profile's owner or an active team member, or an admin. Hiding: admins, not while impersonating.
 */
const isAdmin = (actor: Actor | null): boolean =>
  actor !== null && actor.roles.includes('admin') && actor.impersonatorId === null;

export const reviewsPolicy = {
  readProfessionalReviews: (actor: Actor | null): boolean => actor !== null,
  write: (_actor: Actor): boolean => true,
  report: (_actor: Actor): boolean => true,
  reply: (actor: Actor, isProfileMember: boolean): boolean => isProfileMember || isAdmin(actor),
  moderate: (actor: Actor | null): boolean => isAdmin(actor),
  /** Received reviews: every signed-in persona (an account without profiles sees an empty list). */
  readReceived: (_actor: Actor): boolean => true,
};
