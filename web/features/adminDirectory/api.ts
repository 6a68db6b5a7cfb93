import type {
  AdminCreateProfileBody,
  AdminProfileDetailDto,
  AdminProfileFlags,
  AdminProfileListResponse,
  AdminProfileSummaryDto,
  AdminProfileType,
} from '@core/schemas/adminDirectory';
import { apiFetch } from '@web/lib/api';

/** '' = either; 'true' / 'false' as the URL holds them. */
export type FlagFilterValue = '' | 'true' | 'false';

export type ProfileListParams = {
  type: AdminProfileType;
  q: string;
  verified: FlagFilterValue;
  premium: FlagFilterValue;
  hidden: FlagFilterValue;
  page: number;
};

export const PROFILES_PAGE_SIZE = 25;

export const fetchProfiles = (params: ProfileListParams, signal?: AbortSignal) =>
  apiFetch<AdminProfileListResponse>('/api/admin/profiles', {
    query: { ...params, pageSize: PROFILES_PAGE_SIZE },
    ...(signal ? { signal } : {}),
  });

const profileUrl = (type: AdminProfileType, id: string) =>
  `/api/admin/profiles/${type}/${encodeURIComponent(id)}`;

export const fetchProfile = (type: AdminProfileType, id: string, signal?: AbortSignal) =>
  apiFetch<AdminProfileDetailDto>(profileUrl(type, id), signal ? { signal } : {});

export const patchProfileFlags = (input: {
  type: AdminProfileType;
  id: string;
  flags: Partial<AdminProfileFlags>;
}) =>
  apiFetch<AdminProfileSummaryDto>(profileUrl(input.type, input.id), { method: 'PATCH', body: input.flags });

export const postCreateProfile = (input: { type: AdminProfileType; body: AdminCreateProfileBody }) =>
  apiFetch<AdminProfileDetailDto>(`/api/admin/profiles/${input.type}`, { method: 'POST', body: input.body });
