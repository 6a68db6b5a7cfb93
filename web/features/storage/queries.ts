import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StorageCleanupBody } from '@core/schemas/storage';
import { fetchOrphans, fetchStorageSummary, fetchStoredFiles, fetchUnusedUploads, postCleanup } from './api';

export const storageKeys = {
  all: ['admin-storage'] as const,
  summary: () => [...storageKeys.all, 'summary'] as const,
  files: (cursor: string | null) => [...storageKeys.all, 'files', cursor] as const,
  orphans: (cursor: string | null) => [...storageKeys.all, 'orphans', cursor] as const,
  unused: (page: number) => [...storageKeys.all, 'unused', page] as const,
};

export const useStorageSummary = () =>
  useQuery({ queryKey: storageKeys.summary(), queryFn: ({ signal }) => fetchStorageSummary(signal) });

export const useStoredFiles = (cursor: string | null) =>
  useQuery({
    queryKey: storageKeys.files(cursor),
    queryFn: ({ signal }) => fetchStoredFiles(cursor, signal),
    placeholderData: keepPreviousData,
  });

/** One scan of at most 1000 keys; runs only when the admin asks (`enabled`). */
export const useOrphans = (cursor: string | null, enabled: boolean) =>
  useQuery({
    queryKey: storageKeys.orphans(cursor),
    queryFn: ({ signal }) => fetchOrphans(cursor, signal),
    enabled,
    placeholderData: keepPreviousData,
  });

export const useUnusedUploads = (page: number, enabled: boolean) =>
  useQuery({
    queryKey: storageKeys.unused(page),
    queryFn: ({ signal }) => fetchUnusedUploads(page, signal),
    enabled,
    placeholderData: keepPreviousData,
  });

export const useCleanup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<StorageCleanupBody>) => postCleanup(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storageKeys.all }),
  });
};
