import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  AdminCategoryDto,
  AdminCategoryList,
  CategoryTreeResponse,
} from '../../../core/schemas/categories';
import { auditLog, eventCategories } from '../../db/schema';
import { ADMIN_EMAIL, PARTICIPANT_EMAIL, createSignedInTestApp } from '../../test/accounts';
import type { TestApp } from '../../test/app';
import { insertCategory, insertEvent, withoutTriggers } from '../../test/fixtures';
import { callAs, errorOf } from '../../test/http';

let t: TestApp;
let admin: string;
let participant: string;

beforeAll(async () => {
  ({ t, admin, participant } = await createSignedInTestApp({
    admin: ADMIN_EMAIL,
    participant: PARTICIPANT_EMAIL,
  }));
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const create = (body: Record<string, unknown>) => callAs(t, admin, 'POST', '/api/admin/categories', body);
const tree = async () => (await t.app.inject({ url: '/api/categories' })).json<CategoryTreeResponse>();
const subtypesOf = async (main: string) =>
  (await tree()).items.find((c) => c.slug === main)?.subtypes.map((s) => s.slug) ?? [];
const auditOf = (id: string, action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, id), eq(auditLog.action, action), eq(auditLog.targetType, 'category')));

describe('who may manage categories', () => {
  it('refuses visitors (401) and non-admins (403 in Dutch)', async () => {
    expect((await t.app.inject({ url: '/api/admin/categories' })).statusCode).toBe(401);
    const res = await callAs(t, participant, 'POST', '/api/admin/categories', {
      name: 'Niet van mij',
      slug: 'niet-van-mij',
      parents: ['dans'],
    });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res)).toMatchObject({
      code: 'admin_only',
      message: expect.stringContaining('beheerders'),
    });
  });
});

describe('the admin tree', () => {
  it('lists every category with parents, published-event counts and in-use', async () => {
    const dans = (await t.db.select().from(eventCategories).where(eq(eventCategories.slug, 'dans')))[0];
    const sub = await insertCategory(t.db, { slug: 'telsub', name: 'Telsub', parents: ['dans'] });
    await insertEvent(t.db, { mainTypeId: dans?.id ?? null, subTypeId: sub.id });
    await insertEvent(t.db, { subTypeId: sub.id, status: 'draft' });
    const res = await callAs(t, admin, 'GET', '/api/admin/categories');
    expect(res.statusCode).toBe(200);
    const { items } = res.json<AdminCategoryList>();
    const row = items.find((c) => c.slug === 'telsub');
    expect(row).toMatchObject({ parents: ['dans'], eventCount: 1, inUse: true, isMainCategory: false });
    expect(items.find((c) => c.slug === 'dans')).toMatchObject({ isMainCategory: true, inUse: true });
    // Main types first.
    expect(items.findIndex((c) => !c.isMainCategory)).toBeGreaterThan(
      items.findLastIndex((c) => c.isMainCategory),
    );
  });
});

describe('create', () => {
  it('adds a subtype, audited, and the public tree shows it at once (cache dropped)', async () => {
    await tree(); // fill the cache first
    const res = await create({ name: 'Kringdans', slug: 'kringdans', parents: ['dans'], iconUrl: 'music' });
    expect(res.statusCode).toBe(201);
    const created = res.json<AdminCategoryDto>();
    expect(created).toMatchObject({ slug: 'kringdans', parents: ['dans'], iconUrl: 'music', inUse: false });
    expect(await subtypesOf('dans')).toContain('kringdans');

    const [entry] = await auditOf(created.id, 'category.create');
    expect(entry?.data).toMatchObject({ before: null, after: { slug: 'kringdans', parents: ['dans'] } });
  });

  it('refuses a duplicate name or slug with the Dutch message and hint (409)', async () => {
    await create({ name: 'Dubbel', slug: 'dubbel', parents: ['dans'] });
    for (const body of [
      { name: 'Dubbel', slug: 'dubbel-2', parents: ['dans'] },
      { name: 'Dubbel twee', slug: 'dubbel', parents: ['dans'] },
    ]) {
      const res = await create(body);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        error: {
          code: 'category_exists',
          message: 'Er bestaat al een categorie met deze naam of slug.',
          hint: 'Kies een andere naam.',
        },
      });
    }
  });

  it('validates in Dutch: name, slug, icon, parents', async () => {
    const bad = await create({ name: 'x', slug: 'Geen Slug!', iconUrl: 'javascript:alert(1)' });
    expect(bad.statusCode).toBe(400);
    const text = bad.body;
    expect(text).toContain('minimaal 2 tekens');
    expect(text).toContain('kleine letters, cijfers en streepjes');
    expect(text).toContain('icoonnaam');
    const noParent = await create({ name: 'Wees', slug: 'wees' });
    expect(noParent.statusCode).toBe(400);
    expect(noParent.body).toContain('Kies minstens één hoofdtype');
    const unknown = await create({ name: 'Wees', slug: 'wees', parents: ['bestaat-niet'] });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).code).toBe('category_parent_unknown');
  });
});

describe('cache on every instance', () => {
  it("a change another instance announces (NOTIFY) drops this instance's cached tree", async () => {
    await tree();
    // Written behind this instance's back with triggers off (else kring_events_changed would tell it too):
    // only this channel's notification tells it.
    await withoutTriggers(t.db, (tx) =>
      insertCategory(tx, { slug: 'van-elders', name: 'Van elders', parents: ['dans'] }),
    );
    expect(await subtypesOf('dans')).not.toContain('van-elders');
    await t.db.execute(sql`select pg_notify('kring_category_tree', '{}')`);
    await vi.waitFor(async () => expect(await subtypesOf('dans')).toContain('van-elders'), {
      timeout: 5_000,
    });
  });
});

describe('edit, reorder, deactivate', () => {
  it('edits with before/after in the audit log; an inactive category leaves the public tree', async () => {
    const { id } = (
      await create({ name: 'Tijdelijk', slug: 'tijdelijk', parents: ['dans'] })
    ).json<AdminCategoryDto>();
    expect(await subtypesOf('dans')).toContain('tijdelijk');
    const res = await callAs(t, admin, 'PATCH', `/api/admin/categories/${id}`, {
      isActive: false,
      name: 'Tijdelijk uit',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminCategoryDto>()).toMatchObject({ isActive: false, name: 'Tijdelijk uit' });
    expect(await subtypesOf('dans')).not.toContain('tijdelijk');
    const [entry] = await auditOf(id, 'category.update');
    expect(entry?.data).toMatchObject({
      before: { isActive: true, name: 'Tijdelijk' },
      after: { isActive: false, name: 'Tijdelijk uit' },
    });
  });

  it("renaming a main type's slug keeps its subtypes under it", async () => {
    const main = (
      await create({ name: 'Hoofd test', slug: 'hoofd-test', isMainCategory: true })
    ).json<AdminCategoryDto>();
    await create({ name: 'Onder test', slug: 'onder-test', parents: ['hoofd-test'] });
    await callAs(t, admin, 'PATCH', `/api/admin/categories/${main.id}`, { slug: 'hoofd-nieuw' });
    expect(await subtypesOf('hoofd-nieuw')).toEqual(['onder-test']);
  });

  it('reorders siblings: the public subtypes follow the new order', async () => {
    const a = (
      await create({ name: 'Volg A', slug: 'volg-a', parents: ['jaartraject'] })
    ).json<AdminCategoryDto>();
    const b = (
      await create({ name: 'Volg B', slug: 'volg-b', parents: ['jaartraject'] })
    ).json<AdminCategoryDto>();
    const res = await callAs(t, admin, 'POST', '/api/admin/categories/reorder', { ids: [b.id, a.id] });
    expect(res.statusCode).toBe(200);
    const subs = (await subtypesOf('jaartraject')).filter((s) => s.startsWith('volg-'));
    expect(subs).toEqual(['volg-b', 'volg-a']);
    expect(await auditOf(b.id, 'category.update')).toHaveLength(1);
  });
});

describe('delete', () => {
  it('refuses a category in use (409, Dutch) and deletes an unused one, audited', async () => {
    const used = (
      await create({ name: 'In gebruik', slug: 'in-gebruik', parents: ['dans'] })
    ).json<AdminCategoryDto>();
    await insertEvent(t.db, { subTypeId: used.id, status: 'draft' });
    const refused = await callAs(t, admin, 'DELETE', `/api/admin/categories/${used.id}`);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({
      code: 'category_in_use',
      message: expect.stringContaining('inactief'),
    });

    // A main type with a subtype under it counts as used too.
    const dans = (await callAs(t, admin, 'GET', '/api/admin/categories'))
      .json<AdminCategoryList>()
      .items.find((c) => c.slug === 'dans');
    expect((await callAs(t, admin, 'DELETE', `/api/admin/categories/${dans?.id}`)).statusCode).toBe(409);

    // Used categories keep their side: a main type with subtypes does not become a subtype, nor the reverse.
    const demote = await callAs(t, admin, 'PATCH', `/api/admin/categories/${dans?.id}`, {
      isMainCategory: false,
      parents: ['festival'],
    });
    expect(demote.statusCode).toBe(409);
    expect(errorOf(demote)).toMatchObject({
      code: 'category_type_in_use',
      message: expect.stringContaining('van hoofdtype naar subtype'),
    });
    const promote = await callAs(t, admin, 'PATCH', `/api/admin/categories/${used.id}`, {
      isMainCategory: true,
    });
    expect(promote.statusCode).toBe(409);
    expect(errorOf(promote).code).toBe('category_type_in_use');

    const unused = (
      await create({ name: 'Ongebruikt', slug: 'ongebruikt', parents: ['dans'] })
    ).json<AdminCategoryDto>();
    expect(await subtypesOf('dans')).toContain('ongebruikt');
    const res = await callAs(t, admin, 'DELETE', `/api/admin/categories/${unused.id}`);
    expect(res.statusCode).toBe(204);
    expect(await subtypesOf('dans')).not.toContain('ongebruikt');
    const [entry] = await auditOf(unused.id, 'category.delete');
    expect(entry?.data).toMatchObject({ before: { slug: 'ongebruikt' }, after: null });
    expect((await callAs(t, admin, 'DELETE', `/api/admin/categories/${unused.id}`)).statusCode).toBe(404);
  });
});
