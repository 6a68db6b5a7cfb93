import { request } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, type ErrorCode } from '../../core/errors';
import { DEMO_PASSWORD } from '../db/seed/data/accounts';
import { type TestApp, createTestApp } from '../test/app';
import { callAs, signInAs } from '../test/http';

/**
 * The answers Fastify and Node give before any route runs (body too large, wrong body type, a malformed or
 * over-long URL, a request line over Node's header limit) carry their own code and the Dutch envelope (issue 9).
 */
let t: TestApp;
let port = 0;
let member = '';

beforeAll(async () => {
  t = await createTestApp({ seed: { events: 2, members: 1 } });
  member = await signInAs(t, 'deelnemer@demo.kring.test', DEMO_PASSWORD);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const envelopeOf = (code: ErrorCode) => ({ error: { code, message: ERRORS[code].message } });

const expectEnvelope = (res: LightMyRequestResponse, status: number, code: ErrorCode) => {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.json()).toEqual(envelopeOf(code));
};

const postContact = (payload: string | Buffer, contentType: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { 'content-type': contentType, origin: t.config.publicUrl },
    payload,
  });

describe('413 and 415 have their own codes', () => {
  it('answers a JSON body over the 1 MB limit with payload_too_large', async () => {
    const body = JSON.stringify({
      name: 'A',
      email: 'a@example.nl',
      subject: 'Groot',
      message: 'x'.repeat(1_100_000),
    });
    expectEnvelope(await postContact(body, 'application/json'), 413, 'payload_too_large');
  });

  it('answers a body over a route’s own limit (the avatar upload) with payload_too_large', async () => {
    const body = JSON.stringify({ avatar: 'x'.repeat(6 * 1024 * 1024) });
    const res = await callAs(t, member, 'POST', '/api/me/avatar', body, {
      headers: { 'content-type': 'application/json' },
    });
    expectEnvelope(res, 413, 'payload_too_large');
  });

  it('keeps the upload’s own message for a file over its limit', async () => {
    const boundary = '----kringgroot';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      Buffer.alloc(5 * 1024 * 1024 + 10, 1),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await callAs(t, member, 'POST', '/api/me/avatar', payload, {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expectEnvelope(res, 413, 'avatar_too_large');
  });

  it.each(['text/plain', 'application/xml', 'text/csv', 'application/x-www-form-urlencoded'])(
    'answers a %s body to a JSON endpoint with unsupported_media_type',
    async (type) => {
      expectEnvelope(await postContact('naam=A', type), 415, 'unsupported_media_type');
    },
  );
});

describe('what the router refuses', () => {
  it('answers a malformed escape in the path with bad_request', async () => {
    expectEnvelope(await t.app.inject({ url: '/api/events/%E0%A4%A/detail' }), 400, 'bad_request');
  });

  it('answers a path parameter over 100 characters with uri_too_long', async () => {
    expectEnvelope(await t.app.inject({ url: `/api/events/${'x'.repeat(150)}/detail` }), 414, 'uri_too_long');
  });
});

/** A raw HTTP exchange on the listening server: what Node's parser does is invisible to inject. */
const rawRequest = (text: string): Promise<string> =>
  new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(answer));
  });

const get = (path: string): Promise<{ status: number; type: string; body: string }> =>
  new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }),
      );
    });
    req.on('error', reject);
    req.end();
  });

describe('what Node’s HTTP parser refuses (a real listening server)', () => {
  it('answers a 100 000-character query with 431 and the Dutch envelope', async () => {
    const res = await get(`/api/events?q=${'x'.repeat(100_000)}`);
    expect(res.status).toBe(431);
    expect(res.type).toMatch(/^application\/json/);
    expect(JSON.parse(res.body)).toEqual(envelopeOf('request_header_too_large'));
  });

  it('answers a request it cannot parse with 400 bad_request', async () => {
    const answer = await rawRequest('GET /api/events HTTP/1.1\r\nHost: x\r\nCookie: a=b\u0000c\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
    expect(JSON.parse(body)).toEqual(envelopeOf('bad_request'));
  });

  it('still answers ordinary requests on the same server', async () => {
    const res = await get('/api/events?q=dans');
    expect(res.status).toBe(200);
  });
});
