import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
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
  writeFileSync(join(webDir, 'assets/many-M3n.js'), 'export const many = 8;');
  writeFileSync(join(webDir, 'assets/logo@2x-Q7z.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(join(webDir, 'assets/both-K2p.css'), `body{}${' '.repeat(2000)}`);
  writeFileSync(join(webDir, 'assets/both-K2p.css.gz'), gzipSync(`body{}${' '.repeat(2000)}`));
  writeFileSync(join(webDir, 'assets/both-K2p.css.br'), brotliCompressSync(`body{}${' '.repeat(2000)}`));
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
    expect(res.headers['content-type']).toMatch(/^application\/javascript; charset=utf-8$/);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers.etag).toBe('W/"page-D4x1.js"');

    for (const tag of ['W/"page-D4x1.js"', '"page-D4x1.js"', '"other", W/"page-D4x1.js"', '*']) {
      const again = await t.app.inject({
        url: '/assets/page-D4x1.js',
        headers: { 'accept-encoding': 'gzip', 'if-none-match': tag },
      });
      expect(again.statusCode, tag).toBe(304);
      expect(again.body).toBe('');
    }
    const changed = await t.app.inject({ url: '/assets/page-D4x1.js', headers: { 'if-none-match': '"x"' } });
    expect(changed.statusCode).toBe(200);

    const head = await t.app.inject({ method: 'HEAD', url: '/assets/page-D4x1.js' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['cache-control']).toBe(IMMUTABLE);

    const image = await t.app.inject({ url: '/assets/logo@2x-Q7z.png' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');

    const map = await t.app.inject({ url: '/assets/page-D4x1.js.map' });
    expect(map.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(map.json()).toEqual({ version: 3 });
  });

  it('send brotli before gzip, and what is stored when a browser asks for more', async () => {
    const br = await t.app.inject({
      url: '/assets/both-K2p.css',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/css; charset=utf-8');
    // page-D4x1.js has no .br: gzip instead.
    const gz = await t.app.inject({
      url: '/assets/page-D4x1.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
  });

  it('answer many browsers asking at once for a file not yet kept', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.app.inject({ url: '/assets/many-M3n.js', headers: { 'accept-encoding': 'br, gzip' } }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => a.body))).toEqual(new Set(['export const many = 8;']));
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
