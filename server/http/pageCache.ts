import { createHash } from 'node:crypto';
import { realpathSync } from 'node:fs';
import { dirname } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { keptValues } from './keptValues';

/**
 * The finished HTML of a page, kept with its compressed forms (issue 17: a server-rendered page in ≤ 30 ms p95 at
 * 10 connections). Even with its render kept (ssr.ts), building a page costs milliseconds of the one JavaScript
 * thread: filling the shell, escaping the data into it, compressing 80 KB for every request. The answer depends on
 * the build, the URL, the status and what the page was built from (its data, head and image), never on the
 * visitor's cookie, so it is kept under exactly those; new data is a new key at once. The loaders still run for
 * every request, reading through the API's caches; only the building is saved. The TTL bounds the age of the
 * relative dates in the HTML, as for the render.
 */
export const PAGE_CACHE_TTL_MS = 30_000;

/** Pages kept per instance: the popular ones; a crawler walking every event only pushes out the oldest. */
const PAGE_CACHE_MAX_ENTRIES = 500;

/** Compressed once per kept page, so a little more effort than per-request compression (quality 4) pays. */
const BROTLI_QUALITY = 6;

type KeptPage = { html: string; br?: Buffer; gzip?: Buffer };

const kept = keptValues<KeptPage>(PAGE_CACHE_TTL_MS, PAGE_CACHE_MAX_ENTRIES);

/** The build being served: its own folder (scripts/webBuilds.ts swaps whole folders), so a deploy is a new key. */
const buildOf = (req: FastifyRequest): string => {
  const index = req.server.spaIndexFile;
  if (!index) return '';
  try {
    return realpathSync(dirname(index));
  } catch {
    return index;
  }
};

/** The key of a page: build, status, URL and a digest of everything the page is built from. */
export const pageKey = (req: FastifyRequest, status: number, builtFrom: unknown): string =>
  versionedPageKey(
    req,
    status,
    createHash('sha1')
      .update(JSON.stringify(builtFrom) ?? '')
      .digest('base64url'),
  );

/**
 * The key of a page whose sources come with a digest already (the ETag of a cached API answer): hashing the
 * page data per request cost a measurable part of a kept page's answer.
 */
export const versionedPageKey = (req: FastifyRequest, status: number, version: string): string =>
  [buildOf(req), status, req.url, version].join('\n');

/** Whether the page under `key` is kept and fresh (its sources then need not be loaded or parsed again). */
export const isPageKept = (key: string): boolean => kept.get(key) !== null;

/** The best encoding the client accepts (q=0 refuses), brotli first. */
export const acceptedEncoding = (header: string | string[] | undefined): 'br' | 'gzip' | null => {
  const accepted = new Set(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !/^\s*q=0(\.0*)?\s*$/.test(q ?? ''))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
};

/** A built page, and whether it is as it should be; a page whose render failed or timed out is not kept. */
export type BuiltPage = { html: string; keep: boolean };

/**
 * Sends the page under `key`, built by `build` when it is not kept (or no longer fresh), compressed as the client
 * accepts. The caller has set status, type and headers; the answer varies by Accept-Encoding.
 */
export const sendKeptPage = async (
  req: FastifyRequest,
  reply: FastifyReply,
  key: string,
  build: () => Promise<BuiltPage>,
): Promise<FastifyReply> => {
  let page = kept.get(key);
  if (!page) {
    const built = await build();
    page = { html: built.html };
    if (built.keep) kept.set(key, page);
  }
  reply.header('vary', 'accept-encoding');
  const encoding = acceptedEncoding(req.headers['accept-encoding']);
  if (encoding === 'br') {
    page.br ??= brotliCompressSync(page.html, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
    });
    return reply.header('content-encoding', 'br').send(page.br);
  }
  if (encoding === 'gzip') {
    page.gzip ??= gzipSync(page.html);
    return reply.header('content-encoding', 'gzip').send(page.gzip);
  }
  return reply.send(page.html);
};
