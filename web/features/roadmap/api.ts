import type {
  AdminRoadmapItemDto,
  AdminRoadmapList,
  RoadmapCreateBody,
  RoadmapMyVotes,
  RoadmapStatus,
  RoadmapUpdateBody,
  RoadmapVoteResult,
} from '@core/schemas/roadmap';
import { apiFetch } from '@web/lib/api';

export const fetchAdminRoadmap = (signal?: AbortSignal) =>
  apiFetch<AdminRoadmapList>('/api/admin/roadmap', signal ? { signal } : {});

export const postRoadmapItem = (body: Partial<RoadmapCreateBody>) =>
  apiFetch<AdminRoadmapItemDto>('/api/admin/roadmap', { method: 'POST', body });

export const patchRoadmapItem = (id: string, body: Partial<RoadmapUpdateBody>) =>
  apiFetch<AdminRoadmapItemDto>(`/api/admin/roadmap/${id}`, { method: 'PATCH', body });

export const deleteRoadmapItem = (id: string) =>
  apiFetch<null>(`/api/admin/roadmap/${id}`, { method: 'DELETE' });

export const postRoadmapOrder = (status: RoadmapStatus, ids: string[]) =>
  apiFetch<AdminRoadmapList>('/api/admin/roadmap/reorder', { method: 'POST', body: { status, ids } });

export const fetchMyVotes = (signal?: AbortSignal) =>
  apiFetch<RoadmapMyVotes>('/api/roadmap/votes', signal ? { signal } : {});

export const putVote = (id: string, voted: boolean) =>
  apiFetch<RoadmapVoteResult>(`/api/roadmap/${id}/vote`, { method: voted ? 'PUT' : 'DELETE' });
