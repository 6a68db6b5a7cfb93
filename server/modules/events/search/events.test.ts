import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventListResponse } from '../../../../core/schemas/events';
import { type TestApp, createTestApp } from '../../../test/app';
import {
  daysFromNow,
  insertCategory,
  insertEvent,
  insertFavorite,
  insertOrganization,
} from '../../../test/fixtures';

let t: TestApp;
const ids: Record<string, string> = {};

const list = async (query = ''): Promise<EventListResponse> => {
  const res = await t.app.inject({ url: `/api/events${query}` });
  expect(res.statusCode).toBe(200);
  return res.json<EventListResponse>();
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  const dans = await insertCategory(db, { slug: 'dans', name: 'Dans', isMain: true });
  const festival = await insertCategory(db, { slug: 'festival', name: 'Festival', isMain: true });
  const ecstatic = await insertCategory(db, {
    slug: 'ecstatic-dance',
    name: 'Ecstatic dance',
    parents: ['dans'],
  });
  const org = await insertOrganization(db, { name: 'Stichting Adem' });

  // Visible: four published upcoming events.
  ids.soon = (
    await insertEvent(db, {
      title: 'Ademwerk in Utrecht',
      startDate: daysFromNow(2),
      price: 25,
      organizationProfileId: org.id,
      tickets: [{ price: 30 }, { price: 18 }, { price: 5, isActive: false }],
      categoryIds: [ecstatic.id],
      mainTypeId: dans.id,
    })
  ).id;
  ids.later = (
    await insertEvent(db, { title: 'Bewegen in Gent', startDate: daysFromNow(20), price: 0, city: 'Gent' })
  ).id;
  ids.premium = (
    await insertEvent(db, {
      title: 'Zomerfestival Zeeland',
      startDate: daysFromNow(40),
      price: 120,
      isPremiumOrganizer: true,
      organizerName: 'Premium Producties',
      mainTypeId: festival.id,
    })
  ).id;
  ids.noPrice = (
    await insertEvent(db, {
      title: 'Cirkeldans Amsterdam',
      startDate: daysFromNow(10),
      categoryIds: [dans.id],
    })
  ).id;

  // Hidden: draft, cancelled, trashed, already started.
  await insertEvent(db, { title: 'Concept', status: 'draft' });
  await insertEvent(db, { title: 'Geannuleerd', status: 'cancelled' });
  await insertEvent(db, { title: 'In de prullenbak', deletedAt: new Date() });
  await insertEvent(db, { title: 'Gisteren', startDate: daysFromNow(-1) });

  await insertFavorite(db, ids.later);
  await insertFavorite(db, ids.later);
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/events', () => {
  it('lists only published, upcoming, not trashed events, premium organisers first, then by date', async () => {
    const body = await list();
    expect(body.total).toBe(4);
    expect(body.items.map((e) => e.id)).toEqual([ids.premium, ids.soon, ids.noPrice, ids.later]);
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(24);
  });

  it('summarises active tickets, categories, organiser and saved count per card', async () => {
    const { items } = await list();
    const soon = items.find((e) => e.id === ids.soon);
    expect(soon).toMatchObject({
      title: 'Ademwerk in Utrecht',
      price: 25,
      minTicketPrice: 18,
      activeTicketCount: 2,
      currency: 'EUR',
      organizerName: 'Stichting Adem',
      isPremiumOrganizer: false,
    });
    expect(soon?.categories.map((c) => c.slug).sort()).toEqual(['dans', 'ecstatic-dance']);
    expect(new Date(soon?.startDate ?? '').toISOString()).toBe(soon?.startDate);

    const later = items.find((e) => e.id === ids.later);
    expect(later).toMatchObject({
      price: 0,
      minTicketPrice: null,
      activeTicketCount: 0,
      savedCount: 2,
      city: 'Gent',
    });
    expect(items.find((e) => e.id === ids.premium)?.organizerName).toBe('Premium Producties');
  });

  it('filters by main type through the main type or the category mapping', async () => {
    const body = await list('?mainType=dans');
    expect(body.total).toBe(2);
    expect(body.items.map((e) => e.id)).toEqual([ids.soon, ids.noPrice]);
    expect((await list('?mainType=festival')).items.map((e) => e.id)).toEqual([ids.premium]);
    expect((await list('?mainType=online')).total).toBe(0);
  });

  it('sorts by name, newest and price, always keeping premium organisers first', async () => {
    expect((await list('?sort=name')).items.map((e) => e.title)).toEqual([
      'Zomerfestival Zeeland',
      'Ademwerk in Utrecht',
      'Bewegen in Gent',
      'Cirkeldans Amsterdam',
    ]);
    expect((await list('?sort=newest')).items.map((e) => e.id)).toEqual([
      ids.premium,
      ids.noPrice,
      ids.later,
      ids.soon,
    ]);
    // Price = cheapest active ticket, else the event price; unknown prices last.
    expect((await list('?sort=price_asc')).items.map((e) => e.id)).toEqual([
      ids.premium,
      ids.later,
      ids.soon,
      ids.noPrice,
    ]);
    expect((await list('?sort=price_desc')).items.map((e) => e.id)).toEqual([
      ids.premium,
      ids.soon,
      ids.later,
      ids.noPrice,
    ]);
  });

  it('pages with a stable total', async () => {
    const first = await list('?pageSize=3&page=1');
    const second = await list('?pageSize=3&page=2');
    expect(first.items).toHaveLength(3);
    expect(second.items).toHaveLength(1);
    expect(first.total).toBe(4);
    expect(second.total).toBe(4);
    expect([...first.items, ...second.items].map((e) => e.id)).toEqual([
      ids.premium,
      ids.soon,
      ids.noPrice,
      ids.later,
    ]);
    const beyond = await list('?pageSize=3&page=9');
    expect(beyond).toMatchObject({ items: [], total: 4, page: 9 });
  });

  it('reads bad query parameters as their defaults instead of failing (spec §5)', async () => {
    const body = await list('?page=0&pageSize=500&sort=random&mainType=yoga');
    expect(body).toMatchObject({ page: 1, pageSize: 50, total: 4 });
    expect(body.items.map((e) => e.id)).toEqual([ids.premium, ids.soon, ids.noPrice, ids.later]);
  });
});
