import { z } from 'zod';

/**
 * /admin/storage (issue 16): the stored files with owner, purpose, size and use; totals per backend; orphans
 * (files no row points to, uploads rows whose URL nothing holds) and their cleanup.
 *
 * Endpoints (server/modules/storage; admin only):
 *   GET  /api/admin/storage/summary                  → StorageSummary
 *   GET  /api/admin/storage/files?cursor=&limit=     → StoredFilePage (one backend page, ≤ 100 files)
 *   GET  /api/admin/storage/orphans?cursor=          → OrphanPage (scans ≤ 1000 keys per call)
 *   GET  /api/admin/storage/unused-uploads?page=     → UnusedUploadPage
 *   POST /api/admin/storage/cleanup                  StorageCleanupBody → StorageCleanupResult
 */

export const STORAGE_FILES_PAGE_MAX = 100;
export const STORAGE_CLEANUP_MAX = 200;

export const StorageBackend = z.object({
  kind: z.enum(['local', 's3']),
  /** The directory (local) or bucket URL (S3). */
  location: z.string(),
});

export const StorageSummary = z.object({
  backend: StorageBackend,
  /** What the backend holds, counted over at most `scanLimit` keys (`complete` false when there are more). */
  stored: z.object({
    files: z.number().int(),
    bytes: z.number(),
    complete: z.boolean(),
    scanLimit: z.number(),
  }),
  /** What the uploads table recorded at upload, per purpose. */
  recorded: z.array(z.object({ purpose: z.string(), files: z.number().int(), bytes: z.number() })),
});
export type StorageSummary = z.infer<typeof StorageSummary>;

export const StorageReference = z.object({ type: z.string(), id: z.string(), label: z.string() });
export type StorageReference = z.infer<typeof StorageReference>;

export const StoredFileDto = z.object({
  key: z.string(),
  url: z.string(),
  sizeBytes: z.number(),
  lastModified: z.string(),
  contentType: z.string(),
  isImage: z.boolean(),
  /** 'event_image', 'avatar', 'profile_image' or the key's first folder. */
  purpose: z.string(),
  owner: z.object({ id: z.string(), name: z.string() }).nullable(),
  usedBy: z.array(StorageReference),
  /** No row points to it and it is older than the grace period (an upload not yet saved is no orphan). */
  orphan: z.boolean(),
});
export type StoredFileDto = z.infer<typeof StoredFileDto>;

export const StorageFilesQuery = z.object({
  cursor: z.string().max(2000).optional(),
  limit: z.coerce.number().int().min(1).max(STORAGE_FILES_PAGE_MAX).default(50),
});

export const StoredFilePage = z.object({ items: z.array(StoredFileDto), nextCursor: z.string().nullable() });
export type StoredFilePage = z.infer<typeof StoredFilePage>;

export const OrphanQuery = z.object({ cursor: z.string().max(2000).optional() });
export const OrphanPage = z.object({
  items: z.array(StoredFileDto),
  /** Keys looked at in this call; continue with nextCursor until it is null. */
  scanned: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type OrphanPage = z.infer<typeof OrphanPage>;

export const UnusedUploadDto = z.object({
  id: z.string(),
  url: z.string(),
  purpose: z.string(),
  keys: z.array(z.string()),
  sizeBytes: z.number().nullable(),
  owner: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type UnusedUploadDto = z.infer<typeof UnusedUploadDto>;
export const UnusedUploadQuery = z.object({ page: z.coerce.number().int().min(1).max(1000).default(1) });
export const UnusedUploadPage = z.object({
  items: z.array(UnusedUploadDto),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type UnusedUploadPage = z.infer<typeof UnusedUploadPage>;

/** Selected orphans (files by key, uploads rows by id), or `all`: every orphan of one scan (≤ 1000 keys). */
export const StorageCleanupBody = z
  .object({
    keys: z.array(z.string().min(1).max(500)).max(STORAGE_CLEANUP_MAX).default([]),
    uploadIds: z.array(z.string().uuid()).max(STORAGE_CLEANUP_MAX).default([]),
    all: z.boolean().default(false),
    /** With `all`: where the previous run stopped (its nextCursor). */
    cursor: z.string().max(2000).optional(),
  })
  .refine((b) => b.all || b.keys.length > 0 || b.uploadIds.length > 0, {
    message: 'Kies minstens één bestand om op te ruimen.',
    path: ['keys'],
  });
export type StorageCleanupBody = z.infer<typeof StorageCleanupBody>;

export const StorageCleanupResult = z.object({
  deletedKeys: z.array(z.string()),
  deletedUploads: z.number().int(),
  bytes: z.number(),
  /** Chosen keys that were not removed: no longer orphans (a row points to them now) or not found. */
  skipped: z.array(z.string()),
  /** `all` only: more keys remain unscanned; run it again. */
  more: z.boolean(),
  nextCursor: z.string().nullable(),
});
export type StorageCleanupResult = z.infer<typeof StorageCleanupResult>;
