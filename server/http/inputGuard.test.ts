import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../core/errors';
import { NUL_FIELD_MESSAGE } from '../../core/schemas/common';
import { DEMO_PASSWORD } from '../db/seed/data/accounts';
import { type TestApp, createTestApp } from '../test/app';
import { PERSONA_EMAILS } from '../test/policyMatrix';
import { post, sessionCookieFrom } from '../test/http';

/**
 * U+0000 anywhere in a path parameter, query or JSON string answers 400 `invalid_character` before any route
 * runs (server/http/inputGuard.ts). It used to reach PostgreSQL, which refuses it in text: a 500 (issue 9).
 */
let t: TestApp;
let webDir: string;
const cookies: Record<'anonymous' | 'organization' | 'admin', string | undefined> = {
  anonymous: undefined,
  organization: undefined,
  admin: undefined,
};

beforeAll(async () => {
  // A built shell, so the event page route really looks the value up (unbuilt, it stops before the database).
  webDir = mkdtempSync(join(tmpdir(), 'kring-web-'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  t = await createTestApp({ webDir, seed: { events: 4, members: 1 } });
  for (const persona of ['organization', 'admin'] as const) {
    const res = await post(t, '/api/auth/sign-in', {
      email: PERSONA_EMAILS[persona],
      password: DEMO_PASSWORD,
    });
    cookies[persona] = sessionCookieFrom(res);
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
  rmSync(webDir, { recursive: true, force: true });
});

type Persona = keyof typeof cookies;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const call = (
  as: Persona,
  method: Method,
  url: string,
  payload?: object,
): Promise<LightMyRequestResponse> => {
  const cookie = cookies[as];
  return t.app.inject({
    method,
    url,
    headers: { origin: t.config.publicUrl, accept: 'text/html,*/*', ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });
};

const expectRefused = (res: LightMyRequestResponse, field: string, label: string) => {
  expect(res.statusCode, `${label}: ${res.body.slice(0, 300)}`).toBe(400);
  expect(res.headers['content-type'], label).toMatch(/^application\/json/);
  expect(res.json(), label).toEqual({
    error: {
      code: 'invalid_character',
      message: ERRORS.invalid_character.message,
      fields: { [field]: NUL_FIELD_MESSAGE },
    },
  });
};

describe('NUL in a request: 400 with the Dutch envelope, never a 500', () => {
  // The endpoints the security review saw answer 500 (4 anonymous), and their neighbours.
  const CASES: Array<{ as: Persona; method: Method; url: string; payload?: object; field: string }> = [
    {
      as: 'anonymous',
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Nul\u0000',
        email: 'nul@example.nl',
        subject: 'Vraag',
        message: 'Een vraag over Kring.',
      },
      field: 'name',
    },
    { as: 'anonymous', method: 'GET', url: '/api/events/a%00b/detail', field: 'idOrSlug' },
    { as: 'anonymous', method: 'GET', url: '/evenement/a%00b', field: 'value' },
    { as: 'anonymous', method: 'GET', url: '/event/a%00b', field: 'value' },
    { as: 'anonymous', method: 'GET', url: '/api/events?q=a%00b', field: 'q' },
    { as: 'anonymous', method: 'GET', url: '/api/events/map?q=a%00b', field: 'q' },
    { as: 'anonymous', method: 'GET', url: '/events?q=a%00b', field: 'q' },
    { as: 'anonymous', method: 'GET', url: '/auth/google/callback?code=a%00b&state=x', field: 'code' },
    {
      as: 'anonymous',
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'a@example.nl', password: 'wacht\u0000woord' },
      field: 'password',
    },
    { as: 'organization', method: 'GET', url: '/api/dashboard/events?q=a%00b', field: 'q' },
    { as: 'organization', method: 'GET', url: '/api/dashboard/events/a%00b', field: 'idOrSlug' },
    { as: 'organization', method: 'GET', url: '/api/dashboard/venues?q=a%00b', field: 'q' },
    {
      as: 'organization',
      method: 'POST',
      url: '/api/dashboard/events',
      payload: { title: 'Titel', sessions: [{ title: 'Deel\u0000' }] },
      field: 'sessions.0.title',
    },
    { as: 'admin', method: 'GET', url: '/api/admin/users?q=a%00b', field: 'q' },
    { as: 'admin', method: 'GET', url: '/api/admin/email-logs?to=a%00b', field: 'to' },
    { as: 'admin', method: 'GET', url: '/api/admin/email-logs?q=a%00b', field: 'q' },
    {
      as: 'admin',
      method: 'POST',
      url: '/api/admin/events/import',
      payload: { csv: 'a\u0000' },
      field: 'csv',
    },
    // A NUL in a key counts too.
    { as: 'anonymous', method: 'GET', url: '/api/events?a%00=1', field: 'a\u0000' },
  ];

  it.each(CASES)('$as $method $url', async ({ as, method, url, payload, field }) => {
    expectRefused(await call(as, method, url, payload), field, `${method} ${url}`);
  });

  it('lets the same requests through without the NUL', async () => {
    expect((await call('anonymous', 'GET', '/api/events?q=ab')).statusCode).toBe(200);
    expect((await call('admin', 'GET', '/api/admin/users?q=ab')).statusCode).toBe(200);
    expect((await call('anonymous', 'GET', '/evenement/bestaat-niet')).statusCode).toBe(404);
  });
});

type OpenApi = {
  paths: Record<string, Record<string, { parameters?: Array<{ name: string; in: string }> }>>;
};

/** Every documented operation with its path and query parameters. */
const operations = async () => {
  const doc = (await t.app.inject({ url: '/api/docs/json' })).json<OpenApi>();
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase() as Method,
      path,
      params: (op.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query'),
    })),
  );
};

/** The URL with `target` set to a NUL-holding value and any other path parameter filled with a plain one. */
const urlWith = (path: string, target: { name: string; in: string }): string => {
  const filled = path.replace(/\{([^}]+)\}/g, (_, name: string) => (name === target.name ? 'a%00b' : 'x'));
  return target.in === 'query' ? `${filled}?${target.name}=a%00b` : filled;
};

describe('every documented parameter', () => {
  it('answers 400 invalid_character for a NUL in any path or query parameter (or refuses access first)', async () => {
    const ops = await operations();
    const gets = ops.filter((op) => op.method === 'GET' && op.params.length > 0);
    expect(gets.length).toBeGreaterThan(10);
    for (const persona of ['anonymous', 'admin'] as const) {
      for (const op of ops) {
        for (const param of op.params) {
          const url = urlWith(op.path, param);
          const res = await call(persona, op.method, url, op.method === 'GET' ? undefined : {});
          const label = `${persona} ${op.method} ${url}`;
          // Signed-out or the wrong role: the access check answers first, which is fine (it reads no input).
          if (res.statusCode === 401 || res.statusCode === 403) continue;
          expectRefused(res, param.name, label);
        }
      }
    }
  });

  it('answers 400 invalid_character for a NUL in any JSON body field', async () => {
    const ops = (await operations()).filter((op) => op.method !== 'GET');
    for (const op of ops) {
      const url = op.path.replace(/\{[^}]+\}/g, 'x');
      const res = await call('admin', op.method, url, { tekst: 'a\u0000b' });
      if (res.statusCode === 401 || res.statusCode === 403) continue;
      expectRefused(res, 'tekst', `${op.method} ${url}`);
    }
  });
});

describe('a session cookie the client mangled', () => {
  // Read by our auth bridge (session rotation on sign-in, view counting, the session gate): a malformed
  // escape used to throw and a NUL used to reach PostgreSQL, both a 500. Now it counts as no session.
  it.each(['kring.session_token=a%00b.sig', 'kring.session_token=%E0%A4%A.sig'])('%s', async (cookie) => {
    const headers = { origin: t.config.publicUrl, cookie };
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers,
      payload: { email: PERSONA_EMAILS.participant, password: DEMO_PASSWORD },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const account = await t.app.inject({ url: '/api/me/account', headers });
    expect(account.statusCode, account.body).toBe(401);
    const eventId = (await t.app.inject({ url: '/api/events' })).json().items[0].id as string;
    const view = await t.app.inject({ method: 'POST', url: `/api/events/${eventId}/view`, headers });
    expect(view.statusCode, view.body).toBe(200);
  });
});
