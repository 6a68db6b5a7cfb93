import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../../core/errors';
import type { MemberDetail, MemberSearchResponse } from '../../../core/schemas/members';
import { profiles } from '../../db/schema';
import { type TestApp, createTestApp } from '../../test/app';

let t: TestApp;
const get = (url: string) => t.app.inject({ method: 'GET', url });

beforeAll(async () => {
  t = await createTestApp({ seed: { events: 2, members: 12 } });
});

afterAll(async () => {
  await t?.close();
});

describe('members directory', () => {
  it('lists public members as member cards, newest first, with a total', async () => {
    const res = await get('/api/members?pageSize=5');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as MemberSearchResponse;
    expect(body.items).toHaveLength(5);
    expect(body.total).toBeGreaterThan(5);
    const dates = body.items.map((c) => c.memberData?.joinDate ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const card of body.items) {
      expect(card.contentType).toBe('member');
      expect((card.subtitle ?? '').length).toBeLessThanOrEqual(50);
    }
  });

  it('leaves out private and suspended members, and falls back to Anoniem lid', async () => {
    const [a, b, c] = ((await get('/api/members?pageSize=3')).json() as MemberSearchResponse).items;
    await t.db
      .update(profiles)
      .set({ isPublic: false })
      .where(eq(profiles.id, a?.id ?? ''));
    await t.db
      .update(profiles)
      .set({ suspendedAt: new Date() })
      .where(eq(profiles.id, b?.id ?? ''));
    await t.db
      .update(profiles)
      .set({ fullName: null })
      .where(eq(profiles.id, c?.id ?? ''));
    const ids = ((await get('/api/members?pageSize=50')).json() as MemberSearchResponse).items.map(
      (m) => m.id,
    );
    expect(ids).not.toContain(a?.id);
    expect(ids).not.toContain(b?.id);
    expect((await get(`/api/members/${a?.slug}`)).statusCode).toBe(404);
    expect((await get(`/api/members/${b?.id}`)).statusCode).toBe(404);
    expect(((await get(`/api/members/${c?.id}`)).json() as MemberDetail).name).toBe('Anoniem lid');

    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain(`/member/${c?.slug}</loc>`);
    expect(sitemap).not.toContain(`/member/${a?.slug}<`);
    expect(sitemap).not.toContain(`/member/${b?.slug}<`);
  });

  it('searches by text and city and sorts by name', async () => {
    const [first] = ((await get('/api/members?sort=name&pageSize=50')).json() as MemberSearchResponse).items;
    const byCity = (
      await get(`/api/members?city=${encodeURIComponent(first?.location?.city ?? '')}`)
    ).json() as MemberSearchResponse;
    expect(byCity.items.every((m) => m.location?.city === first?.location?.city)).toBe(true);
    const word = (first?.title ?? '').split(' ')[0] ?? '';
    const byText = (await get(`/api/members?q=${encodeURIComponent(word)}`)).json() as MemberSearchResponse;
    expect(byText.items.map((m) => m.id)).toContain(first?.id);
    expect((await get('/api/members?sort=oops&page=-3')).statusCode).toBe(200);
  });

  it('opens a member page by slug or id with follower count and owner id; unknown is member_not_found', async () => {
    const [card] = ((await get('/api/members?sort=name')).json() as MemberSearchResponse).items;
    const bySlug = (await get(`/api/members/${card?.slug}`)).json() as MemberDetail;
    expect(bySlug).toMatchObject({ id: card?.id, ownerUserId: card?.id, name: card?.title });
    expect(bySlug.followerCount).toBeGreaterThanOrEqual(0);
    expect(((await get(`/api/members/${card?.id}`)).json() as MemberDetail).id).toBe(card?.id);
    const missing = await get('/api/members/niemand-hier');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      error: { code: 'member_not_found', message: ERRORS.member_not_found.message },
    });
  });
});
