import type { Actor } from '../../http/context';

/**
 * Who may do what with direct messages (issue 15). Every signed-in member writes, reads and blocks; a
 * conversation is seen only by its two members — the service finds it by (id, member) so anybody else gets
 * 404 — and admins see one ONLY through a report. Moderation is an admin's own act, not while impersonating.
 */
type Pair = { userA: string; userB: string };

const isAdmin = (actor: Actor): boolean => actor.roles.includes('admin');

export const messagesPolicy = {
  /** Start conversations, send, block, report: any signed-in member. */
  write: (_actor: Actor): boolean => true,
  /** Read and write a conversation: only its two members (admins too only when they are one of them). */
  member: (actor: Actor, conversation: Pair): boolean =>
    conversation.userA === actor.userId || conversation.userB === actor.userId,
  /** The report queue, a reported conversation's messages, resolve/dismiss/suspend. */
  moderate: (actor: Actor): boolean => isAdmin(actor) && actor.impersonatorId === null,
  /** New accounts are limited in how many conversations they start; admins never. */
  newAccountLimited: (actor: Actor): boolean => !isAdmin(actor),
};
