import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../test/app';

/** The build writes .br/.gz next to each asset (scripts/vitePrecompress.ts); the server sends those files. */
let t: TestApp;
let webDir: string;
const SOURCE = `console.log(${JSON.stringify('kring '.repeat(2000))});`;
// Marker bytes that on-the-fly compression would never produce: proves the stored file is what is sent.
const STORED_BR = brotliCompressSync(Buffer.from(`${SOURCE}/*stored-br*/`));

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'kring-web-'));
  mkdirSync(join(webDir, 'assets'));
  const shell = `<!doctype html><html><head><title>Kring</title></head><body>${'<p>Kring</p>'.repeat(200)}</body></html>`;
  writeFileSync(join(webDir, 'index.html'), shell);
  writeFileSync(join(webDir, 'index.html.br'), brotliCompressSync(Buffer.from(shell)));
  writeFileSync(join(webDir, 'assets/app-Cq1x.js'), SOURCE);
  writeFileSync(join(webDir, 'assets/app-Cq1x.js.br'), STORED_BR);
  writeFileSync(join(webDir, 'assets/app-Cq1x.js.gz'), gzipSync(SOURCE, { level: 9 }));
  t = await createTestApp({ webDir });
});

afterAll(async () => {
  await t?.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('precompressed assets', () => {
  it('sends the stored brotli file when the browser accepts br, the gzip file otherwise, plain without', async () => {
    const br = await t.app.inject({ url: '/assets/app-Cq1x.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(`${SOURCE}/*stored-br*/`);

    const gz = await t.app.inject({ url: '/assets/app-Cq1x.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(Number(gz.headers['content-length'])).toBe(gzipSync(SOURCE, { level: 9 }).length);

    const plain = await t.app.inject({
      url: '/assets/app-Cq1x.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SOURCE);
  });

  it('keeps the shell revalidated also when its precompressed copy is sent', async () => {
    const res = await t.app.inject({ url: '/index.html', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
