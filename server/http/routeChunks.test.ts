import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_ASSETS, pageAssetsOf } from '../../core/domain/pageAssets';
import { SCREENS } from '../../core/domain/screens';
import { isServerRenderedPath } from '../../core/domain/serverRender';
import { type TestApp, createTestApp } from '../test/app';
import { BOOT_SCRIPT_CSP_SOURCE } from './deferredScripts';
import { type Manifest, routeChunkUrls } from './routeChunks';

/** A manifest as `vite build` writes it: the entry and the events route share the React chunk. */
const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index-A1.js', isEntry: true, imports: ['_react-R1.js'] },
  '_react-R1.js': { file: 'assets/react-R1.js' },
  'routes/events/EventsPage.tsx': {
    file: 'assets/EventsPage-E1.js',
    imports: ['_react-R1.js', '_EventCard-C1.js', 'index.html'],
  },
  '_EventCard-C1.js': { file: 'assets/EventCard-C1.js', imports: ['_format-F1.js'] },
  '_format-F1.js': { file: 'assets/format-F1.js' },
};

describe('route chunks', () => {
  it('lists the route module and what it imports, without what the entry already preloads', () => {
    expect(routeChunkUrls(MANIFEST, 'routes/events/EventsPage.tsx')).toEqual([
      '/assets/EventsPage-E1.js',
      '/assets/EventCard-C1.js',
      '/assets/format-F1.js',
    ]);
    expect(routeChunkUrls(MANIFEST, 'routes/unknown.tsx')).toEqual([]);
    expect(routeChunkUrls(null, 'routes/events/EventsPage.tsx')).toEqual([]);
  });

  it('takes the app as the entry when the build has a second one (the offline page, listed first)', () => {
    const withOffline: Manifest = {
      'offline.html': { file: 'assets/offline-O1.js', isEntry: true },
      ...MANIFEST,
    };
    expect(routeChunkUrls(withOffline, 'routes/events/EventsPage.tsx')).toEqual([
      '/assets/EventsPage-E1.js',
      '/assets/EventCard-C1.js',
      '/assets/format-F1.js',
    ]);
  });

  it('names route modules that exist (kept in step with web/app/routes.tsx)', () => {
    const routes = readFileSync(join(import.meta.dirname, '../../web/app/routes.tsx'), 'utf8').replace(
      /\s+/g,
      ' ',
    );
    for (const [page, { module }] of Object.entries(PAGE_ASSETS)) {
      expect(existsSync(join(import.meta.dirname, '../../web', module)), module).toBe(true);
      // The router loads the page through pageLoader, with these namespaces, from this module.
      const load = `${page}: pageLoader( '${page}', () => import('@web/${module.replace(/\.tsx$/, '')}'),`;
      expect(routes.replace(/pageLoader\('/g, "pageLoader( '"), page).toContain(load);
    }
  });

  it('has the assets of every server-rendered page', () => {
    const rendered = SCREENS.filter(
      (screen) =>
        screen.page && screen.paths.some((path) => isServerRenderedPath(path.replace(/:[^/]+/g, 'x'))),
    );
    expect(rendered.length).toBeGreaterThan(20);
    for (const screen of rendered) expect(pageAssetsOf(screen.page), screen.key).not.toBeNull();
  });
});

describe('modulepreload in the page HTML', () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'kring-web-'));
    mkdirSync(join(webDir, '.vite'));
    writeFileSync(
      join(webDir, 'index.html'),
      '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-I1.js"></script></head><body></body></html>',
    );
    writeFileSync(join(webDir, '.vite/manifest.json'), JSON.stringify(MANIFEST));
    t = await createTestApp({ webDir });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('preloads the events route chunks on /events, after the first paint, and none on other pages', async () => {
    const preloads = (body: string) =>
      /data-preload="([^"]*)"/.exec(body)?.[1]?.split(' ').filter(Boolean) ?? [];
    const events = await t.app.inject({ url: '/events?sort=name', headers: { accept: 'text/html' } });
    expect(events.statusCode).toBe(200);
    // Handed to the boot script, which adds them once the page has painted (deferredScripts.ts).
    expect(preloads(events.body)).toEqual(
      expect.arrayContaining(['/assets/EventsPage-E1.js', '/assets/format-F1.js']),
    );
    expect(events.body).not.toContain('href="/assets/react-R1.js"');
    expect(events.body).toContain('data-entry="/assets/index-I1.js"');
    // The CSP allows exactly that inline script.
    expect(events.headers['content-security-policy']).toContain(BOOT_SCRIPT_CSP_SOURCE);
    const other = await t.app.inject({ url: '/over-ons', headers: { accept: 'text/html' } });
    expect(preloads(other.body)).toEqual([]);
    // The manifest itself is not served.
    const manifest = await t.app.inject({ url: '/.vite/manifest.json' });
    expect(manifest.statusCode).toBe(404);
  });
});
