import type { Actor } from '../../http/context';

/** A professional profile as the rules see it: who owns it, whether the actor is on its team, if it is public. */
export type ProfessionalFacts = { ownerId: string; actorOnTeam: boolean; isPublic: boolean };

/**
 * Who may do what with professional profiles (spec §2, §6). The directory and profile pages need a session
 * ("professionals directory requires login"): routes authenticate, these rules decide. The service looks the
 * facts up; the rules only compare.
 */
export const professionalsPolicy = {
  /** /professionals and the type options behind it: every signed-in persona. */
  browse: (_actor: Actor): boolean => true,
  /** Edit the profile: its owner, an active team member (profile_users) or an admin. */
  edit: (actor: Actor, facts: ProfessionalFacts): boolean =>
    actor.userId === facts.ownerId || facts.actorOnTeam || actor.roles.includes('admin'),
  /** Read the page: anyone signed in while it is public; a draft, suspended or hidden one only its editors. */
  view: (actor: Actor, facts: ProfessionalFacts): boolean =>
    facts.isPublic || professionalsPolicy.edit(actor, facts),
};
