import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../../core/errors';
import { NOTIFICATION_DEFAULTS } from '../../../core/domain/notificationPreferences';
import { profiles, sessions, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/data/accounts';
import { type TestApp, createTestApp } from '../../test/app';
import { callAs, errorOf, multipartFile, signInAs } from '../../test/http';

let t: TestApp;
let cookie: string;
const PARTICIPANT = 'deelnemer@demo.kring.test';

beforeAll(async () => {
  t = await createTestApp({ seed: { events: 6, members: 2 } });
  cookie = await signInAs(t, PARTICIPANT, DEMO_PASSWORD);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const as = (method: 'GET' | 'PATCH' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  callAs(t, cookie, method, url, payload);

const expectError = (res: Awaited<ReturnType<typeof as>>, code: keyof typeof ERRORS) => {
  expect(res.statusCode, res.body).toBe(ERRORS[code].status);
  expect(errorOf(res)).toEqual({ code, message: ERRORS[code].message });
};

describe('account: name and username', () => {
  it('shows the own account settings', async () => {
    const res = await as('GET', '/api/me/account');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({ email: PARTICIPANT, isPublic: true, pendingEmail: null });
    expect(res.json().username).toMatch(/^[a-z0-9.]+$/);
  });

  it('changes full name and username; the session name follows', async () => {
    const res = await as('PATCH', '/api/me/account', {
      fullName: 'Sanne Nieuwnaam',
      username: 'Sanne.Nieuw',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ fullName: 'Sanne Nieuwnaam', username: 'sanne.nieuw' });
    const session = await as('GET', '/api/session');
    expect(session.json().user.name).toBe('Sanne Nieuwnaam');
    const [user] = await t.db.select({ name: users.name }).from(users).where(eq(users.email, PARTICIPANT));
    expect(user?.name).toBe('Sanne Nieuwnaam');
  });

  it('refuses a username another account has', async () => {
    const res = await as('PATCH', '/api/me/account', { fullName: 'Sanne', username: 'joris.ademhalte' });
    expectError(res, 'username_taken');
    expect(res.json().error.hint).toBe('Kies een andere gebruikersnaam.');
    expect(res.json().error.fields.username).toBe('Deze gebruikersnaam is al in gebruik.');
  });

  it('checks the username format and the name length (Dutch field messages)', async () => {
    const bad = await as('PATCH', '/api/me/account', { fullName: 'S', username: 'sa_nne!' });
    expectError(bad, 'validation_failed');
    expect(bad.json().error.fields).toEqual({
      fullName: 'Vul je naam in.',
      username: 'Gebruik alleen kleine letters, cijfers en punten.',
    });
    const short = await as('PATCH', '/api/me/account', { fullName: 'Sanne', username: 'ab' });
    expect(short.json().error.fields.username).toBe('Je gebruikersnaam moet minimaal 3 tekens hebben.');
    const long = await as('PATCH', '/api/me/account', { fullName: 'Sanne', username: 'a'.repeat(31) });
    expect(long.json().error.fields.username).toBe('Je gebruikersnaam mag maximaal 30 tekens hebben.');
  });
});

describe('privacy', () => {
  it('hides and shows the profile', async () => {
    const hide = await as('PATCH', '/api/me/privacy', { isPublic: false });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(hide.json()).toEqual({ isPublic: false });
    expect((await as('GET', '/api/me/account')).json().isPublic).toBe(false);
    await as('PATCH', '/api/me/privacy', { isPublic: true });
    const [row] = await t.db
      .select({ isPublic: profiles.isPublic })
      .from(profiles)
      .where(eq(profiles.email, PARTICIPANT));
    expect(row?.isPublic).toBe(true);
  });

  it('refuses a body that is not a boolean', async () => {
    expectError(await as('PATCH', '/api/me/privacy', { isPublic: 'ja' }), 'validation_failed');
  });
});

describe('notification preferences', () => {
  it('answers the defaults when nothing was chosen', async () => {
    const res = await as('GET', '/api/me/notification-preferences');
    expect(res.statusCode, res.body).toBe(200);
    const prefs = res.json().preferences as Array<{ type: string; email: boolean; isDefault: boolean }>;
    expect(prefs.map((p) => p.type)).toEqual(Object.keys(NOTIFICATION_DEFAULTS));
    for (const p of prefs)
      expect(p).toMatchObject({ email: NOTIFICATION_DEFAULTS[p.type as 'messages'], isDefault: true });
  });

  it('stores a choice per type and keeps the others', async () => {
    const res = await as('PUT', '/api/me/notification-preferences', {
      preferences: [
        { type: 'messages', email: false },
        { type: 'newsletter', email: true },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const again = await as('GET', '/api/me/notification-preferences');
    const byType = Object.fromEntries(
      (again.json().preferences as Array<{ type: string; email: boolean; isDefault: boolean }>).map((p) => [
        p.type,
        p,
      ]),
    );
    const channels = { inApp: true, push: false };
    expect(byType.messages).toEqual({ type: 'messages', email: false, ...channels, isDefault: false });
    expect(byType.newsletter).toEqual({ type: 'newsletter', email: true, ...channels, isDefault: false });
    expect(byType.reviews).toEqual({ type: 'reviews', email: true, ...channels, isDefault: true });

    // A choice names only the channels it changes: switching push on keeps the e-mail choice made above.
    await as('PUT', '/api/me/notification-preferences', { preferences: [{ type: 'messages', push: true }] });
    const after = (await as('GET', '/api/me/notification-preferences')).json().preferences as Array<{
      type: string;
    }>;
    expect(after.find((p) => p.type === 'messages')).toEqual({
      type: 'messages',
      email: false,
      inApp: true,
      push: true,
      isDefault: false,
    });
  });

  it('refuses unknown types and empty lists', async () => {
    const unknown = await as('PUT', '/api/me/notification-preferences', {
      preferences: [{ type: 'spam', email: true }],
    });
    expectError(unknown, 'validation_failed');
    expectError(
      await as('PUT', '/api/me/notification-preferences', { preferences: [] }),
      'validation_failed',
    );
  });
});

describe('data export', () => {
  it('downloads the own data as a JSON attachment without secrets', async () => {
    const res = await as('GET', '/api/me/export');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="kring-mijn-gegevens-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = res.json();
    expect(data.format).toBe('kring-data-export/1');
    expect(data.account).toMatchObject({ email: PARTICIPANT, signInMethods: [{ providerId: 'credential' }] });
    expect(data.profile).toMatchObject({ email: PARTICIPANT, fullName: 'Sanne Nieuwnaam' });
    expect(data.roles.map((r: { role: string }) => r.role)).toContain('participant');
    expect(data.subscriptions.length).toBeGreaterThan(0);
    expect(data.notificationPreferences).toHaveLength(Object.keys(NOTIFICATION_DEFAULTS).length);
    for (const key of ['favorites', 'reviews', 'forum', 'follows', 'sessions'] as const)
      expect(data[key]).toBeDefined();

    const sessionToken = decodeURIComponent(cookie.split('=')[1] ?? '').split('.')[0] ?? '';
    const [session] = await t.db.select({ token: sessions.token }).from(sessions).limit(1);
    expect(sessionToken.length).toBeGreaterThan(10);
    expect(res.body).not.toContain(sessionToken);
    expect(res.body).not.toContain(session?.token);
    expect(res.body).not.toMatch(/"(password|token|secret|backupCodes)"\s*:/);
  });
});

const png = (width = 600, height = 400) =>
  sharp({ create: { width, height, channels: 3, background: '#4d7c6f' } })
    .png()
    .toBuffer();

const upload = (bytes: Buffer, contentType: string) => {
  const { payload, headers } = multipartFile(bytes, contentType);
  return callAs(t, cookie, 'POST', '/api/me/avatar', payload, { headers });
};

describe('avatar', () => {
  it('stores a 256×256 WebP, serves it, replaces and removes it', async () => {
    const first = await upload(await png(), 'image/png');
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl = first.json().avatarUrl as string;
    expect(firstUrl).toMatch(/^\/uploads\/avatars\/[0-9a-f-]+\/[\w-]+\.webp$/);
    const firstPath = join(t.config.uploadsDir, firstUrl.replace('/uploads/', ''));
    const meta = await sharp(firstPath).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });

    const served = await t.app.inject({ method: 'GET', url: firstUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect((await as('GET', '/api/session')).json().user.avatarUrl).toBe(firstUrl);

    const jpeg = await sharp({ create: { width: 300, height: 900, channels: 3, background: '#ccc' } })
      .jpeg()
      .toBuffer();
    const second = await upload(jpeg, 'image/jpeg');
    expect(second.statusCode, second.body).toBe(200);
    expect(existsSync(firstPath)).toBe(false);
    const [user] = await t.db.select({ image: users.image }).from(users).where(eq(users.email, PARTICIPANT));
    expect(user?.image).toBe(second.json().avatarUrl);

    const removed = await as('DELETE', '/api/me/avatar');
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ avatarUrl: null });
    expect(
      existsSync(join(t.config.uploadsDir, (second.json().avatarUrl as string).replace('/uploads/', ''))),
    ).toBe(false);
    expect((await as('GET', '/api/me/account')).json().avatarUrl).toBeNull();
  });

  it('refuses a request without a file', async () => {
    expectError(await as('POST', '/api/me/avatar', { not: 'multipart' }), 'avatar_missing');
  });

  it('refuses other file types, by declared type and by content', async () => {
    expectError(await upload(Buffer.from('hallo'), 'text/plain'), 'avatar_invalid_type');
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expectError(await upload(gif, 'image/png'), 'avatar_invalid_type');
  });

  it('refuses bytes that are no image', async () => {
    expectError(await upload(Buffer.from('dit is geen plaatje'), 'image/jpeg'), 'avatar_unreadable');
  });

  it('refuses files over 5 MB', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 1);
    expectError(await upload(big, 'image/jpeg'), 'avatar_too_large');
  });
});
