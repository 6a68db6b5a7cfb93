import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../core/errors';
import { DEMO_PASSWORD } from '../db/seed/data/accounts';
import { seedDatabase } from '../db/seed/seed';
import { type TestApp, createTestApp } from './app';
import { type MatrixRow, PERSONAS, PERSONA_EMAILS, type Persona, SIGNED_IN } from './policyMatrix';
import { post, sessionCookieFrom } from './http';

/**
 * Role × endpoint matrix: every persona (and anonymous) calls every endpoint a module lists in its
 * policy.matrix.ts. Refused → 401 (anonymous) or 403 with the Dutch message; allowed → neither.
 * A second test makes sure no /api endpoint is missing from the matrix unless it is public on purpose.
 */
const modules = import.meta.glob<{ MATRIX: readonly MatrixRow[] }>('../modules/*/policy.matrix.ts', {
  eager: true,
});
const ROWS: MatrixRow[] = Object.values(modules).flatMap((m) => [...m.MATRIX]);

/** Endpoints anyone may call (visitors browse, sign up and sign in); everything else must be in the matrix. */
const PUBLIC_ENDPOINTS = new Set([
  'GET /api/categories',
  'GET /api/events',
  'GET /api/roadmap',
  'GET /api/site/stats',
  'POST /api/contact',
  'POST /api/auth/sign-up',
  'POST /api/auth/sign-in',
  'POST /api/auth/sign-out',
  'POST /api/auth/verify-email',
  'POST /api/auth/resend-verification',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'POST /api/auth/two-factor/verify',
  'POST /api/auth/two-factor/recovery',
  'GET /api/session',
  'GET /api/auth/providers',
  'GET /api/auth/google',
  'GET /api/team-invitations/{token}',
  'GET /api/geo/autocomplete',
  'GET /api/geo/search',
  'GET /api/geo/reverse',
  'GET /api/geo/distance',
  'GET /api/events/map',
  'GET /api/site/map-config',
  'GET /healthz',
  'GET /readyz',
]);

let t: TestApp;
const cookies = new Map<Persona, string>();

beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.db, { events: 6, members: 2, log: () => {} });
  for (const persona of SIGNED_IN) {
    const email = PERSONA_EMAILS[persona as Exclude<Persona, 'anonymous'>];
    const res = await post(t, '/api/auth/sign-in', { email, password: DEMO_PASSWORD });
    if (res.statusCode !== 200) throw new Error(`${persona} could not sign in: ${res.body}`);
    cookies.set(persona, sessionCookieFrom(res));
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const isAllowed = (row: MatrixRow, persona: Persona): boolean =>
  row.allowed === 'signed-in' ? persona !== 'anonymous' : row.allowed.includes(persona);

const call = (row: MatrixRow, persona: Persona) => {
  const cookie = cookies.get(persona);
  return t.app.inject({
    method: row.method,
    url: row.url,
    headers: { origin: t.config.publicUrl, ...(cookie ? { cookie } : {}) },
    ...(row.payload ? { payload: row.payload } : {}),
  });
};

describe('role × endpoint matrix', () => {
  it('lists endpoints', () => {
    expect(ROWS.length).toBeGreaterThan(5);
  });

  for (const row of ROWS) {
    describe(`${row.method} ${row.url} (${row.action})`, () => {
      for (const persona of PERSONAS) {
        const allowed = isAllowed(row, persona);
        it(`${persona}: ${allowed ? 'allowed' : 'refused'}`, async () => {
          const res = await call(row, persona);
          if (allowed) {
            expect([401, 403], res.body).not.toContain(res.statusCode);
            return;
          }
          const expected =
            persona === 'anonymous'
              ? ERRORS[row.anonymousRefusal ?? 'unauthenticated']
              : ERRORS[row.refusal ?? 'forbidden'];
          expect(res.statusCode, res.body).toBe(expected.status);
          expect(res.json().error.message).toBe(expected.message);
        });
      }
    });
  }
});

describe('matrix coverage', () => {
  it('every /api endpoint is either public on purpose or in a policy.matrix.ts', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const covered = new Set(ROWS.map((r) => `${r.method} ${r.route ?? r.url}`));
    const missing = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .map((m) => `${m.toUpperCase()} ${path}`)
        .filter((key) => !PUBLIC_ENDPOINTS.has(key) && !covered.has(key)),
    );
    expect(missing).toEqual([]);
  });
});
