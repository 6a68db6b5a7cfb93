/** The forum's URLs (spec §2 Community); topic and category links use the canonical English paths. */
export const COMMUNITY_PATH = '/community';
export const CREATE_TOPIC_PATH = '/community/create';
export const GUIDELINES_PATH = '/community/guidelines';
export const LEADERBOARD_PATH = '/community/leaderboard';
export const DASHBOARD_FORUM_PATH = '/dashboard/forum';

export const topicPath = (slug: string) => `/community/topic/${encodeURIComponent(slug)}`;
export const categoryPath = (slug: string) => `/community/category/${encodeURIComponent(slug)}`;
export const editTopicPath = (id: string) => `${CREATE_TOPIC_PATH}?edit=${encodeURIComponent(id)}`;
export const discussEventPath = (eventId: string) =>
  `${CREATE_TOPIC_PATH}?eventId=${encodeURIComponent(eventId)}`;
export const postAnchor = (number: number) => `post-${number}`;

/** The login page that returns here afterwards (the session guard's own form of it). */
export const loginReturningTo = (path: string) => `/auth/login?from=${encodeURIComponent(path)}`;
