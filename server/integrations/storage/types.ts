/**
 * Where uploaded files live (avatars, later galleries). Keys are relative paths such as
 * `avatars/<userId>/<random>.webp`; `url` is what the web shows: `/uploads/<key>` whatever the storage, so the
 * image variants (core/domain/images.ts) and the CSP's `img-src 'self'` treat S3 uploads like local ones
 * (server/http/uploads.ts serves them).
 */
export type Storage = {
  readonly kind: 'local' | 's3';
  /** Where the files are, for the admin (/admin/storage): the directory, or the bucket's URL. */
  readonly location: string;
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
   * Every URL a stored row may hold for a key: `urlOf` first, then what earlier versions handed out (S3's
   * bucket URLs), so a file named only by an old row is still found in use and never taken for an orphan.
   */
  urlsOf: (key: string) => readonly string[];
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

/** The folders the app writes (avatars, profile and event images); anything else in a shared bucket is not ours. */
export const APP_FOLDERS = ['avatars', 'profiles', 'events'] as const;
export type AppFolder = (typeof APP_FOLDERS)[number];

export const isAppFolder = (folder: string): folder is AppFolder =>
  (APP_FOLDERS as readonly string[]).includes(folder);

/** A key the app may have written: inside one of its folders. */
export const isAppKey = (key: string): boolean => {
  const [folder, ...rest] = key.split('/');
  return rest.length > 0 && isAppFolder(folder ?? '');
};

/** Where the server answers uploads, for every storage (spa.ts keeps the path out of the page fallback). */
export const UPLOADS_PREFIX = '/uploads/';

/** The public URL of a key. Safe keys hold only characters a URL path takes as they are: no encoding. */
export const uploadsUrlOf = (key: string): string => `${UPLOADS_PREFIX}${key}`;

/** The key behind an `/uploads/…` URL, or null for any other URL or an unsafe key. */
export const uploadsKeyOf = (url: string): string | null => {
  if (!url.startsWith(UPLOADS_PREFIX)) return null;
  const key = url.slice(UPLOADS_PREFIX.length);
  return isSafeKey(key) ? key : null;
};

const TYPE_BY_EXTENSION: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
};

/**
 * The content type of a key by its extension (what a file server would answer): the bucket's own metadata is
 * not read, and anything unknown is plain bytes, which `nosniff` keeps the browser from guessing at.
 */
export const contentTypeOfKey = (key: string): string =>
  TYPE_BY_EXTENSION[key.split('/').at(-1)?.split('.').at(-1)?.toLowerCase() ?? ''] ??
  'application/octet-stream';
