import { mkdirSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  OrphanPage,
  StorageCleanupResult,
  StorageSummary,
  StoredFileDto,
  StoredFilePage,
  UnusedUploadPage,
} from '../../../core/schemas/storage';
import { auditLog, uploads, users } from '../../db/schema';
import { ADMIN_EMAIL } from '../../test/accounts';
import { type TestApp, createTestApp } from '../../test/app';
import { insertEvent } from '../../test/fixtures';
import { callAs, errorOf, multipartFile, signInAs } from '../../test/http';

let t: TestApp;
let admin: string;
let organiser: string;
let participant: string;
let adminId: string;

const DAY = 86_400_000;
const old = new Date(Date.now() - 3 * DAY);

/** A file written straight into the local storage dir, with its modification time. */
const store = (key: string, bytes: number, at = old) => {
  const path = join(t.config.uploadsDir, key);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, Buffer.alloc(bytes, 1));
  utimesSync(path, at, at);
};
const stored = (key: string) => existsSync(join(t.config.uploadsDir, key));

beforeAll(async () => {
  t = await createTestApp({ seed: { events: 2, members: 1 } });
  admin = await signInAs(t, ADMIN_EMAIL);
  organiser = await signInAs(t, 'organisatie@demo.kring.test');
  participant = await signInAs(t, 'deelnemer@demo.kring.test');
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN_EMAIL));
  adminId = row!.id;
  // An event's image and its card (in use), an old avatar nobody holds, an unsaved upload of today,
  // an event image whose uploads row outlived its use, and a stray file outside the app's folders (a shared
  // bucket's backup, say), which is never an orphan.
  store(`events/${adminId}/used.webp`, 300);
  store(`events/${adminId}/used-card.webp`, 100);
  await insertEvent(t.db, { title: 'Opslag in gebruik', imageUrl: `/uploads/events/${adminId}/used.webp` });
  store(`avatars/${adminId}/old.webp`, 50);
  store(`events/${adminId}/fresh.webp`, 70, new Date());
  store(`events/${adminId}/gone.webp`, 40);
  store(`events/${adminId}/gone-card.webp`, 20);
  await t.db.insert(uploads).values({
    purpose: 'event_image',
    url: `/uploads/events/${adminId}/gone.webp`,
    keys: [`events/${adminId}/gone.webp`, `events/${adminId}/gone-card.webp`],
    ownerId: adminId,
    sizeBytes: 60,
    contentType: 'image/webp',
    createdAt: old,
  });
  store('misc/stray.txt', 10);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const get = <T>(url: string): Promise<T> =>
  callAs(t, admin, 'GET', url).then((res) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  });

describe('admin storage', () => {
  it('refuses anonymous (401) and non-admins (403) on every endpoint', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/storage/summary'],
      ['GET', '/api/admin/storage/files'],
      ['GET', '/api/admin/storage/orphans'],
      ['GET', '/api/admin/storage/unused-uploads'],
      ['POST', '/api/admin/storage/cleanup'],
    ] as const) {
      const body = method === 'POST' ? { all: true } : undefined;
      expect((await callAs(t, null, method, url, body)).statusCode).toBe(401);
      const refused = await callAs(t, participant, method, url, body);
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused).code).toBe('admin_only');
    }
    expect(stored('misc/stray.txt')).toBe(true);
  });

  it('records size and type of an uploaded event image', async () => {
    const png = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#4d7c6f' } })
      .png()
      .toBuffer();
    const { payload, headers } = multipartFile(png, 'image/png');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/events/images',
      payload,
      headers: { ...headers, origin: t.config.publicUrl, cookie: organiser },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { imageUrl } = res.json() as { imageUrl: string };
    const [row] = await t.db.select().from(uploads).where(eq(uploads.url, imageUrl));
    expect(row?.contentType).toBe('image/webp');
    expect(row?.sizeBytes).toBeGreaterThan(0);
  });

  it('shows the active backend with its totals and what uploads recorded', async () => {
    const summary = await get<StorageSummary>('/api/admin/storage/summary');
    expect(summary.backend).toEqual({ kind: 'local', location: resolve(t.config.uploadsDir) });
    expect(summary.stored.complete).toBe(true);
    expect(summary.stored.files).toBeGreaterThanOrEqual(7);
    expect(summary.stored.bytes).toBeGreaterThanOrEqual(590);
    expect(summary.recorded.find((r) => r.purpose === 'event_image')?.files).toBeGreaterThanOrEqual(1);
  });

  it('lists files page by page with owner, purpose and where each is used', async () => {
    const all: StoredFileDto[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const page: StoredFilePage = await get<StoredFilePage>(`/api/admin/storage/files?limit=2${query}`);
      expect(page.items.length).toBeLessThanOrEqual(2);
      all.push(...page.items);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBeGreaterThanOrEqual(4);
    const byKey = new Map(all.map((f) => [f.key, f]));
    const used = byKey.get(`events/${adminId}/used.webp`)!;
    expect(used).toMatchObject({
      url: `/uploads/events/${adminId}/used.webp`,
      sizeBytes: 300,
      isImage: true,
      purpose: 'event_image',
      orphan: false,
      owner: { id: adminId },
    });
    expect(used.usedBy).toEqual([expect.objectContaining({ type: 'event', label: 'Opslag in gebruik' })]);
    // The card version is in use through its full image.
    expect(byKey.get(`events/${adminId}/used-card.webp`)?.orphan).toBe(false);
    expect(byKey.get(`avatars/${adminId}/old.webp`)).toMatchObject({ purpose: 'avatar', orphan: true });
    // An upload of today may still be saved into an event: no orphan yet.
    expect(byKey.get(`events/${adminId}/fresh.webp`)?.orphan).toBe(false);
    expect(byKey.get('misc/stray.txt')).toMatchObject({
      contentType: 'application/octet-stream',
      owner: null,
    });
  });

  it('finds the orphans and the uploads rows nothing holds', async () => {
    const orphans = await get<OrphanPage>('/api/admin/storage/orphans');
    expect(orphans.nextCursor).toBeNull();
    expect(orphans.items.map((f) => f.key).sort()).toEqual(
      [
        `avatars/${adminId}/old.webp`,
        `events/${adminId}/gone-card.webp`,
        `events/${adminId}/gone.webp`,
      ].sort(),
    );
    const unused = await get<UnusedUploadPage>('/api/admin/storage/unused-uploads');
    expect(unused.items.map((u) => u.url)).toEqual([`/uploads/events/${adminId}/gone.webp`]);
  });

  it('validates the cleanup body in Dutch', async () => {
    const res = await callAs(t, admin, 'POST', '/api/admin/storage/cleanup', {});
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('Kies minstens één bestand om op te ruimen.');
  });

  it('cleans up the chosen orphans only (a file in use is skipped), audited with keys and bytes', async () => {
    const res = await callAs(t, admin, 'POST', '/api/admin/storage/cleanup', {
      keys: [`avatars/${adminId}/old.webp`, `events/${adminId}/used.webp`, 'misc/stray.txt'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json() as StorageCleanupResult;
    expect(result).toMatchObject({
      deletedKeys: [`avatars/${adminId}/old.webp`],
      bytes: 50,
      skipped: [`events/${adminId}/used.webp`, 'misc/stray.txt'],
    });
    expect(stored(`avatars/${adminId}/old.webp`)).toBe(false);
    expect(stored(`events/${adminId}/used.webp`)).toBe(true);
    expect(stored('misc/stray.txt')).toBe(true);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'storage.cleanup'), eq(auditLog.actorId, adminId)));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.data).toMatchObject({ keys: [`avatars/${adminId}/old.webp`], bytes: 50 });
  });

  it('cleans up all orphans of a scan, their uploads rows included; a repeat finds nothing', async () => {
    const res = await callAs(t, admin, 'POST', '/api/admin/storage/cleanup', { all: true });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json() as StorageCleanupResult;
    expect(result.deletedKeys.sort()).toEqual(
      [`events/${adminId}/gone-card.webp`, `events/${adminId}/gone.webp`].sort(),
    );
    expect(result).toMatchObject({ bytes: 60, deletedUploads: 1, more: false });
    expect(stored('misc/stray.txt')).toBe(true);
    expect(await t.db.$count(uploads, eq(uploads.url, `/uploads/events/${adminId}/gone.webp`))).toBe(0);
    expect(stored(`events/${adminId}/used-card.webp`)).toBe(true);
    expect(stored(`events/${adminId}/fresh.webp`)).toBe(true);
    expect((await get<OrphanPage>('/api/admin/storage/orphans')).items).toEqual([]);
  });
});
