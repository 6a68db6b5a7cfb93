import { readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { FastifyRequest } from 'fastify';

/**
 * The route chunks of a page, from Vite's build manifest (`build.manifest`, dist/web/.vite/manifest.json):
 * index.html names only the entry's chunks, so without this the browser discovers a page's own code only
 * after the entry has run, one round trip later. Chunks the entry already preloads are left out.
 */
type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
export type Manifest = Record<string, ManifestChunk>;

const cache = new Map<string, { mtimeMs: number; manifest: Manifest | null }>();

/** The manifest next to the served index.html (re-read after a rebuild), or null without one. */
export const manifestOf = (req: FastifyRequest): Manifest | null => {
  const index = req.server.spaIndexFile;
  if (!index) return null;
  const file = join(dirname(index), '.vite', 'manifest.json');
  try {
    const { mtimeMs } = statSync(file);
    const cached = cache.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.manifest;
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
    cache.set(file, { mtimeMs, manifest });
    return manifest;
  } catch {
    return null; // not built with a manifest (tests, older builds): no route preloads
  }
};

/** Every chunk a manifest key loads statically (itself first), depth-first, each once. */
const closure = (manifest: Manifest, key: string, seen = new Set<string>()): Set<string> => {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, seen);
  return seen;
};

/** URLs (/assets/…) of the route module's chunks that index.html does not preload already. */
export const routeChunkUrls = (manifest: Manifest | null, routeModule: string | undefined): string[] => {
  if (!manifest || !routeModule || !manifest[routeModule]) return [];
  // The app's entry; the build has a second one, the offline page (vite.config.ts).
  const entryKey = manifest['index.html']?.isEntry
    ? 'index.html'
    : Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loaded = entryKey ? closure(manifest, entryKey) : new Set<string>();
  return [...closure(manifest, routeModule)]
    .filter((key) => !loaded.has(key))
    .map((key) => `/${manifest[key]?.file ?? ''}`);
};
