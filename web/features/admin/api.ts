import type {
  AdminUserDetailDto,
  AdminUserListResponse,
  EmailLogDetailDto,
  EmailLogListResponse,
  StartImpersonationResponse,
  StopImpersonationResponse,
} from '@core/schemas/admin';
import { apiFetch } from '@web/lib/api';

export type UserListParams = { q: string; page: number };
export type EmailLogParams = { to: string; kind: string; page: number };

export const USERS_PAGE_SIZE = 25;
export const EMAIL_LOGS_PAGE_SIZE = 25;

export const fetchAdminUsers = (params: UserListParams, signal?: AbortSignal) =>
  apiFetch<AdminUserListResponse>('/api/admin/users', {
    query: { q: params.q, page: params.page, pageSize: USERS_PAGE_SIZE },
    ...(signal ? { signal } : {}),
  });

export const fetchAdminUser = (id: string, signal?: AbortSignal) =>
  apiFetch<AdminUserDetailDto>(`/api/admin/users/${encodeURIComponent(id)}`, signal ? { signal } : {});

export const postSuspendUser = ({ id, reason }: { id: string; reason: string }) =>
  apiFetch<AdminUserDetailDto>(`/api/admin/users/${encodeURIComponent(id)}/suspend`, {
    method: 'POST',
    body: { reason },
  });

export const postReinstateUser = (id: string) =>
  apiFetch<AdminUserDetailDto>(`/api/admin/users/${encodeURIComponent(id)}/reinstate`, {
    method: 'POST',
    body: {},
  });

export const postStartImpersonation = (body: { targetUserId: string; reason: string }) =>
  apiFetch<StartImpersonationResponse>('/api/admin/impersonate', { method: 'POST', body });

export const postStopImpersonation = () =>
  apiFetch<StopImpersonationResponse>('/api/admin/impersonate/stop', { method: 'POST', body: {} });

export const fetchEmailLogs = (params: EmailLogParams, signal?: AbortSignal) =>
  apiFetch<EmailLogListResponse>('/api/admin/email-logs', {
    query: { to: params.to, kind: params.kind, page: params.page, pageSize: EMAIL_LOGS_PAGE_SIZE },
    ...(signal ? { signal } : {}),
  });

export const fetchEmailLog = (id: string, signal?: AbortSignal) =>
  apiFetch<EmailLogDetailDto>(`/api/admin/email-logs/${encodeURIComponent(id)}`, signal ? { signal } : {});
