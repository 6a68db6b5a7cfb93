import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventMapResponse, EventSearchResponse } from '../../../../core/schemas/eventSearch';
import { eventReadCaches } from '../../../db/eventReadCaches';
import { eventTickets, events } from '../../../db/schema';
import { type TestApp, createTestApp } from '../../../test/app';
import { daysFromNow, insertCategory, insertEvent } from '../../../test/fixtures';

/** City centres (WGS84). Straight lines: Utrecht–Amsterdam ≈ 34 km, Antwerpen–Gent ≈ 51 km. */
const CITY = {
  utrecht: { latitude: 52.0907, longitude: 5.1214 },
  amsterdam: { latitude: 52.3676, longitude: 4.9041 },
  antwerpen: { latitude: 51.2194, longitude: 4.4025 },
  gent: { latitude: 51.0543, longitude: 3.7174 },
  maastricht: { latitude: 50.8514, longitude: 5.691 },
};
const near = (c: { latitude: number; longitude: number }): string => `${c.latitude},${c.longitude}`;

let t: TestApp;
const ids: Record<string, string> = {};

/**
 * What the database answers for a search. The tests here write rows directly (as a job or psql would) and search
 * again at once; the instance drops its cached searches when the NOTIFY of that write arrives, a moment later on
 * PostgreSQL. That cache is covered by cacheAcrossInstances.test.ts, so here every search is asked afresh.
 */
const search = async (query = ''): Promise<EventSearchResponse> => {
  eventReadCaches.drop(t.db);
  const res = await t.app.inject({ url: `/api/events${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<EventSearchResponse>();
};
const titles = async (query = ''): Promise<string[]> => (await search(query)).items.map((e) => e.title);
const sorted = async (query = ''): Promise<string[]> => (await titles(query)).sort();

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  const dans = await insertCategory(db, { slug: 'dans', name: 'Dans', isMain: true });
  const festival = await insertCategory(db, { slug: 'festival', name: 'Festival', isMain: true });
  const ecstatic = await insertCategory(db, { slug: 'ecstatic-dance', parents: ['dans'] });
  const biodanza = await insertCategory(db, { slug: 'biodanza', parents: ['dans'] });

  ids.utrecht = (
    await insertEvent(db, {
      title: 'Café Ademwerk Utrecht',
      ...CITY.utrecht,
      startDate: daysFromNow(3),
      price: 25,
      tickets: [{ price: 30 }, { price: 18 }, { price: 5, isActive: false }],
      mainTypeId: dans.id,
      categoryIds: [ecstatic.id],
    })
  ).id;
  ids.amsterdam = (
    await insertEvent(db, {
      title: 'Biodanza Amsterdam',
      ...CITY.amsterdam,
      city: 'Amsterdam',
      startDate: daysFromNow(5),
      price: 0,
      mainTypeId: dans.id,
      subTypeId: biodanza.id,
    })
  ).id;
  ids.gent = (
    await insertEvent(db, {
      title: 'Zomerfestival Gent',
      ...CITY.gent,
      city: 'Gent',
      startDate: daysFromNow(8),
      price: 120,
      isPremiumOrganizer: true,
      mainTypeId: festival.id,
    })
  ).id;
  ids.maastricht = (
    await insertEvent(db, {
      title: 'Meditatie weekend Maastricht',
      ...CITY.maastricht,
      city: 'Maastricht',
      startDate: daysFromNow(12),
      price: 800,
    })
  ).id;
  ids.online = (
    await insertEvent(db, {
      title: 'Online ademsessie',
      city: null,
      isOnline: true,
      startDate: daysFromNow(4),
    })
  ).id;
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/events: text', () => {
  it('matches parts of words, ignoring case and accents, every word', async () => {
    expect(await sorted('?q=adem')).toEqual(['Café Ademwerk Utrecht', 'Online ademsessie']);
    expect(await titles('?q=CAFE')).toEqual(['Café Ademwerk Utrecht']);
    expect(await titles('?q=caf%C3%A9%20utrecht')).toEqual(['Café Ademwerk Utrecht']);
    expect(await titles('?q=%20%20zomerfest%20%20')).toEqual(['Zomerfestival Gent']);
    expect(await titles('?q=adem%20gent')).toEqual([]);
  });

  it('ignores text under 2 characters and treats LIKE wildcards as text', async () => {
    expect((await search('?q=a')).total).toBe(5);
    expect((await search('?q=%25%25')).total).toBe(0);
    expect((await search('?q=_e')).total).toBe(0);
  });
});

describe('GET /api/events: radius', () => {
  it('keeps Amsterdam within 50 km of Utrecht and not within 25 km (≈34 km)', async () => {
    const fifty = await search(`?near=${near(CITY.utrecht)}&radius=50`);
    expect(fifty.items.map((e) => [e.title, e.distanceKm])).toEqual([
      ['Café Ademwerk Utrecht', 0],
      ['Biodanza Amsterdam', 34], // 34.4 km centre to centre
    ]);
    expect(await titles(`?near=${near(CITY.utrecht)}&radius=25`)).toEqual(['Café Ademwerk Utrecht']);
  });

  it('applies the 1.1 tolerance: Gent (≈51 km) is near Antwerpen at 50 km, not at 25 km', async () => {
    const fifty = await search(`?near=${near(CITY.antwerpen)}&radius=50`);
    expect(fifty.items.map((e) => [e.title, e.distanceKm])).toEqual([['Zomerfestival Gent', 51]]);
    expect((await search(`?near=${near(CITY.antwerpen)}&radius=25`)).total).toBe(0);
    // Default radius 25 when absent or not one of the options.
    expect((await search(`?near=${near(CITY.antwerpen)}&radius=40`)).total).toBe(0);
  });

  it('leaves online events without coordinates out and reports no distance without near', async () => {
    expect(await sorted(`?near=${near(CITY.utrecht)}&radius=500`)).toEqual([
      'Biodanza Amsterdam',
      'Café Ademwerk Utrecht',
      'Meditatie weekend Maastricht',
      'Zomerfestival Gent',
    ]);
    expect((await search()).items.every((e) => e.distanceKm === null)).toBe(true);
  });

  it('ignores a malformed near', async () => {
    expect((await search('?near=abc&radius=10')).total).toBe(5);
    expect((await search('?near=95,5')).total).toBe(5);
  });
});

describe('GET /api/events: types, price, premium', () => {
  it('filters by main type (type or its alias mainType) and by subtypes of that type', async () => {
    expect(await sorted('?type=dans')).toEqual(['Biodanza Amsterdam', 'Café Ademwerk Utrecht']);
    expect(await sorted('?mainType=dans')).toEqual(['Biodanza Amsterdam', 'Café Ademwerk Utrecht']);
    expect(await titles('?type=dans&subtypes=ecstatic-dance')).toEqual(['Café Ademwerk Utrecht']);
    expect(await titles('?type=dans&subtypes=biodanza')).toEqual(['Biodanza Amsterdam']);
    expect(await sorted('?type=dans&subtypes=biodanza,ecstatic-dance')).toEqual([
      'Biodanza Amsterdam',
      'Café Ademwerk Utrecht',
    ]);
    // Without a type, subtypes are ignored; 'all' and unknown types mean no type.
    expect((await search('?subtypes=biodanza')).total).toBe(5);
    expect((await search('?type=all&subtypes=biodanza')).total).toBe(5);
    expect((await search('?type=yoga')).total).toBe(5);
  });

  it('filters on the cheapest active ticket, else the event price; 500 means no upper limit', async () => {
    expect(await titles('?price=10-20')).toEqual(['Café Ademwerk Utrecht']); // tickets 18 and 30, not 5
    expect(await titles('?price=0-0')).toEqual(['Biodanza Amsterdam']);
    expect(await sorted('?price=100-500')).toEqual(['Meditatie weekend Maastricht', 'Zomerfestival Gent']);
    expect(await titles('?price=100-200')).toEqual(['Zomerfestival Gent']);
    // Unknown price (the online event) passes only the full range; malformed = full range.
    expect((await search('?price=0-500')).total).toBe(5);
    expect((await search('?price=cheap')).total).toBe(5);
    expect((await search('?price=0-499')).total).toBe(3);
  });

  it('keeps premium organisers only', async () => {
    expect(await titles('?premium=true')).toEqual(['Zomerfestival Gent']);
    expect((await search('?premium=yes')).total).toBe(5);
  });

  it('combines filters', async () => {
    const body = await search(`?q=adem&near=${near(CITY.utrecht)}&radius=50&price=0-50&type=dans`);
    expect(body.items.map((e) => e.id)).toEqual([ids.utrecht]);
    expect(body.total).toBe(1);
  });
});

describe('GET /api/events: bounds', () => {
  it('keeps events inside valid map bounds and ignores invalid bounds', async () => {
    // south,west,north,east around Utrecht and Amsterdam
    expect(await sorted('?bounds=51.9,4.5,52.5,5.5')).toEqual([
      'Biodanza Amsterdam',
      'Café Ademwerk Utrecht',
    ]);
    expect((await search('?bounds=52.5,4.5,51.9,5.5')).total).toBe(5); // north below south
    expect((await search('?bounds=51.9,4.5,95,5.5')).total).toBe(5);
    expect((await search('?bounds=a,b,c,d')).total).toBe(5);
  });
});

describe('GET /api/events/map', () => {
  it('returns light markers of the same search, only events with coordinates', async () => {
    const res = await t.app.inject({ url: `/api/events/map?near=${near(CITY.utrecht)}&radius=50` });
    expect(res.statusCode).toBe(200);
    const body = res.json<EventMapResponse>();
    expect(body.truncated).toBe(false);
    expect(body.items).toEqual([
      {
        id: ids.utrecht,
        slug: expect.any(String),
        title: 'Café Ademwerk Utrecht',
        latitude: CITY.utrecht.latitude,
        longitude: CITY.utrecht.longitude,
        startDate: expect.any(String),
        minPrice: 18,
        isPremiumOrganizer: false,
      },
      expect.objectContaining({ id: ids.amsterdam, minPrice: 0 }),
    ]);
    const all = (await t.app.inject({ url: '/api/events/map' })).json<EventMapResponse>();
    expect(all.items.map((m) => m.id)).not.toContain(ids.online);
    expect(all.items[0]?.id).toBe(ids.gent); // premium first
    const bounded = (
      await t.app.inject({ url: '/api/events/map?bounds=50.5,3,51.5,6' })
    ).json<EventMapResponse>();
    expect(bounded.items.map((m) => m.id).sort()).toEqual([ids.gent, ids.maastricht].sort());
  });
});

describe('stored search text and ticket summary (migration 0003)', () => {
  it('follows ticket inserts, price and active changes and deletes', async () => {
    const { id } = await insertEvent(t.db, {
      title: 'Klankschaal avond Zwolle',
      shortDescription: 'Ontspannen op de klanken van schalen',
      description: '<p>Neem een matje mee; na afloop is er thee en een korte xylofoonworkshop.</p>',
      startDate: daysFromNow(9),
      price: 40,
      tickets: [{ price: 12 }, { price: 20 }],
    });
    const card = async () => (await search('?q=klankschaal')).items[0];
    // Short description and title are searched; the long description is not (queriesWhere.ts).
    expect(await titles('?q=schalen')).toEqual(['Klankschaal avond Zwolle']);
    expect(await titles('?q=xylofoon')).toEqual([]);
    expect(await card()).toMatchObject({ minTicketPrice: 12, activeTicketCount: 2 });
    expect(await titles('?q=klankschaal&price=10-15')).toEqual(['Klankschaal avond Zwolle']);

    await t.db.update(eventTickets).set({ isActive: false }).where(eq(eventTickets.price, 12));
    expect(await card()).toMatchObject({ minTicketPrice: 20, activeTicketCount: 1 });
    expect(await titles('?q=klankschaal&price=10-15')).toEqual([]);

    await t.db.update(eventTickets).set({ price: 14 }).where(eq(eventTickets.eventId, id));
    expect(await titles('?q=klankschaal&price=10-15')).toEqual(['Klankschaal avond Zwolle']);

    // A ticket moved to another event counts there and no longer here.
    const other = await insertEvent(t.db, {
      title: 'Gongbad Deventer',
      startDate: daysFromNow(10),
      price: 60,
    });
    await t.db.update(eventTickets).set({ price: 9 }).where(eq(eventTickets.eventId, id));
    const [moved] = await t.db
      .select({ id: eventTickets.id })
      .from(eventTickets)
      .where(and(eq(eventTickets.eventId, id), eq(eventTickets.isActive, true)));
    await t.db.update(eventTickets).set({ eventId: other.id }).where(eq(eventTickets.id, moved!.id));
    expect((await search('?q=gongbad')).items[0]).toMatchObject({ minTicketPrice: 9, activeTicketCount: 1 });
    expect(await card()).toMatchObject({ minTicketPrice: null, activeTicketCount: 0 });
    // Deleting an event (its tickets cascade) leaves the others alone.
    await t.db.delete(events).where(eq(events.id, other.id));
    expect(await titles('?q=gongbad')).toEqual([]);
    expect(await card()).toMatchObject({ minTicketPrice: null, activeTicketCount: 0 });

    // No active ticket left: the event's own price counts again.
    await t.db.delete(eventTickets).where(eq(eventTickets.eventId, id));
    expect(await card()).toMatchObject({ minTicketPrice: null, activeTicketCount: 0, price: 40 });
    expect(await titles('?q=klankschaal&price=35-45')).toEqual(['Klankschaal avond Zwolle']);
    expect(await titles('?q=klankschaal&price=10-15')).toEqual([]);
  });
});

describe('GET /api/events: typographic punctuation', () => {
  it('finds a title typed as written, with curly apostrophes and dashes (the database folds them like unaccent)', async () => {
    const title = 'Kirtanavond Nunspeet – Mantra’s van het hart';
    const { id } = await insertEvent(t.db, { title, startDate: daysFromNow(9) });
    try {
      expect(await titles(`?q=${encodeURIComponent(title)}`)).toEqual([title]);
      expect(await titles(`?q=${encodeURIComponent('mantra’s')}`)).toEqual([title]);
      expect(await titles(`?q=${encodeURIComponent("nunspeet - mantra's")}`)).toEqual([title]);
      expect(await titles(`?q=${encodeURIComponent('Nunspeet — Mantra‘s')}`)).toEqual([title]);
    } finally {
      await t.db.delete(events).where(eq(events.id, id));
    }
  });
});
