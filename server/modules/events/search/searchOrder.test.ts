import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventSearchResponse } from '../../../../core/schemas/eventSearch';
import { type TestApp, createTestApp } from '../../../test/app';
import { daysFromNow, insertEvent } from '../../../test/fixtures';

/** Dates (Dutch calendar days), sorting with premium first, paging and the lenient URL rules. */

let t: TestApp;

const search = async (query = ''): Promise<EventSearchResponse> => {
  const res = await t.app.inject({ url: `/api/events${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<EventSearchResponse>();
};
const titles = async (query = ''): Promise<string[]> => (await search(query)).items.map((e) => e.title);
/** The ten 'Reeks' events tie on date and price (id decides among them), so compare them as one name. */
const series = async (query: string): Promise<string[]> =>
  (await titles(query)).map((title) => (title.startsWith('Reeks') ? 'Reeks' : title));

/** A day far enough ahead to stay in the future; 22:30 UTC on 15 June is 00:30 on the 16th in Amsterdam. */
const LATE_EVENING_UTC = new Date('2031-06-15T22:30:00Z');
const WINTER_NOON_UTC = new Date('2031-01-10T11:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  await insertEvent(db, { title: 'Bij middernacht', startDate: LATE_EVENING_UTC, price: 40 });
  await insertEvent(db, { title: 'Winterdans', startDate: WINTER_NOON_UTC, price: 10 });
  await insertEvent(db, {
    title: 'Atelier Premium',
    startDate: daysFromNow(60),
    price: 70,
    isPremiumOrganizer: true,
  });
  await insertEvent(db, { title: 'Zonder prijs', startDate: daysFromNow(30) });
  // Ten events at the same moment: paging must still be stable (id breaks the tie).
  const same = daysFromNow(90);
  for (let i = 0; i < 10; i += 1) {
    await insertEvent(db, { title: `Reeks ${String(i).padStart(2, '0')}`, startDate: same, price: 20 });
  }
  await insertEvent(db, { title: 'Verleden', startDate: daysFromNow(-2) });
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/events: dates', () => {
  it('reads from/to as calendar days in Europe/Amsterdam', async () => {
    expect(await titles('?from=2031-06-16&to=2031-06-16')).toEqual(['Bij middernacht']);
    expect(await titles('?from=2031-06-15&to=2031-06-15')).toEqual([]);
    expect(await titles('?from=2031-01-10&to=2031-01-10')).toEqual(['Winterdans']);
    expect(await titles('?from=2031-01-01&to=2031-12-31')).toEqual(['Winterdans', 'Bij middernacht']);
    expect(await titles('?from=2031-06-16')).toEqual(['Bij middernacht']);
  });

  it('ignores invalid dates and never shows past events', async () => {
    expect((await search('?from=2031-02-30&to=morgen')).total).toBe(14);
    expect(await titles('?from=2020-01-01&to=2020-12-31')).toEqual([]);
    expect((await search('?from=2020-01-01')).items.map((e) => e.title)).not.toContain('Verleden');
  });
});

describe('GET /api/events: sort', () => {
  const page = '&pageSize=50';
  it('puts premium organisers first within every order', async () => {
    for (const sort of ['date', 'name', 'newest', 'price_asc', 'price_desc']) {
      expect((await titles(`?sort=${sort}${page}`))[0], sort).toBe('Atelier Premium');
    }
  });

  it('orders by date, name, newest and price (unknown prices last)', async () => {
    const byDate = await series(`?sort=date${page}`);
    expect(byDate.slice(0, 3)).toEqual(['Atelier Premium', 'Zonder prijs', 'Reeks']);
    expect(byDate.slice(-2)).toEqual(['Winterdans', 'Bij middernacht']);
    const byName = await titles(`?sort=name${page}`);
    expect(byName.slice(0, 3)).toEqual(['Atelier Premium', 'Bij middernacht', 'Reeks 00']);
    expect(byName.at(-1)).toBe('Zonder prijs');
    expect((await titles(`?sort=newest${page}`)).slice(0, 3)).toEqual([
      'Atelier Premium',
      'Reeks 09',
      'Reeks 08',
    ]);
    const cheap = await series(`?sort=price_asc${page}`);
    expect(cheap.slice(0, 3)).toEqual(['Atelier Premium', 'Winterdans', 'Reeks']);
    expect(cheap.at(-1)).toBe('Zonder prijs');
    const dear = await series(`?sort=price_desc${page}`);
    expect(dear.slice(0, 3)).toEqual(['Atelier Premium', 'Bij middernacht', 'Reeks']);
    expect(dear.at(-1)).toBe('Zonder prijs');
  });
});

describe('GET /api/events: paging', () => {
  it('pages without gaps or repeats, with the same total on every page (also for narrow searches)', async () => {
    for (const filter of ['', '&q=reeks']) {
      const all = (await search(`?pageSize=50${filter}`)).items.map((e) => e.id);
      const seen: string[] = [];
      for (let p = 1; p <= 8; p += 1) {
        const body = await search(`?pageSize=2&page=${p}${filter}`);
        expect(body.total).toBe(all.length);
        seen.push(...body.items.map((e) => e.id));
      }
      expect(seen).toEqual(all);
      const beyond = await search(`?pageSize=2&page=40${filter}`);
      expect(beyond).toMatchObject({ items: [], total: all.length, page: 40, pageSize: 2 });
    }
  });
});

describe('GET /api/events: URL rules', () => {
  it('never answers 400 for a URL typo: invalid values fall back to their defaults', async () => {
    const body = await search('?page=0&pageSize=abc&sort=random&type=yoga&radius=7&premium=1&near=x');
    expect(body).toMatchObject({ page: 1, pageSize: 24, total: 14 });
    expect((await search('?pageSize=500')).pageSize).toBe(50);
    expect((await search('?page=-3&pageSize=2.5')).page).toBe(1);
    expect((await search('?q=winter&q=reeks')).items.map((e) => e.title)).toEqual(['Winterdans']);
  });
});
