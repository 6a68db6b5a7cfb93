import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createErrorReporter } from '.';
import type { SentryErrorReporter } from './sentryReporter';

/** A local stand-in for Sentry's ingest: keeps every envelope POSTed to /api/1/envelope/. */
let server: Server;
const envelopes: string[] = [];
let dsn: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const body = req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
      if (req.url?.startsWith('/api/1/envelope')) envelopes.push(body.toString('utf8'));
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  dsn = `http://publickey@127.0.0.1:${(server.address() as AddressInfo).port}/1`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('Sentry adapter (SENTRY_DSN)', () => {
  it('sends an ordinary error as an envelope and drops JWT and session errors (spec §8)', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'error' }, { write: (line: string) => void lines.push(line) });
    const reporter = createErrorReporter({ sentryDsn: dsn, env: 'test' }, logger) as SentryErrorReporter;
    expect(reporter.name).toBe('sentry');

    reporter.capture(new Error('Betaalprovider antwoordde 502'), { requestId: 'req-1', url: '/api/x' });
    reporter.capture(new Error('JWT expired'));
    reporter.capture(new Error('Invalid session'));
    reporter.capture(new Error('Query timeout'));
    expect(await reporter.flush(5000)).toBe(true);
    // Sentry sends asynchronously; give the transport a moment after flush for the last request.
    await new Promise((r) => setTimeout(r, 200));

    // Each envelope: a header line, then item header / payload pairs; the event payloads carry the exception.
    const sentValues = envelopes
      .flatMap((e) => e.split('\n').filter(Boolean).slice(1))
      .map((line) => JSON.parse(line) as { exception?: { values?: { value?: string }[] } })
      .flatMap((item) => item.exception?.values?.map((v) => v.value) ?? []);
    // Only the ordinary error arrived; the JWT, session and query-timeout errors were dropped before sending.
    expect(sentValues).toEqual(['Betaalprovider antwoordde 502']);
    expect(envelopes.find((e) => e.includes('Betaalprovider'))).toContain('req-1');
    // Every error, dropped or not, is still in the log.
    expect(lines.filter((l) => l.includes('unexpected error'))).toHaveLength(4);
  });
});
