import type { ProfileImageKind, ProfileKind, ProfileResponseOf } from '@core/schemas/profiles';
import { ApiError, apiFetch, buildApiUrl } from '@web/lib/api';

const path = (kind: ProfileKind) => `/api/dashboard/profiles/${kind}`;

export const fetchProfile = <K extends ProfileKind>(kind: K, id: string | null, signal?: AbortSignal) =>
  apiFetch<ProfileResponseOf<K>>(path(kind), { query: { id }, ...(signal ? { signal } : {}) });

/** Create (no profile yet) or update (the one the form shows; `id` for a team's or, for admins, anyone's). */
export const saveProfile = <K extends ProfileKind>(
  kind: K,
  mode: 'create' | 'update',
  id: string | null,
  body: Record<string, unknown>,
) =>
  apiFetch<ProfileResponseOf<K>>(path(kind), {
    method: mode === 'create' ? 'POST' : 'PUT',
    query: mode === 'update' ? { id } : {},
    body,
  });

/**
 * Upload one picture with progress (fetch cannot report upload progress, XMLHttpRequest can). The server
 * stores it and writes it into the profile at once; the answer is the profile as it is now.
 */
export const uploadProfileImage = <K extends ProfileKind>(
  kind: K,
  imageKind: ProfileImageKind,
  id: string | null,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<ProfileResponseOf<K>> =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildApiUrl(`${path(kind)}/images`, { kind: imageKind, id }));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.timeout = 60_000;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // handled below
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as ProfileResponseOf<K>);
      const error = (body as { error?: { code: string; message: string; fields?: Record<string, string> } })
        ?.error;
      reject(
        new ApiError({
          code: error?.code ?? 'unknown',
          message: error?.message ?? 'Upload failed',
          status: xhr.status,
          fields: error?.fields,
        }),
      );
    };
    xhr.onerror = () =>
      reject(new ApiError({ code: 'network', message: 'Network request failed', status: 0 }));
    xhr.ontimeout = () => reject(new ApiError({ code: 'timeout', message: 'Query timeout', status: 0 }));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
