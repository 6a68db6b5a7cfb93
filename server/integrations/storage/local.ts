import { mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import {
  type Storage,
  type StoredFile,
  assertSafeKey,
  clampListLimit,
  isSafeKey,
  uploadsKeyOf,
  uploadsUrlOf,
} from './types';

/** Every key under the root, sorted (a missing root is an empty storage). */
const allKeys = async (root: string): Promise<string[]> => {
  let entries;
  try {
    entries = await readdir(root, { recursive: true, withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(root, join(e.parentPath, e.name)).split(sep).join('/'))
    .filter(isSafeKey)
    .sort();
};

/**
 * Files under `config.uploadsDir`, served at /uploads/… by server/http/uploads.ts. The embedded default: fine for
 * one machine; several instances need S3 (or a shared volume).
 */
export const createLocalStorage = (uploadsDir: string): Storage => {
  const root = resolve(uploadsDir);
  const pathOf = (key: string): string => {
    assertSafeKey(key);
    return join(root, key);
  };
  return {
    kind: 'local',
    location: root,
    put: async (key, bytes) => {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
      return { url: uploadsUrlOf(key) };
    },
    get: async (key) => {
      try {
        return await readFile(pathOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    delete: async (key) => {
      await rm(pathOf(key), { force: true });
    },
    keyOf: uploadsKeyOf,
    urlOf: uploadsUrlOf,
    urlsOf: (key) => [uploadsUrlOf(key)],
    // The directory is walked for names only; sizes are read for the page's files alone.
    list: async ({ cursor, limit, prefix }) => {
      const max = clampListLimit(limit);
      // Only the prefix's folder is walked (a single key is looked up cheaply).
      const folder = prefix?.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
      if (folder && !isSafeKey(folder)) return { files: [], nextCursor: null };
      const under = folder
        ? (await allKeys(join(root, folder))).map((k) => `${folder}/${k}`)
        : await allKeys(root);
      const keys = under.filter((key) => (!cursor || key > cursor) && (!prefix || key.startsWith(prefix)));
      const page = keys.slice(0, max);
      const files: StoredFile[] = [];
      for (const key of page) {
        const info = await stat(join(root, key)).catch(() => null);
        if (info) files.push({ key, sizeBytes: info.size, lastModified: info.mtime });
      }
      return { files, nextCursor: keys.length > max ? (page.at(-1) ?? null) : null };
    },
  };
};
