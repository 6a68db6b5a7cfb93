/**
 * Bundle report (issue 17 "per-route code only"): what a first visit to each public page downloads before the
 * page can run, from the production build's manifest (dist/web/.vite/manifest.json). A first visit loads the
 * entry with its static imports, then the route chunk with its static imports (routes load lazily; the server
 * preloads them, server/http/routeChunks.ts); dynamic imports (the map, menus, Sentry) are not counted.
 *   npm run build && npm run bench:bundle            (WEB_DIR to read another build)
 *   npm run bench:bundle -- /events                  (also: the chunks that page adds to the entry, by size)
 * Prints Markdown tables for bench/RESULTS.md: initial JS and CSS per page (raw and gzip -9), and the largest
 * modules of the entry's chunks (from their source maps, bench/sourceMapSizes.ts). Not a test.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { bytesPerSource, moduleGroup } from './sourceMapSizes';

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** The public pages of issue 17 and the route module each one loads (web/app/routes.tsx). */
const PUBLIC_PAGES: { page: string; module: string }[] = [
  { page: '/', module: 'routes/LandingPage.tsx' },
  { page: '/events', module: 'routes/events/EventsPage.tsx' },
  { page: '/evenement/:slug', module: 'routes/event/EventPage.tsx' },
  { page: '/venues', module: 'routes/venues/VenuesPage.tsx' },
  { page: '/venues/:slug', module: 'routes/venues/VenuePage.tsx' },
  { page: '/organisatie/:slug', module: 'routes/organizations/OrganizationPage.tsx' },
  { page: '/community', module: 'routes/community/CommunityPage.tsx' },
  { page: '/community/topic/:slug', module: 'routes/community/TopicPage.tsx' },
  { page: '/help', module: 'routes/help/HelpCenterPage.tsx' },
  { page: '/help/article/:slug', module: 'routes/help/HelpArticlePage.tsx' },
  { page: '/prijzen', module: 'routes/site/PricingPage.tsx' },
  { page: '/about', module: 'routes/site/AboutPage.tsx' },
];
const ENTRY = 'index.html';
const TARGET_PAGE = '/events';
const TARGET_GZIP_KB = 150;

const webDir = process.env.WEB_DIR ?? join(import.meta.dirname, '..', 'dist', 'web');
const manifestPath = join(webDir, '.vite', 'manifest.json');
if (!existsSync(manifestPath))
  throw new Error(`No build manifest at ${manifestPath}: run npm run build first.`);
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const sizeCache = new Map<string, { raw: number; gzip: number }>();
const sizeOf = (file: string) => {
  let size = sizeCache.get(file);
  if (!size) {
    const bytes = readFileSync(join(webDir, file));
    size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    sizeCache.set(file, size);
  }
  return size;
};

/** The manifest keys a chunk pulls in before it runs: itself and its static imports, transitively. */
const staticClosure = (key: string, seen = new Set<string>()): Set<string> => {
  if (seen.has(key)) return seen;
  if (!manifest[key]) throw new Error(`Not in the manifest: ${key}`);
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(imported, seen);
  return seen;
};

const total = (files: Iterable<string>) => {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const size = sizeOf(file);
    raw += size.raw;
    gzip += size.gzip;
  }
  return { raw, gzip };
};

const entryKeys = staticClosure(ENTRY);
const entryJs = total([...entryKeys].map((k) => manifest[k]!.file));

console.log(
  '| page | route chunk | initial JS raw KB | initial JS gzip KB | of which entry gzip KB | CSS gzip KB | files |',
);
console.log('|---|---|---|---|---|---|---|');
let targetGzip = NaN;
for (const { page, module } of PUBLIC_PAGES) {
  const keys = staticClosure(module, new Set(entryKeys));
  const js = total([...keys].map((k) => manifest[k]!.file));
  const css = total(new Set([...keys].flatMap((k) => manifest[k]!.css ?? [])));
  if (page === TARGET_PAGE) targetGzip = js.gzip;
  console.log(
    `| \`${page}\` | ${manifest[module]!.file.replace('assets/', '')} | ${kb(js.raw)} | ${kb(js.gzip)} | ${kb(entryJs.gzip)} | ${kb(css.gzip)} | ${keys.size} |`,
  );
}
const met = targetGzip / 1024 <= TARGET_GZIP_KB;
console.log(
  `\nInitial JS of ${TARGET_PAGE}: ${kb(targetGzip)} KB gzip, target ≤ ${TARGET_GZIP_KB} KB: ${met ? 'met' : 'NOT met'}.`,
);

/** Raw bytes per package or app folder of some chunks, from their source maps, largest first. */
const largestParts = (keys: Iterable<string>, limit: number) => {
  const groups = new Map<string, number>();
  for (const key of keys) {
    const file = join(webDir, manifest[key]!.file);
    if (!existsSync(`${file}.map`)) continue;
    const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[]; mappings: string };
    for (const [source, bytes] of bytesPerSource(readFileSync(file, 'utf8'), map)) {
      const group = moduleGroup(source).replace(/^(web|core)\/([^/]+(\/[^/]+)?)\/.*$/, '$1/$2');
      groups.set(group, (groups.get(group) ?? 0) + bytes);
    }
  }
  console.log('| module or folder | raw KB |');
  console.log('|---|---|');
  for (const [group, bytes] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, limit)) {
    console.log(`| ${group} | ${kb(bytes)} |`);
  }
};

console.log('\nLargest parts of the entry (every page loads them), raw KB from the source maps:\n');
largestParts(entryKeys, 25);

for (const page of process.argv.slice(2)) {
  const route = PUBLIC_PAGES.find((p) => p.page === page);
  if (!route) throw new Error(`Unknown page ${page}; one of ${PUBLIC_PAGES.map((p) => p.page).join(', ')}`);
  const added = [...staticClosure(route.module, new Set(entryKeys))].filter((k) => !entryKeys.has(k));
  console.log(`\nWhat ${page} adds to the entry, gzip KB per chunk:\n`);
  console.log('| chunk | gzip KB |');
  console.log('|---|---|');
  for (const key of added.sort((a, b) => sizeOf(manifest[b]!.file).gzip - sizeOf(manifest[a]!.file).gzip)) {
    console.log(
      `| ${manifest[key]!.file.replace('assets/', '')} | ${kb(sizeOf(manifest[key]!.file).gzip)} |`,
    );
  }
  console.log(`\nLargest parts of what ${page} adds, raw KB:\n`);
  largestParts(added, 20);
}
