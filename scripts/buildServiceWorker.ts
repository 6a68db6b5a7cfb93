// /sw.js: the service worker (web/serviceWorker/sw.ts) bundled into one classic script at the root of a web
// build, with that build's precache list (web/serviceWorker/precacheList.ts) put in. Run by build-web.ts after
// the app's own build, into the same folder, before the folder is published.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { PRECACHED_FILES, precacheList, type BuildManifest } from '../web/serviceWorker/precacheList';

const revisionOf = (path: string): string =>
  createHash('sha256').update(readFileSync(path)).digest('hex').slice(0, 16);

export const buildServiceWorker = async (root: string, outDir: string): Promise<void> => {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
  const revisions = new Map<string, string>();
  for (const file of PRECACHED_FILES) {
    const path = join(outDir, file);
    // A missing file would fail the worker's install (and so every offline feature): leave it out instead.
    if (existsSync(path)) revisions.set(file, revisionOf(path));
  }
  await build({
    configFile: false,
    root,
    publicDir: false,
    logLevel: 'warn',
    define: {
      __KRING_PRECACHE__: JSON.stringify(precacheList(manifest, revisions)),
      // Workbox's development logging is behind this check.
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      manifest: false,
      modulePreload: false,
      sourcemap: false,
      rolldownOptions: {
        input: join(root, 'web', 'serviceWorker', 'sw.ts'),
        // A classic script, no hash: browsers fetch the worker by one fixed URL and compare its bytes.
        output: { format: 'iife', entryFileNames: 'sw.js' },
      },
    },
  });
};
