import type {
  AccountSettingsDto,
  AccountUpdateBody,
  DeleteAccountBody,
  EmailChangeBody,
  NotificationPreferencesBody,
  NotificationPreferencesResponse,
} from '@core/schemas/settings';
import type { UnsubscribeInfo } from '@core/schemas/notifications';
import { apiFetch, apiResponse } from '@web/lib/api';

/** GET /api/me/account: name, username, e-mail, avatar, visibility, pending e-mail change. */
export const fetchAccountSettings = (signal?: AbortSignal): Promise<AccountSettingsDto> =>
  apiFetch<AccountSettingsDto>('/api/me/account', signal ? { signal } : {});

/** PATCH /api/me/account → the updated settings; 409 `username_taken`. */
export const patchAccount = (body: AccountUpdateBody): Promise<AccountSettingsDto> =>
  apiFetch<AccountSettingsDto>('/api/me/account', { method: 'PATCH', body });

/** POST /api/me/avatar with one image (multipart) → the new avatar URL; 413/415/400 with Dutch messages. */
export const postAvatar = async (file: File): Promise<{ avatarUrl: string | null }> => {
  const form = new FormData();
  form.append('avatar', file);
  return apiFetch<{ avatarUrl: string | null }>('/api/me/avatar', {
    method: 'POST',
    body: form,
    timeoutMs: 30_000,
  });
};

export const deleteAvatar = (): Promise<{ avatarUrl: null }> =>
  apiFetch('/api/me/avatar', { method: 'DELETE' });

/** POST /api/me/email-change → 202; mails a link to the new address. */
export const postEmailChange = (body: EmailChangeBody): Promise<{ pendingEmail: string }> =>
  apiFetch('/api/me/email-change', { method: 'POST', body });

/** POST /api/me/email-change/confirm with the token from the mailed link. */
export const postEmailChangeConfirm = (token: string): Promise<{ email: string }> =>
  apiFetch('/api/me/email-change/confirm', { method: 'POST', body: { token } });

export const deleteEmailChange = (): Promise<void> => apiFetch('/api/me/email-change', { method: 'DELETE' });

export const patchPrivacy = (isPublic: boolean): Promise<{ isPublic: boolean }> =>
  apiFetch('/api/me/privacy', { method: 'PATCH', body: { isPublic } });

/** GET /api/me/export as a file: the JSON and the file name the server suggests. */
export const fetchDataExport = async (): Promise<{ blob: Blob; filename: string }> => {
  const response = await apiResponse('/api/me/export', { timeoutMs: 30_000 });
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'kring-mijn-gegevens.json';
  return { blob: await response.blob(), filename };
};

/** DELETE /api/me/account: password and the word VERWIJDER; the server ends the session. */
export const deleteAccount = (body: DeleteAccountBody): Promise<void> =>
  apiFetch('/api/me/account', { method: 'DELETE', body });

export const fetchNotificationPreferences = (
  signal?: AbortSignal,
): Promise<NotificationPreferencesResponse> =>
  apiFetch<NotificationPreferencesResponse>('/api/me/notification-preferences', signal ? { signal } : {});

export const putNotificationPreferences = (
  body: NotificationPreferencesBody,
): Promise<NotificationPreferencesResponse> =>
  apiFetch('/api/me/notification-preferences', { method: 'PUT', body });

/** GET /api/notifications/unsubscribe?token=: the type and masked address of a mail's unsubscribe link. */
export const fetchUnsubscribeInfo = (token: string, signal?: AbortSignal): Promise<UnsubscribeInfo> =>
  apiFetch<UnsubscribeInfo>(
    `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
    signal ? { signal } : {},
  );

/** POST the same link: e-mail of that type off, no login needed. */
export const postUnsubscribe = (token: string): Promise<UnsubscribeInfo> =>
  apiFetch<UnsubscribeInfo>(`/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`, {
    method: 'POST',
  });
