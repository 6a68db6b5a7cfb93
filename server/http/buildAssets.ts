import { readFile, realpath } from 'node:fs/promises';
import { join } from 'node:path';
import { mime } from '@fastify/send';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The build's hashed files (`/assets/*`: the scripts, styles and their source maps) from memory.
 *
 * @fastify/static checks on every request that a path is spelled as on disk, by reading each directory on the
 * way (its wildcard route always does): for `/assets/x.js` a listing of the 1 300 files in `assets/`, every
 * time. That was 18 % of the server's CPU in the browser journeys (a third with the rest of its file sending),
 * where each fresh browser fetches a page's twenty-odd chunks anew. A published build never changes (scripts/webBuilds.ts swaps in a new folder), so each
 * of its files, in each stored encoding, is read once and kept, up to a bound. The kept files belong to the
 * folder `assets/` resolves to: when a new build is swapped in they are dropped, and the new build answers with
 * what it holds (its own chunks and the previous build's).
 */

/**
 * Kept bytes at most; the least recently sent files go first. A build's scripts and styles are ≈ 8 MB in their
 * three encodings, its source maps ≈ 18 MB more (both of the current and of the previous build's chunks).
 */
const MAX_KEPT_BYTES = 48 * 1024 * 1024;

/** A built file's name (Rollup keeps `@`, `+`, `~`… in names): no directory, no dot file. */
const ASSET_NAME = /^[^./\\\0][^/\\\0]*$/;

/** The Content-Type @fastify/send would give, with a charset on text. */
const contentTypeOf = (name: string): string => {
  const type = mime.getType(name) ?? 'application/octet-stream';
  return /^(text\/|application\/(javascript|json))/.test(type) ? `${type}; charset=utf-8` : type;
};

type Encoding = 'br' | 'gzip' | 'identity';

const FILE_SUFFIX: Readonly<Record<Encoding, string>> = { br: '.br', gzip: '.gz', identity: '' };

/** The stored encodings a request accepts, best first (q=0 refuses one; identity is always acceptable). */
export const acceptedEncodings = (header: string | string[] | undefined): Encoding[] => {
  const accepted = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(token, q ? Number(q.slice(2)) || 0 : 1);
  }
  const allows = (token: string) => (accepted.get(token) ?? accepted.get('*') ?? 0) > 0;
  return [...(allows('br') ? ['br' as const] : []), ...(allows('gzip') ? ['gzip' as const] : []), 'identity'];
};

/** Files by name and encoding, in the order they were last sent; null for a stored encoding the build lacks. */
class KeptFiles {
  private readonly files = new Map<string, Buffer | null>();
  private bytes = 0;

  get(key: string): Buffer | null | undefined {
    const file = this.files.get(key);
    if (file === undefined) return undefined;
    this.files.delete(key);
    this.files.set(key, file);
    return file;
  }

  set(key: string, file: Buffer | null): void {
    this.bytes -= this.files.get(key)?.length ?? 0;
    this.files.delete(key);
    this.files.set(key, file);
    this.bytes += file?.length ?? 0;
    for (const [oldest, kept] of this.files) {
      if (this.bytes <= MAX_KEPT_BYTES) break;
      this.files.delete(oldest);
      this.bytes -= kept?.length ?? 0;
    }
  }
}

/** If-None-Match against the file's name, strong or weak, or `*` (RFC 9110 weak comparison). */
const etagMatches = (header: string | undefined, name: string): boolean =>
  (header ?? '')
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === `"${name}"`);

const isMissing = (error: unknown): boolean =>
  ['ENOENT', 'ENOTDIR', 'EISDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/** Serves `/assets/:name` from `assetsDir` through memory, with `cacheControl` (immutable) on every answer. */
export const registerBuildAssets = (app: FastifyInstance, assetsDir: string, cacheControl: string): void => {
  let build: { dir: string; kept: KeptFiles; reading: Map<string, Promise<Buffer | null>> } | null = null;
  /** The published build's folder (dist/web is a link to it) and what is kept of it. */
  const currentBuild = async () => {
    const dir = await realpath(assetsDir).catch(() => assetsDir);
    if (build?.dir !== dir) build = { dir, kept: new KeptFiles(), reading: new Map() };
    return build;
  };

  const read = async (dir: string, name: string, encoding: Encoding): Promise<Buffer | null> => {
    try {
      return await readFile(join(dir, name + FILE_SUFFIX[encoding]));
    } catch (error) {
      if (!isMissing(error)) throw error;
      return null;
    }
  };

  const load = async (name: string, encoding: Encoding): Promise<Buffer | null> => {
    const { dir, kept, reading } = await currentBuild();
    const key = `${encoding}:${name}`;
    const known = kept.get(key);
    if (known !== undefined) return known;
    // Many browsers asking for a new build's chunks at once share one read.
    let pending = reading.get(key);
    if (!pending) {
      pending = read(dir, name, encoding).finally(() => reading.delete(key));
      reading.set(key, pending);
    }
    const file = await pending;
    // An unknown name is not remembered (any URL could fill memory); a missing .br/.gz of a real file is.
    if (file || encoding !== 'identity') kept.set(key, file);
    return file;
  };

  app.get(
    '/assets/:name',
    { schema: { hide: true } },
    async (req: FastifyRequest<{ Params: { name: string } }>, reply: FastifyReply) => {
      const { name } = req.params;
      if (!ASSET_NAME.test(name)) return reply.callNotFound();
      // The plain file decides whether the asset exists; its stored .br/.gz siblings are only other encodings of it.
      const plain = await load(name, 'identity');
      if (!plain) return reply.callNotFound();
      let encoding: Encoding = 'identity';
      let body = plain;
      for (const candidate of acceptedEncodings(req.headers['accept-encoding'])) {
        const file = candidate === 'identity' ? plain : await load(name, candidate);
        if (file) {
          encoding = candidate;
          body = file;
          break;
        }
      }
      // The name holds the content's hash: a weak validator, the same for each encoding of the same content.
      const etag = `W/"${name}"`;
      reply.header('cache-control', cacheControl).header('vary', 'accept-encoding').header('etag', etag);
      if (etagMatches(req.headers['if-none-match'], name)) return reply.code(304).send();
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.type(contentTypeOf(name)).send(body);
    },
  );
};
