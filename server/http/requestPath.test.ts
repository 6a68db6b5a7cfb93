import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../test/app';
import { isApiPath, requestPath } from './errors';
import { createReadiness } from './health';

/**
 * Decisions about a request (API or page, ready or not) are made on the path the router matches, never on
 * the raw URL: `/%61pi/…` reaches the /api routes, so it must be treated as /api everywhere (issue 9).
 */
describe('requestPath', () => {
  it.each([
    ['/api/events?q=x', '/api/events'],
    ['/%61pi/me/privacy', '/api/me/privacy'],
    ['/ap%69/events', '/api/events'],
    ['//api//events', '/api/events'],
    ['/evenement/caf%C3%A9', '/evenement/café'],
    // A malformed escape stays as it is (the router refuses it with bad_request).
    ['/api/%E0%A4%A', '/api/%E0%A4%A'],
  ])('%s → %s', (url, path) => {
    expect(requestPath(url)).toBe(path);
  });

  it('recognises escaped API paths', () => {
    for (const url of ['/api', '/api?x=1', '/%61pi/x', '/ap%69', '/%61%70%69/me'])
      expect(isApiPath(url), url).toBe(true);
    for (const url of ['/apix', '/events', '/%62pi/x', '/']) expect(isApiPath(url), url).toBe(false);
  });
});

describe('escaped paths in the app', () => {
  let t: TestApp;
  let webDir: string;
  const html = { accept: 'text/html' };

  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'kring-web-'));
    writeFileSync(
      join(webDir, 'index.html'),
      '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
    );
    t = await createTestApp({ webDir });
  });

  afterAll(async () => {
    await t?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('answers an unknown escaped API path with the API 404, not the page shell', async () => {
    for (const url of ['/%61pi/bestaat-niet', '/ap%69/bestaat-niet']) {
      const res = await t.app.inject({ url, headers: html });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({
        error: { code: 'not_found', message: 'Deze API-route bestaat niet.' },
      });
    }
    // A page path still gets the shell.
    expect((await t.app.inject({ url: '/prijzen', headers: html })).statusCode).toBe(200);
  });

  it('keeps escaped API paths waiting while the server starts', async () => {
    const readiness = createReadiness(false);
    const starting = await createTestApp({ readiness });
    try {
      for (const url of ['/api/events', '/%61pi/events', '/ap%69/categories']) {
        const res = await starting.app.inject({ url });
        expect(res.statusCode, url).toBe(503);
        expect(res.json().error.code, url).toBe('not_ready');
      }
    } finally {
      await starting.close();
    }
  });
});
