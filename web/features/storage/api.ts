import type {
  OrphanPage,
  StorageCleanupBody,
  StorageCleanupResult,
  StorageSummary,
  StoredFilePage,
  UnusedUploadPage,
} from '@core/schemas/storage';
import { apiFetch } from '@web/lib/api';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export const fetchStorageSummary = (signal?: AbortSignal) =>
  apiFetch<StorageSummary>('/api/admin/storage/summary', withSignal(signal));

export const fetchStoredFiles = (cursor: string | null, signal?: AbortSignal) =>
  apiFetch<StoredFilePage>('/api/admin/storage/files', {
    query: { limit: 25, ...(cursor ? { cursor } : {}) },
    ...withSignal(signal),
  });

export const fetchOrphans = (cursor: string | null, signal?: AbortSignal) =>
  apiFetch<OrphanPage>('/api/admin/storage/orphans', {
    query: cursor ? { cursor } : {},
    ...withSignal(signal),
  });

export const fetchUnusedUploads = (page: number, signal?: AbortSignal) =>
  apiFetch<UnusedUploadPage>('/api/admin/storage/unused-uploads', { query: { page }, ...withSignal(signal) });

export const postCleanup = (body: Partial<StorageCleanupBody>) =>
  apiFetch<StorageCleanupResult>('/api/admin/storage/cleanup', { method: 'POST', body });
