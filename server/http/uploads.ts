import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Storage, UPLOADS_PREFIX, contentTypeOfKey, isAppKey, isSafeKey } from '../integrations/storage';

/**
 * `GET /uploads/<key>`: the files of the storage adapter at one URL whatever the storage, so the image variants
 * (`/img/{width}?src=/uploads/…`), the CSP's `img-src 'self'` and the service worker's image cache treat S3
 * uploads like local ones. Local files are sent from the directory; on S3 the server reads the object through
 * `Storage.get` (the bucket need not be public). Both answer the same headers; a missing file is the JSON 404.
 */

/** An hour: keys are random per upload, but a short time keeps a mistaken upload from living on in caches. */
export const UPLOADS_CACHE_CONTROL = 'public, max-age=3600';

/** Headers of every uploaded file: they are user content, never to be sniffed into something executable. */
const setUploadHeaders = (reply: FastifyReply): void => {
  reply.header('cache-control', UPLOADS_CACHE_CONTROL);
  reply.header('x-content-type-options', 'nosniff');
};

/** A strong ETag of the bytes: the object's own ETag stays behind `Storage.get`, and the bytes are at hand. */
export const etagOf = (bytes: Uint8Array): string =>
  `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;

/** Whether an If-None-Match header names this ETag (a list, weak forms or `*`), as RFC 9110 §13.1.2 compares. */
export const etagMatches = (ifNoneMatch: string | undefined, etag: string): boolean =>
  ifNoneMatch !== undefined &&
  ifNoneMatch.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });

const Params = z.object({ '*': z.string().max(1000) });

/**
 * S3 (or any adapter without a directory): each request reads the object; HEAD is Fastify's, from the GET.
 * Only keys in the app's folders: what else a shared bucket holds (backups) stays private, and is never read
 * whole into memory here.
 */
const registerStorageUploads = (app: FastifyInstance, storage: Storage): void => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(`${UPLOADS_PREFIX}*`, { schema: { hide: true, params: Params } }, async (req, reply) => {
      const key = req.params['*'];
      const bytes = isSafeKey(key) && isAppKey(key) ? await storage.get(key) : null;
      if (!bytes) {
        // The same JSON 404 as a local file that is not there (spa.ts's not-found handler).
        reply.callNotFound();
        return reply;
      }
      const etag = etagOf(bytes);
      setUploadHeaders(reply);
      reply.header('etag', etag);
      if (etagMatches(req.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type(contentTypeOfKey(key)).send(Buffer.from(bytes));
    });
};

/** Local storage: the directory through @fastify/static (ETag, Last-Modified, ranges). */
const registerLocalUploads = async (app: FastifyInstance, uploadsDir: string): Promise<void> => {
  mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: UPLOADS_PREFIX,
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: setUploadHeaders,
  });
};

/** Serve the uploads of `storage`: its directory when local, through the adapter on S3. */
export const registerUploads = async (app: FastifyInstance, storage: Storage): Promise<void> => {
  if (storage.kind === 's3') registerStorageUploads(app, storage);
  else await registerLocalUploads(app, storage.location);
};
