import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDIRECTS, SCREENS } from '../../core/domain/screens';
import { type TestApp, createTestApp } from '../test/app';
import { insertEvent } from '../test/fixtures';

/**
 * Every route of spec §2 answers the app's HTML to plain HTTP clients (curl, fetch(), link-preview bots),
 * whatever their Accept header; an unknown page path answers the app's 404 page with status 404; only the
 * API answers JSON. Through a real listening server and fetch, as those clients reach it.
 */

const INDEX =
  '<!doctype html><html lang="nl"><head><title>Kring</title></head><body><div id="root"></div></body></html>';

let t: TestApp;
let webDir: string;
let base: string;
let event: { id: string; slug: string };

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'kring-web-'));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'index.html'), INDEX);
  t = await createTestApp({ webDir });
  event = await insertEvent(t.db);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await t?.close();
  rmSync(webDir, { recursive: true, force: true });
});

/** A concrete URL for a route pattern: the event pages get a real event, other parameters a sample slug. */
const concrete = (pattern: string): string =>
  pattern
    .replace(/^\/event\/:id$/, `/event/${event.id}`)
    .replace(/^\/evenement\/:eventSlug$/, `/evenement/${event.slug}`)
    .replace(/:[A-Za-z]+/g, 'voorbeeld-1');

const PATTERNS = [...SCREENS.flatMap((s) => s.paths), ...REDIRECTS.map((r) => r.from)];

/** What plain clients send: fetch()'s default, curl's, a JSON client's, and none at all. */
const ACCEPTS: readonly (string | null)[] = [null, '*/*', 'application/json', 'text/html'];

/**
 * A redirect is followed on this server as a client would follow it on PUBLIC_URL: /auth/google/callback is a
 * server route that ends on the login page.
 */
const get = async (url: string, accept: string | null): Promise<Response> => {
  const headers: Record<string, string> = accept === null ? {} : { accept };
  const res = await fetch(`${base}${url}`, { headers, redirect: 'manual' });
  const location = res.headers.get('location');
  if (res.status < 300 || res.status > 399 || !location) return res;
  const target = new URL(location, base);
  return fetch(`${base}${target.pathname}${target.search}`, { headers, redirect: 'manual' });
};

describe('pages answer every client', () => {
  it('covers every screen and alias of spec §2', () => {
    expect(PATTERNS).toContain('/prijzen');
    expect(PATTERNS).toContain('/help');
    expect(PATTERNS).toContain('/evenement/:eventSlug');
  });

  it.each(ACCEPTS)('answers every page route with HTML and 200 (Accept: %s)', async (accept) => {
    for (const url of PATTERNS.map(concrete)) {
      const res = await get(url, accept);
      expect(res.status, `${url} (${accept})`).toBe(200);
      expect(res.headers.get('content-type'), url).toMatch(/^text\/html/);
      expect(await res.text(), url).toContain('<div id="root"></div>');
    }
  });

  it.each(ACCEPTS)('answers an unknown page path with the 404 page (Accept: %s)', async (accept) => {
    for (const url of ['/bestaat-niet', '/prijzen/a/b', '/dashboard/onbekend/diep']) {
      const res = await get(url, accept);
      expect(res.status, url).toBe(404);
      expect(res.headers.get('content-type'), url).toMatch(/^text\/html/);
      expect(await res.text(), url).toContain('<div id="root"></div>');
    }
  });

  it('keeps JSON for the API and the machine endpoints', async () => {
    const api = await get('/api/bestaat-niet', '*/*');
    expect(api.status).toBe(404);
    expect(((await api.json()) as { error: { code: string } }).error.code).toBe('not_found');
    const health = await get('/healthz', null);
    expect(health.headers.get('content-type')).toMatch(/^application\/json/);
    const asset = await get('/assets/ontbreekt.js', '*/*');
    expect(asset.status).toBe(404);
    expect(asset.headers.get('content-type')).toMatch(/^application\/json/);
  });
});
