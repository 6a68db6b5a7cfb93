import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isServerRenderedPath } from '../../core/domain/serverRender';
import { type TestApp, createTestApp } from '../test/app';
import { RENDER_CACHE_TTL_MS, fillRoot, serverRenderedShell } from './ssr';

/**
 * Issue 17 server rendering, the server's side: which pages are rendered, what goes into #root, and that a
 * render that fails, hangs or redirects costs the optimisation only. The render itself is a stand-in module at
 * the place the build puts the real one (`<web build>/.ssr/entry-server.js`); the real bundle is covered by
 * e2e/pages-without-javascript.spec.ts and e2e/public-pages-hydrate.spec.ts. Without an SSR build the plain
 * shell stays (spa.test.ts runs without one).
 */

const INDEX =
  '<!doctype html><html lang="nl"><head><title>Kring</title></head><body><div id="root"><div class="splash"></div></div></body></html>';

/**
 * The stand-in renderer: echoes the path and the number of seeded queries, and counts its renders (data-render)
 * so a test sees whether a page was rendered again; some paths fail on purpose.
 */
const FAKE_ENTRY = `
let renders = 0;
let privacyRenders = 0;
export const createRenderer = (localesDir) => async ({ url, entries, signal }) => {
  renders += 1;
  const path = new URL(url).pathname;
  if (path === '/about') throw new Error('render failed on purpose');
  if (path === '/privacy' && ++privacyRenders === 1) throw new Error('first render fails on purpose');
  if (path === '/contact') return new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
  if (path === '/community/guidelines') return { kind: 'redirect', location: '/community' };
  if (path === '/prijzen') return { kind: 'html', html: '<main data-render="' + renders + '" data-entries="' + JSON.stringify(entries).length + '"></main>' };
  return { kind: 'html', html: '<main data-rendered="' + path + '" data-entries="' + entries.length + '" data-locales="' + localesDir.endsWith('locales') + '"></main>' };
};
`;

let t: TestApp;
let webDir: string;

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'kring-ssr-'));
  mkdirSync(join(webDir, '.ssr'), { recursive: true });
  mkdirSync(join(webDir, 'locales/nl'), { recursive: true });
  writeFileSync(join(webDir, 'index.html'), INDEX);
  writeFileSync(join(webDir, 'locales/nl/common.json'), '{}');
  writeFileSync(join(webDir, '.ssr/entry-server.js'), FAKE_ENTRY);
  t = await createTestApp({ webDir });
});

afterAll(async () => {
  await t?.close();
  rmSync(webDir, { recursive: true, force: true });
});

const page = (url: string) => t.app.inject({ url, headers: { accept: 'text/html' } });

describe('server rendering of public pages', () => {
  it('renders a public page into #root with the data the page embeds, replacing the splash', async () => {
    const res = await page('/events');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<div id="root" data-server-rendered><main data-rendered="/events" data-entries="1" data-locales="true"></main></div>',
    );
    expect(res.body).not.toContain('class="splash"');
    // The same entries go into the page for hydration.
    expect(res.body).toContain('<script id="kring-initial-data" type="application/json">');
  });

  it('renders an unknown path as the 404 page, with status 404', async () => {
    const res = await page('/bestaat-niet');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('data-rendered="/bestaat-niet"');
  });

  it('leaves signed-in screens and the members-only directory to the browser', async () => {
    for (const url of ['/dashboard', '/admin/gebruikers', '/professionals', '/inloggen']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('data-server-rendered');
      expect(res.body, url).toContain('class="splash"');
    }
  });

  it('answers the plain shell, never a 500, when the render fails, hangs or redirects', async () => {
    for (const url of ['/about', '/contact', '/community/guidelines']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('data-server-rendered');
      expect(res.body, url).toContain('class="splash"');
    }
  });

  it('keeps a render for the same page with the same data, renders again for new data or after the TTL', async () => {
    const renderOf = (html: string) => /data-render="(\d+)"/.exec(html)?.[1];
    const request = { server: t.app, url: '/prijzen', log: t.app.log } as unknown as FastifyRequest;
    const shell = INDEX;
    const first = renderOf(await serverRenderedShell(request, shell, '/prijzen', []));
    expect(first).toBeDefined();
    // The same page and data: the kept HTML, no second render.
    expect(renderOf(await serverRenderedShell(request, shell, '/prijzen', []))).toBe(first);
    // Other data (an event published, a topic answered) is another key: rendered afresh.
    const entries = [{ key: ['plans'], data: { price: 12 } }];
    const second = renderOf(await serverRenderedShell(request, shell, '/prijzen', entries));
    expect(second).not.toBe(first);
    expect(renderOf(await serverRenderedShell(request, shell, '/prijzen', entries))).toBe(second);
    // Relative dates move with the clock: a kept render is used for RENDER_CACHE_TTL_MS at most.
    vi.useFakeTimers({ now: Date.now() + RENDER_CACHE_TTL_MS + 1, toFake: ['Date'] });
    try {
      expect(renderOf(await serverRenderedShell(request, shell, '/prijzen', entries))).not.toBe(second);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the finished page, compressed as the client accepts, but not a page whose render failed', async () => {
    const renderOf = (html: string) => /data-render="(\d+)"/.exec(html)?.[1];
    const get = (url: string, encoding: string) =>
      t.app.inject({ url, headers: { accept: 'text/html', 'accept-encoding': encoding } });
    const br = await get('/prijzen?kept=1', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    const html = brotliDecompressSync(br.rawPayload).toString('utf8');
    expect(renderOf(html)).toBeDefined();
    const gzip = await get('/prijzen?kept=1', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(html);
    const plain = await get('/prijzen?kept=1', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);

    // The first render of /privacy fails: the plain shell is sent but not kept, so the next visitor gets the page.
    const failed = await get('/privacy', 'identity');
    expect(failed.body).toContain('class="splash"');
    const next = await get('/privacy', 'identity');
    expect(next.body).toContain('data-rendered="/privacy"');
  });

  it('never serves the server bundle to browsers', async () => {
    const res = await t.app.inject({ url: '/.ssr/entry-server.js' });
    expect(res.body).not.toContain('createRenderer');
  });
});

describe('which paths the server renders', () => {
  it('covers the public pages of issue 17 and nothing signed-in', () => {
    for (const path of [
      '/',
      '/events',
      '/events/dans',
      '/evenement/een-avond',
      '/event/abc',
      '/venues',
      '/venues/de-kas',
      '/organizations',
      '/organization/stichting',
      '/community',
      '/community/topic/vraag',
      '/support',
      '/support/article/starten',
      '/prijzen',
      '/about',
      '/privacy',
    ]) {
      expect(isServerRenderedPath(path), path).toBe(true);
    }
    for (const path of [
      '/dashboard',
      '/dashboard/opgeslagen',
      '/admin',
      '/inloggen',
      '/checkout',
      '/pricing',
    ]) {
      expect(isServerRenderedPath(path), path).toBe(false);
    }
  });
});

describe('fillRoot', () => {
  it('replaces what #root holds, up to the last </div> before </body>', () => {
    expect(fillRoot(INDEX, '<p>pagina</p>')).toBe(
      '<!doctype html><html lang="nl"><head><title>Kring</title></head><body><div id="root" data-server-rendered><p>pagina</p></div></body></html>',
    );
    expect(fillRoot('<html><body></body></html>', '<p>x</p>')).toBeNull();
  });
});
