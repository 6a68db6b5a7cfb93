import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../test/app';
import { createReadiness } from './health';
import { contentSecurityPolicy, tileSourceFromTemplate } from './security';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

describe('health', () => {
  it('answers /healthz and /readyz when ready', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('is live but not ready until migrations and seed are done; the API waits too', async () => {
    const readiness = createReadiness(false);
    const starting = await createTestApp({ readiness });
    try {
      expect((await starting.app.inject({ url: '/healthz' })).statusCode).toBe(200);
      const notReady = await starting.app.inject({ url: '/readyz' });
      expect(notReady.statusCode).toBe(503);
      expect(notReady.json()).toEqual({
        error: {
          code: 'not_ready',
          message: 'De server start nog op. Probeer het over een paar seconden opnieuw.',
        },
      });
      expect((await starting.app.inject({ url: '/api/events' })).statusCode).toBe(503);

      readiness.markReady();
      expect((await starting.app.inject({ url: '/readyz' })).statusCode).toBe(200);
      expect((await starting.app.inject({ url: '/api/events' })).statusCode).toBe(200);
    } finally {
      await starting.close();
    }
  });
});

describe('errors', () => {
  it('answers unknown API paths with the JSON 404 envelope', async () => {
    for (const [method, url] of [
      ['GET', '/api/bestaat-niet'],
      ['POST', '/api/events'],
      ['GET', '/api'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Deze API-route bestaat niet.' } });
    }
  });

  it('turns malformed JSON into a 400 envelope in Dutch', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'validation_failed', message: 'Controleer de ingevulde gegevens.' },
    });
  });

  it('keeps the envelope for an unsupported content type, with its own code', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json<{ error: { code: string } }>().error.code).toBe('unsupported_media_type');
  });
});

describe('OpenAPI', () => {
  it('documents every route with its schemas', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{
      openapi: string;
      paths: Record<string, Record<string, { parameters?: { name: string }[] }>>;
    }>();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/events',
      '/api/categories',
      '/api/roadmap',
      '/api/site/stats',
      '/api/contact',
      '/healthz',
      '/readyz',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    expect(doc.paths['/api/contact']).toHaveProperty('post');
    expect(doc.paths['/api/events']?.get?.parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining(['page', 'pageSize', 'mainType', 'sort']),
    );
  });

  it('serves the UI at /api/docs', async () => {
    const res = await t.app.inject({ url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('swagger');
  });
});

describe('security and compression', () => {
  it('sends a CSP that allows the SPA and the map tiles, plus the other helmet headers', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('compresses responses over 1 KB and leaves small ones alone', async () => {
    const big = await t.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(big.rawPayload).toString('utf8'))).toHaveProperty('openapi');
    const br = await t.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    const small = await t.app.inject({ url: '/healthz', headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('CSP helpers', () => {
  it('derives the tile source from MAP_TILE_URL templates', () => {
    expect(tileSourceFromTemplate('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://tile.openstreetmap.org',
    );
    expect(tileSourceFromTemplate('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe(
      'https://*.tile.example.org',
    );
    expect(tileSourceFromTemplate('https://tiles.{s}.example.org/{z}/{x}/{y}.png')).toBe(
      'https://*.example.org',
    );
    expect(tileSourceFromTemplate('/tiles/{z}/{x}/{y}.png')).toBeNull();
  });

  it('upgrades insecure requests only when PUBLIC_URL is https', () => {
    const tiles = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
    expect(
      contentSecurityPolicy({ mapTileUrl: tiles, publicUrl: 'https://kring.nl' }).directives,
    ).toHaveProperty('upgradeInsecureRequests');
    expect(
      contentSecurityPolicy({ mapTileUrl: tiles, publicUrl: 'http://localhost:3000' }).directives,
    ).not.toHaveProperty('upgradeInsecureRequests');
  });
});
