import { AwsClient } from 'aws4fetch';
import { type Storage, assertSafeKey, isSafeKey } from './types';

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

/** The bucket's base URL: path-style on a custom endpoint, virtual-hosted style on AWS. */
export const s3BaseUrl = (options: Pick<S3StorageOptions, 'bucket' | 'region' | 'endpoint'>): string => {
  if (options.endpoint) return `${options.endpoint.replace(/\/+$/, '')}/${options.bucket}`;
  return `https://${options.bucket}.s3.${options.region ?? 'us-east-1'}.amazonaws.com`;
};

/** Uploads in an S3(-compatible) bucket, signed with SigV4 by aws4fetch. Objects must be publicly readable. */
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
  const doFetch = options.fetch ?? fetch;
  const send = async (method: 'PUT' | 'DELETE', key: string, init: RequestInit = {}): Promise<Response> => {
    assertSafeKey(key);
    const signed = await client.sign(`${base}/${encodeKey(key)}`, { method, ...init });
    return doFetch(signed);
  };
  return {
    kind: 's3',
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
      return { url: `${base}/${encodeKey(key)}` };
    },
    delete: async (key) => {
      const response = await send('DELETE', key);
      if (!response.ok && response.status !== 404) {
        throw new Error(`S3 DELETE ${key} failed with ${response.status}`);
      }
    },
    keyOf: (url) => {
      if (!url.startsWith(`${base}/`)) return null;
      const key = decodeURIComponent(url.slice(base.length + 1));
      return isSafeKey(key) ? key : null;
    },
  };
};
