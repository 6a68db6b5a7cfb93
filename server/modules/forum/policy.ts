import type { Actor } from '../../http/context';

/**
 * Who may do what on the forum (spec §6: anonymous users read; members write; "moderator or admin" is the
 * admin role, as the spec's role list has no moderator). Pure rules over the actor (null = a visitor) and the
 * item; the service asks them with `ensure(...)` and the presenter turns them into the `abilities` flags.
 */
type Viewer = Actor | null;
type Authored = { authorId: string | null };
type TopicState = Authored & { status: 'open' | 'closed'; isHidden: boolean };

const isAdmin = (actor: Viewer): boolean => actor?.roles.includes('admin') ?? false;
/** Moderation is an admin's own act: not while they view the app as someone else. */
const isModerator = (actor: Viewer): boolean => isAdmin(actor) && actor?.impersonatorId === null;
const isAuthor = (actor: Viewer, item: Authored): boolean =>
  actor !== null && item.authorId !== null && item.authorId === actor.userId;

export const forumPolicy = {
  /** Hidden topics and posts (and inactive categories) are seen by moderators only. */
  seeHidden: (actor: Viewer): boolean => isAdmin(actor),
  /** Every signed-in member starts topics, replies, votes and reports. */
  write: (actor: Viewer): boolean => actor !== null,
  /** New posts go to open topics only (also for moderators: reopen first). */
  reply: (actor: Viewer, topic: TopicState): boolean =>
    actor !== null && topic.status === 'open' && (!topic.isHidden || isAdmin(actor)),
  /** Only the author edits their words (moderators hide instead of rewriting). */
  edit: (actor: Viewer, item: Authored): boolean => isAuthor(actor, item),
  /** The author or a moderator deletes. */
  remove: (actor: Viewer, item: Authored): boolean => isAuthor(actor, item) || isAdmin(actor),
  /** The author or a moderator opens and closes a topic. */
  toggleStatus: (actor: Viewer, topic: Authored): boolean => isAuthor(actor, topic) || isAdmin(actor),
  /** Hide, pin, feature, move; reports; categories. */
  moderate: (actor: Viewer): boolean => isModerator(actor),
  /** Members vote and report on other people's contributions only. */
  vote: (actor: Viewer, item: Authored): boolean => actor !== null && !isAuthor(actor, item),
  report: (actor: Viewer, item: Authored): boolean => actor !== null && !isAuthor(actor, item),
  /** Accounts younger than a day are rate-limited; moderators never. */
  rateLimited: (actor: Actor): boolean => !isAdmin(actor),
};
