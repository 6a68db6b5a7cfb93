import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../core/errors';
import { userRoles, users } from '../db/schema';
import { type TestApp, createTestApp } from '../test/app';
import { signUpVerified } from '../test/accounts';
import { post, sessionCookieFrom } from '../test/http';

/** Every route the docs plugin serves: the UI, its own files and the document in both formats. */
const DOCS_URLS = [
  '/api/docs',
  '/api/docs/',
  '/api/docs/static/index.html',
  '/api/docs/static/swagger-initializer.js',
  '/api/docs/static/swagger-ui.css',
  '/api/docs/json',
  '/api/docs/yaml',
];
const PASSWORD = 'docs-lezen-2026!';

const signIn = async (t: TestApp, email: string): Promise<string> =>
  sessionCookieFrom(await post(t, '/api/auth/sign-in', { email, password: PASSWORD }));

describe('/api/docs in production: admins only', () => {
  let t: TestApp;
  let admin = '';
  let member = '';

  beforeAll(async () => {
    t = await createTestApp({
      env: { NODE_ENV: 'production', SESSION_SECRET: randomBytes(32).toString('hex') },
    });
    for (const email of ['beheerder@example.nl', 'lid@example.nl']) {
      await signUpVerified(t, t.config.publicUrl, { email, password: PASSWORD });
    }
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

  it.each(DOCS_URLS)('%s: anonymous 401, a member 403, an admin gets it', async (url) => {
    const anonymous = await t.app.inject({ url });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error).toEqual({
      code: 'unauthenticated',
      message: ERRORS.unauthenticated.message,
    });

    const refused = await t.app.inject({ url, headers: { cookie: member } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({ code: 'admin_only', message: ERRORS.admin_only.message });

    const allowed = await t.app.inject({ url, headers: { cookie: admin } });
    expect([200, 302], allowed.body).toContain(allowed.statusCode);
  });

  it('gives an admin the whole document', async () => {
    const res = await t.app.inject({ url: '/api/docs/json', headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty(['/api/events']);
  });

  it('leaves the rest of the API alone', async () => {
    expect((await t.app.inject({ url: '/api/categories' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('/api/docs outside production: public', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'development' } });
  });

  afterAll(async () => {
    await t?.close();
  });

  it.each(DOCS_URLS)('%s answers anonymous visitors', async (url) => {
    const res = await t.app.inject({ url });
    expect([200, 302], `${url}: ${res.body.slice(0, 200)}`).toContain(res.statusCode);
  });
});
