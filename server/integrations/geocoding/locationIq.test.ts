import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocationIqGeocoder } from './locationIq';

/** A local stand-in for LocationIQ: records each call and answers like the real service. */
type Call = { path: string; params: URLSearchParams; at: number };
let calls: Call[] = [];
let server: Server;
let baseUrl: string;
let failNext = false;

const utrecht = {
  lat: '52.0907',
  lon: '5.1214',
  display_name: 'Utrecht, Utrecht, Nederland',
  display_place: 'Utrecht',
  address: { name: 'Utrecht', city: 'Utrecht', state: 'Utrecht', country_code: 'nl' },
};
const aachen = {
  lat: '50.776',
  lon: '6.084',
  display_name: 'Aken, Noordrijn-Westfalen, Duitsland',
  address: { city: 'Aken', state: 'Noordrijn-Westfalen', country_code: 'de' },
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    calls.push({ path: url.pathname, params: url.searchParams, at: Date.now() });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.searchParams.get('key') !== 'test-key') return send(401, { error: 'Invalid key' });
    if (failNext) {
      failNext = false;
      return send(500, { error: 'down' });
    }
    if (url.pathname === '/v1/autocomplete.php') return send(200, [utrecht]);
    if (url.pathname === '/v1/search.php') {
      return url.searchParams.get('q') === 'Nergenshuizen'
        ? send(404, { error: 'Unable to geocode' })
        : send(200, [aachen, utrecht]);
    }
    if (url.pathname === '/v1/reverse.php') return send(200, utrecht);
    if (url.pathname.startsWith('/v1/directions/driving/'))
      return send(200, { code: 'Ok', routes: [{ distance: 45230.5 }] });
    return send(404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  calls = [];
  failNext = false;
});

const silent = { warn: () => {} };
const make = (limits = {}) => new LocationIqGeocoder({ key: 'test-key', baseUrl, logger: silent, limits });

describe('LocationIQ geocoder', () => {
  it('calls the endpoints of spec §7 with their parameters', async () => {
    const geo = make({ perSecond: 100 });
    expect((await geo.autocomplete('Utr'))[0]?.label).toBe('Utrecht, Utrecht (NL)');
    await geo.search('Utrecht');
    await geo.reverse(52.0907, 5.1214);
    await geo.routeDistanceKm({ lat: 52.0907, lng: 5.1214 }, { lat: 52.3702, lng: 4.8952 });

    const [ac, search, reverse, directions] = calls;
    expect(ac?.path).toBe('/v1/autocomplete.php');
    expect(Object.fromEntries(ac?.params ?? [])).toMatchObject({
      key: 'test-key',
      q: 'Utr',
      limit: '5',
      'accept-language': 'nl',
    });
    expect(search?.path).toBe('/v1/search.php');
    expect(Object.fromEntries(search?.params ?? [])).toMatchObject({
      q: 'Utrecht',
      format: 'json',
      countrycodes: 'nl,be,de,fr',
      limit: '5',
    });
    expect(reverse?.path).toBe('/v1/reverse.php');
    expect(Object.fromEntries(reverse?.params ?? [])).toMatchObject({
      lat: '52.09070',
      lon: '5.12140',
      format: 'json',
    });
    expect(directions?.path).toBe('/v1/directions/driving/5.12140,52.09070;4.89520,52.37020');
    expect(directions?.params.get('overview')).toBe('false');
  });

  it('maps answers to NL/BE places and metres to km', async () => {
    const geo = make({ perSecond: 100 });
    expect(await geo.search('Utrecht')).toEqual([
      {
        label: 'Utrecht, Utrecht (NL)',
        name: 'Utrecht',
        region: 'Utrecht',
        country: 'NL',
        lat: 52.0907,
        lng: 5.1214,
      },
    ]);
    expect((await geo.reverse(52.0907, 5.1214))?.name).toBe('Utrecht');
    expect(await geo.routeDistanceKm({ lat: 52, lng: 5 }, { lat: 52.3, lng: 4.9 })).toBeCloseTo(45.2305, 4);
    expect(await geo.search('Nergenshuizen')).toEqual([]);
  });

  it('caches answers: the same question reaches the provider once', async () => {
    const geo = make({ perSecond: 100 });
    await geo.autocomplete('Utrecht');
    await geo.autocomplete('utrecht ');
    await Promise.all([geo.reverse(52.1, 5.1), geo.reverse(52.1, 5.1)]);
    await geo.routeDistanceKm({ lat: 52, lng: 5 }, { lat: 52.3, lng: 4.9 });
    await geo.routeDistanceKm({ lat: 52, lng: 5 }, { lat: 52.3, lng: 4.9 });
    expect(calls.map((c) => c.path)).toEqual([
      '/v1/autocomplete.php',
      '/v1/reverse.php',
      '/v1/directions/driving/5.00000,52.00000;4.90000,52.30000',
    ]);
  });

  it('a failed call gives an empty list or null and is not cached', async () => {
    const geo = make({ perSecond: 100 });
    failNext = true;
    expect(await geo.autocomplete('Gent')).toEqual([]);
    expect((await geo.autocomplete('Gent')).length).toBe(1);
    failNext = true;
    expect(await geo.routeDistanceKm({ lat: 51, lng: 4 }, { lat: 51.2, lng: 4.4 })).toBeNull();
  });

  it('starts at most 2 calls per second', async () => {
    // A fake clock: the spacing is the queue's decision, not the machine's timer jitter (a busy CI machine
    // once measured 989 ms between real fetches the queue had started 1000 ms apart).
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    try {
      const geo = make();
      const all = Promise.all(['Aaa', 'Bbb', 'Ccc', 'Ddd', 'Eee'].map((q) => geo.autocomplete(q)));
      await vi.advanceTimersByTimeAsync(3_000);
      await all;
      expect(calls).toHaveLength(5);
      for (let i = 2; i < calls.length; i += 1) {
        expect((calls[i]?.at ?? 0) - (calls[i - 2]?.at ?? 0)).toBeGreaterThanOrEqual(1000);
      }
      expect((calls[1]?.at ?? 0) - (calls[0]?.at ?? 0)).toBeLessThan(1000);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not run queued calls once the daily limit is reached', async () => {
    const geo = make({ perSecond: 100, perDay: 2 });
    const answers = await Promise.all(['Aaa', 'Bbb', 'Ccc'].map((q) => geo.autocomplete(q)));
    expect(calls).toHaveLength(2);
    expect(answers[2]).toEqual([]);
    expect(await geo.routeDistanceKm({ lat: 51, lng: 4 }, { lat: 51.2, lng: 4.4 })).toBeNull();
    expect(calls).toHaveLength(2);
    expect(geo.callsToday).toBe(2);
  });
});
