import { eq, inArray, notLike } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../core/errors';
import { emailLogs, organizationProfiles, professionals, users, venueProfiles } from '../db/schema';
import { DEMO_PASSWORD } from '../db/seed/data/accounts';
import { type TestApp, createTestApp } from './app';
import { publicUpcomingEvents } from './events';
import { SESSION_COOKIE, callAs, latestMail, multipartFile, post, sessionCookieFrom } from './http';
import {
  type MatrixCall,
  type MatrixRow,
  type MatrixSeed,
  type MatrixTools,
  PERSONAS,
  PERSONA_EMAILS,
  type Persona,
  SIGNED_IN,
  type SignedInPersona,
} from './policyMatrix';

/**
 * Role × endpoint matrix: every persona (and anonymous) calls every endpoint a module lists in its
 * policy.matrix.ts, on real targets from the seeded database with valid bodies. Allowed → a 2xx (or the row's
 * named 3xx); refused → 401 (anonymous) or 403 with the Dutch message. A second test makes sure no /api
 * endpoint is missing from the matrix unless it is public on purpose.
 */
const modules = import.meta.glob<{ MATRIX: readonly MatrixRow[] }>('../modules/*/policy*.matrix.ts', {
  eager: true,
});

/** Every module with endpoints beyond the public ones keeps a matrix; a new one is added here on purpose. */
const MATRIX_MODULES = [
  'accounts',
  'admin',
  'analytics',
  'appointments',
  'audit',
  'bookings',
  'broadcasts',
  'categories',
  'events',
  'favorites',
  'follows',
  'help',
  'forum',
  'insights',
  'messages',
  'monitoring',
  'notifications',
  'organizations',
  'payments',
  'professionals',
  'profiles',
  'purity',
  'recommendations',
  'reviews',
  'roadmap',
  'services',
  'settings',
  'site',
  'storage',
  'teams',
  'testData',
  'tickets',
];

const moduleOf = (path: string): string => path.split('/').at(-2) ?? path;

/** Rows that end the persona's account run after all others. */
const ROWS: MatrixRow[] = Object.values(modules)
  .flatMap((m) => [...m.MATRIX])
  .sort((a, b) => Number(a.endsAccount ?? false) - Number(b.endsAccount ?? false));

/** Endpoints anyone may call (visitors browse, sign up and sign in); everything else must be in the matrix. */
const PUBLIC_ENDPOINTS = new Set([
  'GET /api/categories',
  'GET /api/events',
  'GET /api/roadmap',
  'GET /api/site/stats',
  // Live site settings (issue 16): name, contact, maintenance banner, sign-ups, radius and switches for every page.
  'GET /api/site/settings',
  'POST /api/contact',
  'POST /api/client-errors',
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
  'GET /api/venues',
  'GET /api/venues/{idOrSlug}',
  'GET /api/professional-types',
  'GET /api/services/{id}',
  // Free time and slots of a professional: intervals only, never who booked or why (issue 12).
  'GET /api/appointments/services/{serviceId}/slots',
  'GET /api/appointments/professionals/{professionalId}/free',
  'GET /api/members',
  'GET /api/members/{slug}',
  'GET /api/premium-highlights',
  // Venue hire: the public calendar (open, blocked and busy times; never who booked).
  'GET /api/venues/{venueId}/calendar',
  // Help centre (issue 13): published articles, a view and a 'Was dit nuttig?' answer are open to visitors.
  'GET /api/help/overview',
  'GET /api/help/search',
  'GET /api/help/articles/{slug}',
  'POST /api/help/articles/{slug}/view',
  'POST /api/help/articles/{slug}/feedback',
  // The forum is readable by anyone (spec §6); a view counts once per visitor per hour.
  // Payments (issue 14): the provider webhook authenticates by its Stripe-Signature, not a session.
  'POST /api/webhooks/stripe',
  'GET /api/forum/categories',
  'GET /api/forum/categories/{slug}',
  'GET /api/forum/stats',
  'GET /api/forum/topics',
  'GET /api/forum/topics/{slug}',
  'POST /api/forum/topics/{id}/view',
  'GET /api/forum/topics/{id}/posts',
  'GET /api/forum/leaderboard',
  // Seats left per ticket type (issue 14); a signed-in member also sees their own waitlist entry.
  'GET /api/events/{eventId}/ticket-availability',
  // Web push (issue 15): the VAPID public key browsers subscribe with.
  'GET /api/push/public-key',
  // One-click unsubscribe from a notification mail (issue 15, RFC 8058): the signed token is the key.
  'GET /api/notifications/unsubscribe',
  'POST /api/notifications/unsubscribe',
  // The one realtime stream per tab (issue 15): public topics for anyone, a session adds only its own events;
  // its topics are keyed by the random stream id only its tab knows.
  'GET /api/stream',
  'PUT /api/stream/{streamId}/topics',
  // Page views per public screen (issue 16): counts only, rate-limited per address.
  'POST /api/page-views',
  // Whether the viewer may open the showcase pages (issue 17): a yes/no for anyone, never refuses.
  'GET /api/site/test-pages',
  'GET /healthz',
  'GET /readyz',
]);

let t: TestApp;
let seed: MatrixSeed;
let png: Buffer;
/** Each persona's session cookie; a call that rotates the session replaces it, as the browser would. */
const cookies = new Map<Persona, string>();

const cookieOf = (persona: SignedInPersona): string => {
  const cookie = cookies.get(persona);
  if (!cookie) throw new Error(`${persona} is not signed in`);
  return cookie;
};

/** The persona's address now (a row may have changed it), looked up by its account id. */
const emailOf = async (persona: SignedInPersona): Promise<string> => {
  const [row] = await t.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, seed.accounts[persona].userId));
  if (!row) throw new Error(`${persona} has no account`);
  return row.email;
};

/** A call that rotates the session (privilege change) sets a fresh cookie; the persona goes on with it. */
const keepRotatedSession = (persona: Persona, res: LightMyRequestResponse): void => {
  const rotated = res.cookies.find((c) => c.name === SESSION_COOKIE && c.value !== '');
  if (rotated) cookies.set(persona, `${rotated.name}=${rotated.value}`);
};

const signIn = async (email: string): Promise<string> => {
  const res = await post(t, '/api/auth/sign-in', { email, password: DEMO_PASSWORD });
  if (res.statusCode !== 200) throw new Error(`${email} could not sign in: ${res.body}`);
  return sessionCookieFrom(res);
};

const tools: MatrixTools = {
  get seed() {
    return seed;
  },
  callAs: async (persona, method, url, payload) => {
    const res = await callAs(t, cookieOf(persona), method, url, payload);
    keepRotatedSession(persona, res);
    return res;
  },
  mailAddress: emailOf,
  signInAgain: async (persona) => signIn(await emailOf(persona)),
  mailTo: async (to, kind) => {
    const address = (SIGNED_IN as readonly string[]).includes(to) ? await emailOf(to as SignedInPersona) : to;
    return latestMail(t, address, kind);
  },
};

const json = async <T>(persona: SignedInPersona, url: string): Promise<T> => {
  const res = await callAs(t, cookieOf(persona), 'GET', url);
  if (res.statusCode !== 200) throw new Error(`${persona} GET ${url}: ${res.statusCode} ${res.body}`);
  return res.json() as T;
};

beforeAll(async () => {
  t = await createTestApp({ seed: { events: 6, members: 2 } });
  for (const persona of SIGNED_IN) {
    cookies.set(persona, await signIn(PERSONA_EMAILS[persona as SignedInPersona]));
  }
  const [event] = await publicUpcomingEvents(t);
  if (!event) throw new Error('the seed has no published upcoming event');
  const accountRows = await t.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, Object.values(PERSONA_EMAILS)));
  const accounts = {} as MatrixSeed['accounts'];
  for (const persona of SIGNED_IN as readonly SignedInPersona[]) {
    const userId = accountRows.find((r) => r.email === PERSONA_EMAILS[persona])?.id;
    if (!userId) throw new Error(`no account for ${persona}`);
    const account = await json<{ fullName: string; username: string; isPublic: boolean }>(
      persona,
      '/api/me/account',
    );
    const prefs = await json<{ preferences: { type: string; email: boolean }[] }>(
      persona,
      '/api/me/notification-preferences',
    );
    accounts[persona] = {
      userId,
      fullName: account.fullName,
      username: account.username,
      isPublic: account.isPublic,
      notificationPreferences: prefs.preferences.map(({ type, email }) => ({ type, email })),
    };
  }
  const organizations = await t.db
    .select({ id: organizationProfiles.id, slug: organizationProfiles.slug })
    .from(organizationProfiles);
  const venues = await t.db.select({ id: venueProfiles.id, slug: venueProfiles.slug }).from(venueProfiles);
  const professionalRows = await t.db
    .select({ id: professionals.id, slug: professionals.slug })
    .from(professionals)
    .where(eq(professionals.status, 'published'));
  const [member] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(notLike(users.email, '%@demo.kring.test'))
    .orderBy(users.email)
    .limit(1);
  if (!member) throw new Error('the seed has no member');
  // One mail (a reset link for a member), so the e-mail log has an entry to open.
  await post(t, '/api/auth/forgot-password', { email: PERSONA_EMAILS.participant });
  const [log] = await t.db.select({ id: emailLogs.id }).from(emailLogs).limit(1);
  if (!log) throw new Error('no e-mail was logged');
  seed = {
    memberId: member.id,
    emailLogId: log.id,
    publicEvent: { id: event.id, slug: event.slug },
    accounts,
    organizations: Object.fromEntries(organizations.map((o) => [o.slug, o.id])),
    venues: Object.fromEntries(venues.map((v) => [v.slug, v.id])),
    professionals: Object.fromEntries(professionalRows.map((p) => [p.slug, p.id])),
  };
  png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#4d7c6f' } })
    .png()
    .toBuffer();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const isAllowed = (row: MatrixRow, persona: Persona): boolean =>
  row.allowed === 'signed-in' ? persona !== 'anonymous' : row.allowed.includes(persona);

const call = async (row: MatrixRow, persona: Persona) => {
  const prepared = row.prepare ? await row.prepare(tools, persona) : '';
  const at: MatrixCall = { persona, seed, prepared };
  const url = typeof row.url === 'function' ? row.url(at) : row.url;
  const payload = typeof row.payload === 'function' ? row.payload(at) : row.payload;
  const cookie = cookies.get(persona);
  const upload = row.upload ? multipartFile(png, 'image/png', 'foto.png') : null;
  const abort = new AbortController();
  const res = await t.app.inject({
    method: row.method,
    url,
    headers: { origin: t.config.publicUrl, ...(cookie ? { cookie } : {}), ...upload?.headers },
    ...(upload ? { payload: upload.payload } : payload === undefined ? {} : { payload: payload as object }),
    ...(row.stream ? { payloadAsStream: true, signal: abort.signal } : {}),
  });
  if (row.stream) abort.abort();
  return res;
};

describe('role × endpoint matrix', () => {
  it('every module with a policy.matrix.ts is listed here, and lists rows', () => {
    const found = [...new Set(Object.keys(modules).map(moduleOf))].sort();
    expect(found).toEqual([...MATRIX_MODULES].sort());
    const unnamed = ROWS.filter((r) => typeof r.url === 'function' && !r.route).map((r) => r.action);
    expect(unnamed, 'rows with a url function name their route').toEqual([]);
    for (const [path, m] of Object.entries(modules))
      expect(m.MATRIX.length, moduleOf(path)).toBeGreaterThan(0);
  });

  for (const row of ROWS) {
    describe(`${row.method} ${row.route ?? row.url} (${row.action})`, () => {
      for (const persona of PERSONAS) {
        const allowed = isAllowed(row, persona);
        it(`${persona}: ${allowed ? 'allowed' : 'refused'}`, async () => {
          const res = await call(row, persona);
          if (allowed) {
            const ok = row.expect
              ? res.statusCode === row.expect
              : res.statusCode >= 200 && res.statusCode < 300;
            expect(ok, `${res.statusCode} ${row.stream ? '' : res.body}`).toBe(true);
            if (row.rotatesSession) keepRotatedSession(persona, res);
            return;
          }
          const expected =
            persona === 'anonymous'
              ? ERRORS[row.anonymousRefusal ?? 'unauthenticated']
              : ERRORS[row.refusalFor?.[persona as SignedInPersona] ?? row.refusal ?? 'forbidden'];
          expect(res.statusCode, res.body).toBe(expected.status);
          expect(res.json().error.message).toBe(
            (persona === 'anonymous' ? row.anonymousMessage : undefined) ?? expected.message,
          );
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
    const covered = new Set(
      ROWS.map((r) => `${r.method} ${r.route ?? (typeof r.url === 'string' ? r.url : '')}`),
    );
    const missing = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .map((m) => `${m.toUpperCase()} ${path}`)
        .filter((key) => !PUBLIC_ENDPOINTS.has(key) && !covered.has(key)),
    );
    expect(missing).toEqual([]);
  });
});
