import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for an S3-compatible bucket (path-style, as on an `S3_ENDPOINT`): PutObject, GetObject,
 * DeleteObject and ListObjectsV2 over one in-memory map, so an app configured for S3 runs its real adapter
 * (server/integrations/storage/s3.ts) against it. Signatures are not checked; storage.test.ts checks signing.
 * Every object reports an old LastModified, past the storage screen's orphan grace.
 */
export type FakeS3 = {
  /** The `S3_ENDPOINT` to configure. */
  endpoint: string;
  bucket: string;
  /** The bucket's objects by key. */
  objects: Map<string, Buffer>;
  close: () => Promise<void>;
};

export const FAKE_S3_LAST_MODIFIED = '2020-01-01T00:00:00.000Z';

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One ListObjectsV2 page: keys after the token (the previous page's last key), by prefix, at most max-keys. */
const listXml = (objects: Map<string, Buffer>, params: URLSearchParams): string => {
  const prefix = params.get('prefix') ?? '';
  const after = params.get('continuation-token') ?? '';
  const max = Number(params.get('max-keys') ?? 1000);
  const keys = [...objects.keys()].filter((key) => key.startsWith(prefix) && key > after).sort();
  const page = keys.slice(0, max);
  const contents = page
    .map(
      (key) =>
        `<Contents><Key>${escapeXml(key)}</Key><LastModified>${FAKE_S3_LAST_MODIFIED}</LastModified>` +
        `<Size>${objects.get(key)?.length ?? 0}</Size></Contents>`,
    )
    .join('');
  const truncated = keys.length > max;
  const token = truncated
    ? `<NextContinuationToken>${escapeXml(page.at(-1) ?? '')}</NextContinuationToken>`
    : '';
  return `<ListBucketResult><IsTruncated>${truncated}</IsTruncated>${contents}${token}</ListBucketResult>`;
};

export const startFakeS3 = async (bucket = 'kring-uploads'): Promise<FakeS3> => {
  const objects = new Map<string, Buffer>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://s3.test');
      if (!url.pathname.startsWith(`/${bucket}/`)) {
        res.statusCode = 404;
        res.end();
        return;
      }
      const key = decodeURIComponent(url.pathname.slice(bucket.length + 2));
      if (req.method === 'GET' && key === '' && url.searchParams.get('list-type') === '2') {
        res.setHeader('content-type', 'application/xml');
        res.end(listXml(objects, url.searchParams));
      } else if (req.method === 'PUT' && key) {
        objects.set(key, Buffer.concat(chunks));
        res.end();
      } else if (req.method === 'GET' && objects.has(key)) {
        res.end(objects.get(key));
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.statusCode = 204;
        res.end();
      } else {
        res.statusCode = 404;
        res.end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    objects,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
