import { z } from 'zod';
import { FavoriteIdsQuery, FavoriteIdsResponse, SavedEventsQuery } from './favorites';

/**
 * Following organisations, professionals and members (spec §3 user_follows: follower_id, following_id,
 * notifications_enabled). What a followed user is follows from what they own: an organisation profile makes
 * them an organisation, else a professional profile a professional, else a member.
 */
export const FOLLOW_KINDS = ['organization', 'professional', 'member'] as const;
export type FollowKind = (typeof FOLLOW_KINDS)[number];

export const FollowParams = z.object({ userId: z.string().uuid() });

export const FollowPatchBody = z.object({ notificationsEnabled: z.boolean() });
export type FollowPatchBody = z.infer<typeof FollowPatchBody>;

/** Answer of PUT/DELETE/PATCH /api/follows/:userId. */
export const FollowResponse = z.object({
  userId: z.string().uuid(),
  following: z.boolean(),
  notificationsEnabled: z.boolean(),
  followerCount: z.number().int(),
});
export type FollowResponse = z.infer<typeof FollowResponse>;

/** GET /api/follows/state?ids=: which of these users the actor follows (same shape as saved ids). */
export const FollowStateQuery = FavoriteIdsQuery;
export const FollowStateResponse = FavoriteIdsResponse;

export const FollowingQuery = SavedEventsQuery.extend({ kind: z.enum(FOLLOW_KINDS).optional() });
export type FollowingQuery = z.infer<typeof FollowingQuery>;

export const FollowingItem = z.object({
  userId: z.string().uuid(),
  kind: z.enum(FOLLOW_KINDS),
  /** Null for a member without a name: the web shows 'Anoniem lid'. */
  name: z.string().nullable(),
  imageUrl: z.string().nullable(),
  href: z.string(),
  notificationsEnabled: z.boolean(),
  followedAt: z.string(),
});
export type FollowingItem = z.infer<typeof FollowingItem>;

/** What the actor follows: organisations first, then professionals, then members; newest first in each. */
export const FollowingResponse = z.object({
  items: z.array(FollowingItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  counts: z.object({
    organization: z.number().int(),
    professional: z.number().int(),
    member: z.number().int(),
  }),
});
export type FollowingResponse = z.infer<typeof FollowingResponse>;

/** GET /api/users/:userId/followers and each message of its stream. */
export const FollowerCountMessage = z.object({ userId: z.string().uuid(), followerCount: z.number().int() });
export type FollowerCountMessage = z.infer<typeof FollowerCountMessage>;
