import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { type Storage, assertSafeKey, isSafeKey } from './types';

const PUBLIC_PREFIX = '/uploads/';

/**
 * Files under `config.uploadsDir`, served at /uploads/… by server/http/spa.ts. The embedded default: fine for
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
    put: async (key, bytes) => {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
      return { url: `${PUBLIC_PREFIX}${key}` };
    },
    delete: async (key) => {
      await rm(pathOf(key), { force: true });
    },
    keyOf: (url) => {
      if (!url.startsWith(PUBLIC_PREFIX)) return null;
      const key = url.slice(PUBLIC_PREFIX.length);
      return isSafeKey(key) ? key : null;
    },
  };
};
