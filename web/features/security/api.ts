import type {
  ChangePasswordBody,
  MessageResponse,
  SessionDto,
  TwoFactorEnrollResponse,
  TwoFactorStatusResponse,
} from '@core/schemas/accounts';
import { apiFetch } from '@web/lib/api';

/** GET /api/me/two-factor: is two-factor on, and which factors exist. */
export const fetchTwoFactorStatus = (signal?: AbortSignal): Promise<TwoFactorStatusResponse> =>
  apiFetch<TwoFactorStatusResponse>('/api/me/two-factor', signal ? { signal } : {});

/** POST /api/me/two-factor/enroll: secret, QR code and recovery codes (shown once); 400 on a wrong password. */
export const postTwoFactorEnroll = (password: string): Promise<TwoFactorEnrollResponse> =>
  apiFetch<TwoFactorEnrollResponse>('/api/me/two-factor/enroll', { method: 'POST', body: { password } });

/** POST /api/me/two-factor/activate: the first code; 400 `mfa_code_invalid` when it is wrong. */
export const postTwoFactorActivate = (code: string): Promise<MessageResponse> =>
  apiFetch<MessageResponse>('/api/me/two-factor/activate', { method: 'POST', body: { code } });

/** DELETE /api/me/two-factor with the password. */
export const deleteTwoFactor = (password: string): Promise<MessageResponse> =>
  apiFetch<MessageResponse>('/api/me/two-factor', { method: 'DELETE', body: { password } });

/** GET /api/me/sessions: most recently used first, `current` marks this browser. */
export const fetchSessions = (signal?: AbortSignal): Promise<SessionDto[]> =>
  apiFetch<SessionDto[]>('/api/me/sessions', signal ? { signal } : {});

/** DELETE /api/me/sessions/:id: sign out one other device. */
export const deleteSession = (id: string): Promise<void> =>
  apiFetch<void>(`/api/me/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** DELETE /api/me/sessions: sign out everywhere except here. */
export const deleteOtherSessions = (): Promise<{ revoked: number }> =>
  apiFetch<{ revoked: number }>('/api/me/sessions', { method: 'DELETE' });

/** POST /api/me/password; 400 `password_incorrect` when the current password is wrong. */
export const postChangePassword = (body: ChangePasswordBody): Promise<MessageResponse> =>
  apiFetch<MessageResponse>('/api/me/password', { method: 'POST', body });
