import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoles, users } from '../../db/schema';
import { signUpVerified } from '../../test/accounts';
import { type TestApp, createTestApp } from '../../test/app';
import { post, sessionCookieFrom } from '../../test/http';

/**
 * The showcase pages of issue 17 (/responsive-test, /unified-listing-test, /map-test, /tab-dropdown-test):
 * in production a visitor or member gets the 404 page and the API says `visible: false`; an admin gets the
 * page. Outside production everyone does. /novu-test stays open everywhere (issue 15).
 */
const SHOWCASE = ['/responsive-test', '/unified-listing-test', '/map-test', '/tab-dropdown-test'];
const PASSWORD = 'testpaginas-2026!';
const INDEX =
  '<!doctype html><html lang="nl"><head><title>Kring</title></head><body><div id="root"></div></body></html>';

let webDir: string;

beforeAll(() => {
  webDir = mkdtempSync(join(tmpdir(), 'kring-web-'));
  writeFileSync(join(webDir, 'index.html'), INDEX);
});

afterAll(() => {
  rmSync(webDir, { recursive: true, force: true });
});

const signIn = async (t: TestApp, email: string): Promise<string> =>
  sessionCookieFrom(await post(t, '/api/auth/sign-in', { email, password: PASSWORD }));

describe('showcase pages in production', () => {
  let t: TestApp;
  let admin = '';
  let member = '';

  beforeAll(async () => {
    t = await createTestApp({
      webDir,
      env: { NODE_ENV: 'production', SESSION_SECRET: randomBytes(32).toString('hex') },
    });
    for (const email of ['beheerder@example.nl', 'lid@example.nl'])
      await signUpVerified(t, t.config.publicUrl, { email, password: PASSWORD });
    const [row] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'beheerder@example.nl'));
    await t.db.insert(userRoles).values({ userId: row!.id, role: 'admin', contextType: 'global' });
    admin = await signIn(t, 'beheerder@example.nl');
    member = await signIn(t, 'lid@example.nl');
  });

  afterAll(async () => {
    await t?.close();
  });

  it.each(SHOWCASE)('%s: 404 for a visitor and a member, the page for an admin', async (url) => {
    const anonymous = await t.app.inject({ url });
    expect(anonymous.statusCode).toBe(404);
    expect(anonymous.body).toContain('<div id="root"></div>');
    expect((await t.app.inject({ url, headers: { cookie: member } })).statusCode).toBe(404);
    const allowed = await t.app.inject({ url, headers: { cookie: admin } });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('<div id="root"></div>');
  });

  it('tells the web who may see them', async () => {
    const anonymous = await t.app.inject({ url: '/api/site/test-pages' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ visible: false });
    expect(anonymous.headers['cache-control']).toBe('private, no-store');
    const asMember = await t.app.inject({ url: '/api/site/test-pages', headers: { cookie: member } });
    expect(asMember.json()).toEqual({ visible: false });
    const asAdmin = await t.app.inject({ url: '/api/site/test-pages', headers: { cookie: admin } });
    expect(asAdmin.json()).toEqual({ visible: true });
  });

  it('leaves /novu-test and the other pages open', async () => {
    expect((await t.app.inject({ url: '/novu-test' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/events' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/bestaat-niet' })).statusCode).toBe(404);
  });
});

describe('showcase pages outside production', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ webDir });
  });

  afterAll(async () => {
    await t?.close();
  });

  it.each(SHOWCASE)('%s: open to a visitor', async (url) => {
    expect((await t.app.inject({ url })).statusCode).toBe(200);
  });

  it('says so to the web', async () => {
    expect((await t.app.inject({ url: '/api/site/test-pages' })).json()).toEqual({ visible: true });
  });
});
