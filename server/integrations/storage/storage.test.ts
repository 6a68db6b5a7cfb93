import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { type IncomingMessage, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createLocalStorage, createS3Storage, createStorage } from './index';
import { isSafeKey } from './types';

describe('local storage', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kring-storage-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes under the uploads dir, answers with the /uploads URL and deletes again', async () => {
    const storage = createLocalStorage(dir);
    const bytes = new Uint8Array([1, 2, 3, 4]);
    const { url } = await storage.put('avatars/u1/a.webp', bytes, 'image/webp');
    expect(url).toBe('/uploads/avatars/u1/a.webp');
    expect([...readFileSync(join(dir, 'avatars/u1/a.webp'))]).toEqual([1, 2, 3, 4]);
    expect(storage.keyOf(url)).toBe('avatars/u1/a.webp');
    expect(storage.keyOf('/media/seed/avatars/01.webp')).toBeNull();
    await storage.delete('avatars/u1/a.webp');
    expect(existsSync(join(dir, 'avatars/u1/a.webp'))).toBe(false);
    // Deleting what is not there is fine.
    await storage.delete('avatars/u1/a.webp');
  });

  it('refuses keys that could leave the directory', async () => {
    const storage = createLocalStorage(dir);
    for (const key of ['../x', '/etc/passwd', 'a/../../b', 'a//b', '']) expect(isSafeKey(key)).toBe(false);
    await expect(storage.put('../escape.txt', new Uint8Array([1]), 'text/plain')).rejects.toThrow();
    expect(storage.keyOf('/uploads/../secret')).toBeNull();
  });
});

type Recorded = { method: string; url: string; headers: IncomingMessage['headers']; body: Buffer };

describe('S3 storage (against a local HTTP server)', () => {
  let server: Server;
  let endpoint: string;
  const requests: Recorded[] = [];

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
    expect(url).toBe(`${endpoint}/kring-uploads/avatars/u1/b.webp`);
    expect(storage.keyOf(url)).toBe('avatars/u1/b.webp');
    expect(storage.keyOf('/uploads/avatars/u1/b.webp')).toBeNull();

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
