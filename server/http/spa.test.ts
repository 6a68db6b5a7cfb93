import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../test/app';
import { IMMUTABLE, NO_CACHE, cacheControlFor } from './spa';

const INDEX =
  '<!doctype html><html lang="nl"><head><title>Kring</title></head><body><div id="root"></div></body></html>';
const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const COMMON_PRELOAD = '<link rel="preload" as="fetch" crossorigin href="/locales/nl/common.json" />';

/** The shell, with the page's preloads (and data, see pageData.test.ts) added. */
const expectShell = (body: string, url: string) => {
  expect(body, url).toContain('<div id="root"></div>');
  expect(body, url).toContain(COMMON_PRELOAD);
  expect(body.match(/<title>Kring<\/title>/g), url).toHaveLength(1);
};

let t: TestApp;
let webDir: string;

beforeAll(async () => {
  // A fixture of what `vite build` writes to dist/web.
  webDir = mkdtempSync(join(tmpdir(), 'kring-web-'));
  mkdirSync(join(webDir, 'assets'));
  mkdirSync(join(webDir, 'locales/nl'), { recursive: true });
  writeFileSync(join(webDir, 'index.html'), INDEX);
  writeFileSync(
    join(webDir, 'assets/index-B4x9k2Lq.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))});`,
  );
  writeFileSync(join(webDir, 'locales/nl/common.json'), JSON.stringify({ hallo: 'Hallo' }));
  writeFileSync(join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(webDir, 'sw.js'), `self.addEventListener('fetch', () => {});`);
  writeFileSync(
    join(webDir, 'manifest.webmanifest'),
    JSON.stringify({ name: 'Kring', start_url: '/events' }),
  );
  t = await createTestApp({ webDir });
  mkdirSync(t.config.uploadsDir, { recursive: true });
  writeFileSync(join(t.config.uploadsDir, 'foto.txt'), 'upload');
});

afterAll(async () => {
  await t?.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('SPA serving', () => {
  it('serves hashed assets for a year, immutable, compressed', async () => {
    const res = await t.app.inject({
      url: '/assets/index-B4x9k2Lq.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('revalidates index.html and translations on every load', async () => {
    const root = await t.app.inject({ url: '/', headers: html });
    expect(root.statusCode).toBe(200);
    expectShell(root.body, '/');
    expect(root.headers['cache-control']).toBe(NO_CACHE);
    const locale = await t.app.inject({ url: '/locales/nl/common.json' });
    expect(locale.statusCode).toBe(200);
    expect(locale.json()).toEqual({ hallo: 'Hallo' });
    expect(locale.headers['cache-control']).toBe(NO_CACHE);
  });

  it('falls back to index.html with 200 for any page path the browser asks for', async () => {
    for (const url of ['/events', '/events/dans?sort=name', '/organizations?q=bron', '/prijzen']) {
      const res = await t.app.inject({ url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toBe(NO_CACHE);
      expectShell(res.body, url);
    }
  });

  it('answers an unknown page path with the shell and 404, so the app shows its 404 page', async () => {
    for (const url of ['/bestaat/echt/niet', '/prijzen/a/b', '/dashboard/onbekend']) {
      const res = await t.app.inject({ url, headers: html });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expectShell(res.body, url);
    }
  });

  it('never falls back for API, health, uploads, assets, translations or unsafe methods', async () => {
    const api = await t.app.inject({ url: '/api/onbekend', headers: html });
    expect(api.statusCode).toBe(404);
    expect(api.json<{ error: { code: string } }>().error.code).toBe('not_found');
    for (const url of ['/uploads/ontbreekt.jpg', '/assets/oud-chunk.js', '/locales/xx/common.json']) {
      const res = await t.app.inject({ url, headers: html });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/application\/json/);
    }
    const post = await t.app.inject({ method: 'POST', url: '/events', headers: html });
    expect(post.statusCode).toBe(404);
  });

  it('serves uploads from the data dir', async () => {
    const res = await t.app.inject({ url: '/uploads/foto.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('upload');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the service worker revalidated, allowed to control the whole site, and the app manifest', async () => {
    const sw = await t.app.inject({ url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toMatch(/javascript/);
    expect(sw.headers['cache-control']).toBe(NO_CACHE);
    expect(sw.headers['service-worker-allowed']).toBe('/');
    const manifest = await t.app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe(NO_CACHE);
    expect(manifest.headers['service-worker-allowed']).toBeUndefined();
    expect(manifest.json()).toMatchObject({ start_url: '/events' });
  });

  it('caches other public files briefly', () => {
    expect(cacheControlFor('favicon.svg')).toBe('public, max-age=3600');
    expect(cacheControlFor('/assets/x.css')).toBe(IMMUTABLE);
    expect(cacheControlFor('sw.js')).toBe(NO_CACHE);
  });
});

describe('without a built SPA', () => {
  it('tells a browser how to build it, and the API keeps working', async () => {
    const bare = await createTestApp();
    try {
      const res = await bare.app.inject({ url: '/events', headers: html });
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain('npm run build');
      expect((await bare.app.inject({ url: '/api/events' })).statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});

describe('directories', () => {
  it('never lists or forbids a directory', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kring-web-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), INDEX);
    const app = await createTestApp({ webDir: dir });
    try {
      expect((await app.app.inject({ url: '/assets/', headers: html })).statusCode).toBe(404);
      expect((await app.app.inject({ url: '/assets' })).statusCode).toBe(404);
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
