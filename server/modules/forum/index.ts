/**
 * The front door of modules/forum (issue 13, spec §2 /community, §3 forum tables, §7): categories, topics,
 * posts, votes, reports, moderation, the leaderboard and the topic page head. Counters (category and topic
 * counts, vote scores, forum_user_stats) are kept by the database triggers of migration 0012, never here.
 * Moderators are admins (the spec has no moderator role).
 */
export { forumReadRoutes } from './routes';
export { forumWriteRoutes } from './routesWrite';
export { forumAdminRoutes } from './routesAdmin';
export { communityPageData } from './overviewPage';
