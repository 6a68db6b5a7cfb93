import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../test/app';
import { acceptedEncodings } from './buildAssets';
import { IMMUTABLE } from './spa';

let t: TestApp;
let webDir: string;
const SOURCE = `export const kring = ${JSON.stringify('kring '.repeat(500))};`;

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'kring-assets-'));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  writeFileSync(join(webDir, 'assets/page-D4x1.js'), SOURCE);
  writeFileSync(join(webDir, 'assets/page-D4x1.js.gz'), gzipSync(SOURCE));
  writeFileSync(join(webDir, 'assets/page-D4x1.js.map'), '{"version":3}');
  t = await createTestApp({ webDir });
});

afterAll(async () => {
  await t?.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('the build’s hashed files', () => {
  it('are sent with their type, a year of caching and their name as validator', async () => {
    const res = await t.app.inject({ url: '/assets/page-D4x1.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers.etag).toBe('"page-D4x1.js"');

    const again = await t.app.inject({
      url: '/assets/page-D4x1.js',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': '"page-D4x1.js"' },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const map = await t.app.inject({ url: '/assets/page-D4x1.js.map' });
    expect(map.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(map.json()).toEqual({ version: 3 });
  });

  it('send the plain file to a browser that refuses the stored encoding', async () => {
    const res = await t.app.inject({
      url: '/assets/page-D4x1.js',
      headers: { 'accept-encoding': 'gzip;q=0, br;q=0' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(SOURCE);
  });

  it('are never a directory, a dot file or a file outside assets/', async () => {
    writeFileSync(join(webDir, 'assets/.secret'), 'nee');
    for (const url of ['/assets/.secret', '/assets/..%2Findex.html', '/assets/ontbreekt.js']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('nee');
      expect(res.body, url).not.toContain('<!doctype');
    }
  });
});

describe('acceptedEncodings', () => {
  it('orders brotli before gzip and honours q=0 and the wildcard', () => {
    expect(acceptedEncodings('gzip, deflate, br')).toEqual(['br', 'gzip', 'identity']);
    expect(acceptedEncodings('gzip;q=0.5')).toEqual(['gzip', 'identity']);
    expect(acceptedEncodings('br;q=0, *')).toEqual(['gzip', 'identity']);
    expect(acceptedEncodings(undefined)).toEqual(['identity']);
  });
});
