import { AwsClient } from 'aws4fetch';
import {
  type Storage,
  type StoredFile,
  assertSafeKey,
  clampListLimit,
  isSafeKey,
  uploadsKeyOf,
  uploadsUrlOf,
} from './types';

export type S3StorageOptions = {
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Default us-east-1 (what most S3-compatible services accept). */
  region?: string | undefined;
  /** S3-compatible endpoint (MinIO, R2, …): path-style URLs `<endpoint>/<bucket>/<key>`. */
  endpoint?: string | undefined;
  /** Tests pass a recording fetch; production uses the global one. */
  fetch?: typeof fetch;
};

const encodeKey = (key: string): string => key.split('/').map(encodeURIComponent).join('/');

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescapeXml = (text: string): string =>
  text.replace(/&(amp|lt|gt|quot|apos);/g, (_m, name: string) => XML_ENTITIES[name] ?? '');
const tagOf = (xml: string, tag: string): string | null => {
  const match = new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`).exec(xml);
  return match?.[1] === undefined ? null : unescapeXml(match[1]);
};

/** A ListObjectsV2 answer → its files (Key, Size, LastModified) and the continuation token, if truncated. */
export const parseListObjectsV2 = (xml: string): { files: StoredFile[]; nextCursor: string | null } => {
  const files: StoredFile[] = [];
  for (const [, body = ''] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
    const key = tagOf(body, 'Key');
    if (!key || !isSafeKey(key)) continue;
    files.push({
      key,
      sizeBytes: Number(tagOf(body, 'Size') ?? 0),
      lastModified: new Date(tagOf(body, 'LastModified') ?? 0),
    });
  }
  const truncated = tagOf(xml, 'IsTruncated') === 'true';
  return { files, nextCursor: truncated ? tagOf(xml, 'NextContinuationToken') : null };
};

/** The bucket's base URL: path-style on a custom endpoint, virtual-hosted style on AWS. */
export const s3BaseUrl = (options: Pick<S3StorageOptions, 'bucket' | 'region' | 'endpoint'>): string => {
  if (options.endpoint) return `${options.endpoint.replace(/\/+$/, '')}/${options.bucket}`;
  return `https://${options.bucket}.s3.${options.region ?? 'us-east-1'}.amazonaws.com`;
};

/**
 * Uploads in an S3(-compatible) bucket, signed with SigV4 by aws4fetch. Their URLs are `/uploads/<key>`, as on
 * local storage, answered by the server through `get` (server/http/uploads.ts): the same image variants and
 * CSP for both, and the bucket need not be public. Rows saved before hold the bucket URL (`<base>/<key>`):
 * `keyOf` still knows them, so replacing or deleting such a file works.
 */
export const createS3Storage = (options: S3StorageOptions): Storage => {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    service: 's3',
    region: options.region ?? 'us-east-1',
    // A failed upload is reported to the user at once; no silent retry loop.
    retries: 0,
  });
  const base = s3BaseUrl(options);
  /** The key behind a bucket URL (what `put` answered before uploads were served at /uploads/). */
  const bucketKeyOf = (url: string): string | null => {
    if (!url.startsWith(`${base}/`)) return null;
    let key: string;
    try {
      key = decodeURIComponent(url.slice(base.length + 1));
    } catch {
      // A malformed escape (`%E0%A4%A`) is no URL this storage handed out.
      return null;
    }
    return isSafeKey(key) ? key : null;
  };
  const doFetch = options.fetch ?? fetch;
  const send = async (
    method: 'GET' | 'PUT' | 'DELETE',
    key: string,
    init: RequestInit = {},
  ): Promise<Response> => {
    assertSafeKey(key);
    const signed = await client.sign(`${base}/${encodeKey(key)}`, { method, ...init });
    return doFetch(signed);
  };
  return {
    kind: 's3',
    location: base,
    put: async (key, bytes, contentType) => {
      const response = await send('PUT', key, {
        // A copy on a plain ArrayBuffer: what fetch's BodyInit accepts whatever backs the input.
        body: new Uint8Array(bytes),
        headers: {
          'content-type': contentType,
          // Keys are random per upload, so the object never changes under its URL.
          'cache-control': 'public, max-age=31536000, immutable',
        },
      });
      if (!response.ok) throw new Error(`S3 PUT ${key} failed with ${response.status}`);
      return { url: uploadsUrlOf(key) };
    },
    get: async (key) => {
      const response = await send('GET', key);
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`S3 GET ${key} failed with ${response.status}`);
      return new Uint8Array(await response.arrayBuffer());
    },
    delete: async (key) => {
      const response = await send('DELETE', key);
      if (!response.ok && response.status !== 404) {
        throw new Error(`S3 DELETE ${key} failed with ${response.status}`);
      }
    },
    keyOf: (url) => uploadsKeyOf(url) ?? bucketKeyOf(url),
    urlOf: uploadsUrlOf,
    urlsOf: (key) => [uploadsUrlOf(key), `${base}/${encodeKey(key)}`],
    // ListObjectsV2, one page per call (max-keys ≤ 1000); the cursor is S3's continuation token.
    list: async ({ cursor, limit, prefix }) => {
      const params = new URLSearchParams({ 'list-type': '2', 'max-keys': String(clampListLimit(limit)) });
      if (cursor) params.set('continuation-token', cursor);
      if (prefix) params.set('prefix', prefix);
      const signed = await client.sign(`${base}/?${params.toString()}`, { method: 'GET' });
      const response = await doFetch(signed);
      if (!response.ok) throw new Error(`S3 LIST failed with ${response.status}`);
      return parseListObjectsV2(await response.text());
    },
  };
};
