import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageVariantUrl } from '../../core/domain/images';
import type { StorageSummary, StoredFilePage } from '../../core/schemas/storage';
import { profiles, users } from '../db/schema';
import { createS3Storage } from '../integrations/storage';
import { ADMIN_EMAIL, PARTICIPANT_EMAIL, createSignedInTestApp } from '../test/accounts';
import type { TestApp } from '../test/app';
import { type FakeS3, startFakeS3 } from '../test/fakeS3';
import { callAs, multipartFile } from '../test/http';
import { UPLOADS_CACHE_CONTROL, etagMatches } from './uploads';

/**
 * Uploads on S3 (issue 17): an app configured for a bucket (a local stand-in, test/fakeS3.ts) hands out
 * `/uploads/<key>` as local storage does, answers those URLs through the adapter and makes their image variants.
 */

let s3: FakeS3;
let t: TestApp;
let admin: string;
let participant: string;
let participantId: string;

const png = (width: number, height: number): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: '#4d7c6f' } })
    .png()
    .toBuffer();

const uploadAvatar = async (bytes: Buffer) => {
  const { payload, headers } = multipartFile(bytes, 'image/png');
  const res = await callAs(t, participant, 'POST', '/api/me/avatar', payload, { headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ avatarUrl: string }>().avatarUrl;
};

beforeAll(async () => {
  s3 = await startFakeS3();
  ({ t, admin, participant } = await createSignedInTestApp(
    { admin: ADMIN_EMAIL, participant: PARTICIPANT_EMAIL },
    {
      env: {
        S3_BUCKET: s3.bucket,
        S3_ENDPOINT: s3.endpoint,
        S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
        S3_SECRET_ACCESS_KEY: 'secret-example',
      },
    },
  ));
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, PARTICIPANT_EMAIL));
  participantId = row!.id;
}, 120_000);

afterAll(async () => {
  await t?.close();
  await s3?.close();
});

describe('uploads on S3', () => {
  it('stores an upload in the bucket under an /uploads URL and serves it like a local upload', async () => {
    const url = await uploadAvatar(await png(400, 400));
    expect(url).toMatch(/^\/uploads\/avatars\/[0-9a-f-]+\/[\w-]+\.webp$/);
    const stored = s3.objects.get(url.slice('/uploads/'.length));
    expect(stored).toBeDefined();

    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(stored!)).toBe(true);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe(UPLOADS_CACHE_CONTROL);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
    expect(head.headers.etag).toBe(etag);
    expect(head.body).toBe('');
  });

  it('makes image variants of an original in the bucket', async () => {
    const storage = createS3Storage({
      bucket: s3.bucket,
      endpoint: s3.endpoint,
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret-example',
    });
    const { url } = await storage.put('events/u1/AbCdEfGhIjKl.png', await png(1200, 675), 'image/png');
    expect(url).toBe('/uploads/events/u1/AbCdEfGhIjKl.png');
    expect((await t.app.inject({ method: 'GET', url })).headers['content-type']).toBe('image/png');

    const res = await t.app.inject({
      method: 'GET',
      url: imageVariantUrl(url, 640),
      headers: { accept: 'image/webp,*/*' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 640, 360]);
  });

  it('answers a missing or unsafe key, or one outside the app folders, with the JSON 404', async () => {
    // A shared bucket's other objects stay private.
    s3.objects.set('backups/db.dump', Buffer.from('geheim'));
    for (const url of [
      '/uploads/events/u1/ontbreekt.webp',
      '/uploads/events/u1/a%20b.webp',
      '/uploads/',
      '/uploads/backups/db.dump',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.json(), url).toMatchObject({ error: { code: 'not_found' } });
    }
    const variant = await t.app.inject({
      method: 'GET',
      url: imageVariantUrl('/uploads/events/u1/ontbreekt.webp', 640),
    });
    expect(variant.statusCode).toBe(404);
    expect(variant.json()).toMatchObject({ error: { code: 'image_not_found' } });
  });

  it('keeps a row saved with the bucket URL in use, and deletes its file when it is replaced', async () => {
    const key = `avatars/${participantId}/oud.webp`;
    s3.objects.set(
      key,
      await sharp(await png(256, 256))
        .webp()
        .toBuffer(),
    );
    const bucketUrl = `${s3.endpoint}/${s3.bucket}/${key}`;
    await t.db.update(users).set({ image: bucketUrl }).where(eq(users.id, participantId));
    await t.db.update(profiles).set({ avatarUrl: bucketUrl }).where(eq(profiles.id, participantId));

    const files = (
      await callAs(t, admin, 'GET', '/api/admin/storage/files?limit=100')
    ).json<StoredFilePage>();
    const file = files.items.find((f) => f.key === key);
    expect(file).toMatchObject({ url: `/uploads/${key}`, orphan: false });
    expect(file?.usedBy.length).toBeGreaterThan(0);
    const summary = (await callAs(t, admin, 'GET', '/api/admin/storage/summary')).json<StorageSummary>();
    expect(summary.backend).toEqual({ kind: 's3', location: `${s3.endpoint}/${s3.bucket}` });

    await uploadAvatar(await png(300, 300));
    expect(s3.objects.has(key)).toBe(false);
  });
});

describe('etagMatches', () => {
  it('compares If-None-Match as a list, weakly, with * for anything', () => {
    expect(etagMatches('"a"', '"a"')).toBe(true);
    expect(etagMatches('W/"b", "a"', '"a"')).toBe(true);
    expect(etagMatches('W/"a"', '"a"')).toBe(true);
    expect(etagMatches('*', '"a"')).toBe(true);
    expect(etagMatches('"b"', '"a"')).toBe(false);
    expect(etagMatches(undefined, '"a"')).toBe(false);
  });
});
