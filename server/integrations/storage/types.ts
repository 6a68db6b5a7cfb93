/**
 * Where uploaded files live (avatars, later galleries). Keys are relative paths such as
 * `avatars/<userId>/<random>.webp`; `url` is what the web shows (`/uploads/…` locally, the bucket URL on S3).
 */
export type Storage = {
  readonly kind: 'local' | 's3';
  /** Store the bytes under `key` (replacing anything there) and return the public URL. */
  put: (key: string, bytes: Uint8Array, contentType: string) => Promise<{ url: string }>;
  /** The bytes under `key`, or null when there is no such file (the image variants read originals). */
  get: (key: string) => Promise<Uint8Array | null>;
  /** Remove the file; a missing file is not an error. */
  delete: (key: string) => Promise<void>;
  /** The key behind a URL this storage handed out, or null for anything else (seed images, other hosts). */
  keyOf: (url: string) => string | null;
  /** The public URL of a key (what `put` answered for it). */
  urlOf: (key: string) => string;
  /**
   * One page of stored files in key order, after `cursor` (the previous page's `nextCursor`), at most `limit`
   * (capped at LIST_PAGE_MAX): a large bucket is walked page by page, never in one call.
   */
  list: (options: { cursor?: string | null; limit: number; prefix?: string }) => Promise<StoredFilePage>;
};

export type StoredFile = { key: string; sizeBytes: number; lastModified: Date };
export type StoredFilePage = { files: StoredFile[]; nextCursor: string | null };

/** S3's own maximum for one ListObjectsV2 call; the local adapter keeps the same cap. */
export const LIST_PAGE_MAX = 1000;
export const clampListLimit = (limit: number): number =>
  Math.max(1, Math.min(LIST_PAGE_MAX, Math.floor(limit)));

/** Keys are plain relative paths: letters, digits, `-`, `_`, `.` and `/`, no `..` or leading slash. */
export const isSafeKey = (key: string): boolean =>
  /^[A-Za-z0-9_-][A-Za-z0-9._/-]*$/.test(key) &&
  !key.split('/').some((part) => part === '' || part === '.' || part === '..');

export const assertSafeKey = (key: string): void => {
  if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
};
