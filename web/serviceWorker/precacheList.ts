/**
 * The service worker's precache list, made at build time from Vite's build manifest (scripts/buildServiceWorker.ts):
 * everything the app shell and the offline page load before they run (entry chunks, their static imports, CSS
 * and the fonts and images the CSS names), plus a few files without a hash in their name, revisioned by content.
 */

/** One entry of Vite's `.vite/manifest.json`. */
export type ManifestChunk = {
  file: string;
  imports?: string[];
  css?: string[];
  assets?: string[];
  isEntry?: boolean;
};
export type BuildManifest = Record<string, ManifestChunk>;

/** Workbox's precache entry: a hashed file needs no revision, its name changes with its content. */
export type PrecacheEntry = { url: string; revision: string | null };

/** The HTML entries whose first load is precached: the app shell and the offline page (vite.config.ts). */
export const PRECACHED_ENTRIES = ['index.html', 'offline.html'] as const;

/** Files under their own name that the precache keeps, revisioned by a hash of their content. */
export const PRECACHED_FILES = [
  'offline.html',
  'manifest.webmanifest',
  'favicon.svg',
  'icons/icon-192.png',
  'icons/icon-512.png',
  'icons/maskable-512.png',
  'icons/apple-touch-icon.png',
] as const;

/** Every hashed file the given entries load statically, each once, in a stable order. */
export const hashedFilesOf = (manifest: BuildManifest, entries: readonly string[]): string[] => {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    // An HTML entry's own `file` is the HTML page itself, precached under its name with a revision.
    if (!chunk.file.endsWith('.html')) files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const entry of entries) visit(entry);
  return [...files].sort();
};

/** The precache list: hashed files without a revision, then the named files with theirs. */
export const precacheList = (
  manifest: BuildManifest,
  revisions: ReadonlyMap<string, string>,
): PrecacheEntry[] => [
  ...hashedFilesOf(manifest, PRECACHED_ENTRIES).map((file) => ({ url: `/${file}`, revision: null })),
  ...[...revisions].map(([file, revision]) => ({ url: `/${file}`, revision })),
];
