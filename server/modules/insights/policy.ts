import type { Actor } from '../../http/context';
import { adminPolicy } from '../admin';

/**
 * Who sees the community's figures (issue 16, /admin and /admin/analytics): an admin acting as themselves. Page
 * views are counted for anyone (public, rate-limited), so they need no rule.
 */
export const insightsPolicy = {
  view: (actor: Actor): boolean => adminPolicy.useAdmin(actor),
};
