import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageVariantUrl } from '../../core/domain/images';
import { createLocalStorage } from '../integrations/storage';
import { type TestApp, createTestApp } from '../test/app';
import { pickImageFormat } from './imageVariants';

/** A 1200 × 675 picture (the demo media's size): solid colour, enough for sharp to resize and encode. */
const picture = (): Promise<Buffer> =>
  sharp({ create: { width: 1200, height: 675, channels: 3, background: '#6a9777' } })
    .webp()
    .toBuffer();

const AVIF_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const WEBP_ACCEPT = 'image/webp,*/*';
const SEED = '/media/seed/events/01.webp';

let t: TestApp;
let webDir: string;
let uploadUrl: string;

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'kring-img-web-'));
  mkdirSync(join(webDir, 'media', 'seed', 'events'), { recursive: true });
  writeFileSync(join(webDir, 'media', 'seed', 'events', '01.webp'), await picture());
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  t = await createTestApp({ webDir });
  // An upload as the upload routes store it: through the local storage adapter under $DATA_DIR/uploads.
  ({ url: uploadUrl } = await createLocalStorage(t.config.uploadsDir).put(
    'events/u1/AbCdEfGhIjKl.webp',
    await picture(),
    'image/webp',
  ));
});

afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string, accept?: string) =>
  t.app.inject({ method: 'GET', url, headers: accept ? { accept } : {} });

describe('GET /img/{width}', () => {
  it('answers AVIF to a browser that accepts it, resized to the width, cached for a week', async () => {
    const res = await get(imageVariantUrl(SEED, 640), AVIF_ACCEPT);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/avif');
    expect(res.headers['cache-control']).toBe('public, max-age=604800');
    expect(res.headers.vary).toContain('Accept');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('heif');
    expect([meta.width, meta.height]).toEqual([640, 360]);
  });

  it('answers WebP without AVIF in Accept, and JPEG without either', async () => {
    const webp = await get(imageVariantUrl(SEED, 320), WEBP_ACCEPT);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect((await sharp(webp.rawPayload).metadata()).format).toBe('webp');
    const jpeg = await get(imageVariantUrl(SEED, 320), '*/*');
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(jpeg.rawPayload).metadata()).format).toBe('jpeg');
  });

  it('serves an upload with a year of immutable caching, and never enlarges', async () => {
    const res = await get(imageVariantUrl(uploadUrl, 1600), WEBP_ACCEPT);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(1200);
  });

  it('keeps a made variant: the second answer is the same bytes from the cache', async () => {
    const first = await get(imageVariantUrl(uploadUrl, 480), AVIF_ACCEPT);
    const cached = createLocalStorage(join(t.config.dataDir, 'image-variants'));
    expect(await cached.get('avif/480/uploads/events/u1/AbCdEfGhIjKl.webp')).not.toBeNull();
    const second = await get(imageVariantUrl(uploadUrl, 480), AVIF_ACCEPT);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it.each([
    ['a width off the fixed list', `/img/641?src=${encodeURIComponent(SEED)}`],
    ['a width that is no number', `/img/abc?src=${encodeURIComponent(SEED)}`],
    ['a missing demo file', imageVariantUrl('/media/seed/events/99.webp', 640)],
    ['a missing upload', imageVariantUrl('/uploads/events/u1/gone.webp', 640)],
    ['a foreign host', `/img/640?src=${encodeURIComponent('https://example.com/a.webp')}`],
    ['a path out of the media folder', `/img/640?src=${encodeURIComponent('/media/../index.html')}`],
  ])('answers 404 image_not_found for %s', async (_case, url) => {
    const res = await get(url, AVIF_ACCEPT);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'image_not_found' } });
  });

  it('answers 400 without a source', async () => {
    const res = await get('/img/640', AVIF_ACCEPT);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'validation_failed' } });
  });
});

describe('pickImageFormat', () => {
  it('prefers AVIF, then WebP, then JPEG', () => {
    expect(pickImageFormat(AVIF_ACCEPT)).toBe('avif');
    expect(pickImageFormat('image/webp,*/*')).toBe('webp');
    expect(pickImageFormat('*/*')).toBe('jpeg');
    expect(pickImageFormat(undefined)).toBe('jpeg');
  });
});
