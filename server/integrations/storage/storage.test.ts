import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { type IncomingMessage, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createLocalStorage, createS3Storage, createStorage } from './index';
import { contentTypeOfKey, isAppKey, isSafeKey } from './types';
import { parseListObjectsV2 } from './s3';

describe('local storage', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kring-storage-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes under the uploads dir, answers with the /uploads URL and deletes again', async () => {
    const storage = createLocalStorage(dir);
    const bytes = new Uint8Array([1, 2, 3, 4]);
    const { url } = await storage.put('avatars/u1/a.webp', bytes, 'image/webp');
    expect(url).toBe('/uploads/avatars/u1/a.webp');
    expect(storage.urlsOf('avatars/u1/a.webp')).toEqual([url]);
    expect(storage.location).toBe(dir);
    expect([...readFileSync(join(dir, 'avatars/u1/a.webp'))]).toEqual([1, 2, 3, 4]);
    expect(storage.keyOf(url)).toBe('avatars/u1/a.webp');
    expect(storage.keyOf('/media/seed/avatars/01.webp')).toBeNull();
    expect([...((await storage.get('avatars/u1/a.webp')) ?? [])]).toEqual([1, 2, 3, 4]);
    await storage.delete('avatars/u1/a.webp');
    expect(existsSync(join(dir, 'avatars/u1/a.webp'))).toBe(false);
    expect(await storage.get('avatars/u1/a.webp')).toBeNull();
    // Deleting what is not there is fine.
    await storage.delete('avatars/u1/a.webp');
  });

  it('refuses keys that could leave the directory', async () => {
    const storage = createLocalStorage(dir);
    for (const key of ['../x', '/etc/passwd', 'a/../../b', 'a//b', '']) expect(isSafeKey(key)).toBe(false);
    await expect(storage.put('../escape.txt', new Uint8Array([1]), 'text/plain')).rejects.toThrow();
    expect(storage.keyOf('/uploads/../secret')).toBeNull();
  });

  it('lists keys in order, page by page, and by prefix', async () => {
    const listDir = mkdtempSync(join(tmpdir(), 'kring-storage-list-'));
    const storage = createLocalStorage(listDir);
    for (const key of ['b/2.webp', 'a/1.webp', 'a-x/3.webp', 'c.txt']) {
      await storage.put(key, new Uint8Array(key.length), 'image/webp');
    }
    const first = await storage.list({ limit: 3 });
    expect(first.files.map((f) => f.key)).toEqual(['a-x/3.webp', 'a/1.webp', 'b/2.webp']);
    expect(first.files[0]!.sizeBytes).toBe(10);
    expect(first.files[0]!.lastModified).toBeInstanceOf(Date);
    const second = await storage.list({ limit: 3, cursor: first.nextCursor });
    expect(second).toMatchObject({ files: [{ key: 'c.txt' }], nextCursor: null });
    expect((await storage.list({ limit: 10, prefix: 'a/1.webp' })).files.map((f) => f.key)).toEqual([
      'a/1.webp',
    ]);
    expect(storage.urlOf('a/1.webp')).toBe('/uploads/a/1.webp');
    expect(await createLocalStorage(join(listDir, 'none')).list({ limit: 5 })).toEqual({
      files: [],
      nextCursor: null,
    });
    rmSync(listDir, { recursive: true, force: true });
  });
});

const LIST_PAGE_1 = `<?xml version="1.0" encoding="UTF-8"?>
<ListBucketResult><Name>kring-uploads</Name><IsTruncated>true</IsTruncated>
<Contents><Key>avatars/u1/a.webp</Key><LastModified>2026-01-02T03:04:05.000Z</LastModified><Size>123</Size></Contents>
<NextContinuationToken>next&amp;1</NextContinuationToken></ListBucketResult>`;
const LIST_PAGE_2 = `<ListBucketResult><IsTruncated>false</IsTruncated>
<Contents><Key>events/u1/b.webp</Key><LastModified>2026-01-03T00:00:00.000Z</LastModified><Size>7</Size></Contents>
</ListBucketResult>`;

type Recorded = { method: string; url: string; headers: IncomingMessage['headers']; body: Buffer };

describe('S3 storage (against a local HTTP server)', () => {
  let server: Server;
  let endpoint: string;
  const requests: Recorded[] = [];
  const objects = new Map<string, Buffer>();

  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        requests.push({
          method: req.method ?? '',
          url: req.url ?? '',
          headers: req.headers,
          body: Buffer.concat(chunks),
        });
        if (req.method === 'PUT') objects.set(req.url ?? '', Buffer.concat(chunks));
        if (req.method === 'GET' && !req.url?.includes('?')) {
          // GetObject: what a PUT stored, else 404.
          const object = objects.get(req.url ?? '');
          res.statusCode = object ? 200 : 404;
          res.end(object);
          return;
        }
        if (req.method === 'GET') {
          // ListObjectsV2: two pages, the second after the continuation token.
          const token = new URL(req.url ?? '/', 'http://x').searchParams.get('continuation-token');
          res.end(token === 'next&1' ? LIST_PAGE_2 : LIST_PAGE_1);
          return;
        }
        res.statusCode = req.url?.includes('missing') ? 404 : req.method === 'DELETE' ? 204 : 200;
        res.end();
      });
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it('sends a SigV4-signed PUT with the bytes and content type, path-style on the endpoint', async () => {
    const storage = createS3Storage({
      bucket: 'kring-uploads',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret-example',
      region: 'eu-west-1',
      endpoint,
    });
    const { url } = await storage.put('avatars/u1/b.webp', new Uint8Array([9, 8, 7]), 'image/webp');
    // The same URL as on local storage: the server answers it (server/http/uploads.ts).
    expect(url).toBe('/uploads/avatars/u1/b.webp');
    expect(storage.keyOf(url)).toBe('avatars/u1/b.webp');
    expect(storage.urlOf('avatars/u1/b.webp')).toBe(url);

    const put = requests.at(-1)!;
    expect(put.method).toBe('PUT');
    expect(put.url).toBe('/kring-uploads/avatars/u1/b.webp');
    expect([...put.body]).toEqual([9, 8, 7]);
    expect(put.headers['content-type']).toBe('image/webp');
    expect(put.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-west-1\/s3\/aws4_request, SignedHeaders=[^,]*host[^,]*, Signature=[0-9a-f]{64}$/,
    );
    expect(put.headers['x-amz-date']).toMatch(/^\d{8}T\d{6}Z$/);
    expect(put.headers['x-amz-content-sha256']).toMatch(/^[0-9a-f]{64}$|^UNSIGNED-PAYLOAD$/);
  });

  it('reads an object back with a signed GET, null when the bucket has none', async () => {
    const storage = createS3Storage({
      bucket: 'kring-uploads',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret-example',
      endpoint,
    });
    await storage.put('events/u1/c.webp', new Uint8Array([5, 6]), 'image/webp');
    expect([...((await storage.get('events/u1/c.webp')) ?? [])]).toEqual([5, 6]);
    expect(requests.at(-1)).toMatchObject({ method: 'GET', url: '/kring-uploads/events/u1/c.webp' });
    expect(requests.at(-1)!.headers.authorization).toContain('/us-east-1/s3/aws4_request');
    expect(await storage.get('events/u1/none.webp')).toBeNull();
  });

  it('deletes with a signed DELETE and treats a missing object as gone', async () => {
    const storage = createS3Storage({
      bucket: 'kring-uploads',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret-example',
      endpoint,
    });
    await storage.delete('avatars/u1/b.webp');
    expect(requests.at(-1)).toMatchObject({ method: 'DELETE', url: '/kring-uploads/avatars/u1/b.webp' });
    expect(requests.at(-1)!.headers.authorization).toContain('/us-east-1/s3/aws4_request');
    await storage.delete('avatars/missing.webp');
  });

  it('lists the bucket with signed ListObjectsV2 calls, following the continuation token', async () => {
    const storage = createS3Storage({
      bucket: 'kring-uploads',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret-example',
      endpoint,
    });
    const first = await storage.list({ limit: 5000 });
    const call = requests.at(-1)!;
    expect(call.method).toBe('GET');
    const params = new URL(call.url, 'http://x').searchParams;
    expect(params.get('list-type')).toBe('2');
    expect(params.get('max-keys')).toBe('1000');
    expect(call.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 /);
    expect(first.files).toEqual([
      { key: 'avatars/u1/a.webp', sizeBytes: 123, lastModified: new Date('2026-01-02T03:04:05.000Z') },
    ]);
    expect(first.nextCursor).toBe('next&1');
    const second = await storage.list({ limit: 10, cursor: first.nextCursor });
    expect(new URL(requests.at(-1)!.url, 'http://x').searchParams.get('continuation-token')).toBe('next&1');
    expect(second).toEqual({
      files: [{ key: 'events/u1/b.webp', sizeBytes: 7, lastModified: new Date('2026-01-03T00:00:00.000Z') }],
      nextCursor: null,
    });
    expect(storage.urlOf('avatars/u1/a.webp')).toBe('/uploads/avatars/u1/a.webp');
    expect(
      parseListObjectsV2('<ListBucketResult><IsTruncated>false</IsTruncated></ListBucketResult>'),
    ).toEqual({
      files: [],
      nextCursor: null,
    });
  });

  it('knows the bucket URLs rows saved before /uploads/ on S3, and still finds their files in use', () => {
    const storage = createS3Storage({
      bucket: 'kring-uploads',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret-example',
      endpoint: `${endpoint}/`,
    });
    const bucketUrl = `${endpoint}/kring-uploads/events/u1/c.webp`;
    expect(storage.location).toBe(`${endpoint}/kring-uploads`);
    expect(storage.keyOf(bucketUrl)).toBe('events/u1/c.webp');
    expect(storage.keyOf('/uploads/events/u1/c.webp')).toBe('events/u1/c.webp');
    expect(storage.urlsOf('events/u1/c.webp')).toEqual(['/uploads/events/u1/c.webp', bucketUrl]);
    for (const url of [
      `${endpoint}/kring-uploads/../secret`,
      `${endpoint}/kring-uploads/a%E0%A4%A`,
      `${endpoint}/other-bucket/events/u1/c.webp`,
      '/uploads/../secret',
      '/media/seed/avatars/01.webp',
      'https://example.com/uploads/a.webp',
    ]) {
      expect(storage.keyOf(url), url).toBeNull();
    }
    // On AWS the bucket URL is virtual-hosted.
    const aws = createS3Storage({
      bucket: 'kring',
      accessKeyId: 'k',
      secretAccessKey: 's',
      region: 'eu-west-1',
    });
    expect(aws.keyOf('https://kring.s3.eu-west-1.amazonaws.com/avatars/u1/a.webp')).toBe('avatars/u1/a.webp');
    expect(aws.urlOf('avatars/u1/a.webp')).toBe('/uploads/avatars/u1/a.webp');
  });

  it('fails loudly when the bucket refuses the upload', async () => {
    const storage = createS3Storage({
      bucket: 'kring-uploads',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret-example',
      endpoint,
    });
    await expect(storage.put('missing/c.webp', new Uint8Array([1]), 'image/webp')).rejects.toThrow(/404/);
  });
});

describe('keys', () => {
  it('knows the app folders and a content type by extension', () => {
    expect(isAppKey('events/u1/a.webp')).toBe(true);
    expect(isAppKey('backups/db.dump')).toBe(false);
    expect(isAppKey('events')).toBe(false);
    expect(contentTypeOfKey('events/u1/a.WEBP')).toBe('image/webp');
    expect(contentTypeOfKey('events/u1/a.png')).toBe('image/png');
    expect(contentTypeOfKey('events/u1.webp/README')).toBe('application/octet-stream');
  });
});

describe('createStorage', () => {
  it('uses S3 only when the bucket and its keys are configured', () => {
    expect(createStorage(loadConfig({ DATA_DIR: '/tmp/kring-x' })).kind).toBe('local');
    const s3 = loadConfig({
      DATA_DIR: '/tmp/kring-x',
      S3_BUCKET: 'b',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
    });
    expect(createStorage(s3).kind).toBe('s3');
  });
});
