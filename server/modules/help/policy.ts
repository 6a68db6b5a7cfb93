import type { Actor } from '../../http/context';

/**
 * Who may do what in the help centre (spec §2, §6). Reading published articles, counting a view and answering
 * 'Was dit nuttig?' are open to everyone (no rule: visitors have no actor). Writing, previewing and seeing
 * drafts is for admins acting as themselves (an impersonation session is never an admin session).
 */
export const helpPolicy = {
  /** /admin/helpdesk: list (drafts too), read, create, edit, publish, feature, delete and preview. */
  manageArticles: (actor: Actor): boolean => actor.roles.includes('admin') && actor.impersonatorId === null,
};
