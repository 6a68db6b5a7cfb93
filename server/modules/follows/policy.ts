import type { Actor } from '../../http/context';

/**
 * Who may follow (spec §6): every signed-in persona follows organisations, professionals and members on its
 * own account; visitors get 'Je moet ingelogd zijn om te volgen.' before this rule is asked. Follower counts
 * are public, like the profiles they belong to.
 */
export const followsPolicy = {
  manageOwnFollows: (_actor: Actor): boolean => true,
};
