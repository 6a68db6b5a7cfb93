import type { FollowKind, FollowResponse, FollowingResponse } from '@core/schemas/follows';
import { apiFetch } from '@web/lib/api';
import { createIdBatcher } from '@web/lib/idBatcher';

/** PUT (follow) or DELETE (unfollow) /api/follows/:userId; both idempotent. */
export const setFollowing = (userId: string, following: boolean) =>
  apiFetch<FollowResponse>(`/api/follows/${userId}`, { method: following ? 'PUT' : 'DELETE' });

export const setFollowNotifications = (userId: string, notificationsEnabled: boolean) =>
  apiFetch<FollowResponse>(`/api/follows/${userId}`, { method: 'PATCH', body: { notificationsEnabled } });

/** Do I follow this user? A page of buttons shares one request to /api/follows/state. */
export const fetchIsFollowing = createIdBatcher('/api/follows/state');

export const fetchFollowing = (page: number, pageSize: number, kind?: FollowKind, signal?: AbortSignal) =>
  apiFetch<FollowingResponse>('/api/follows', { query: { page, pageSize, kind }, signal });
