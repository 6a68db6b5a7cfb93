import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/app';
import { GEO_RATE_LIMIT } from './routes';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const get = (url: string, ip = '10.0.0.1') => t.app.inject({ method: 'GET', url, remoteAddress: ip });

describe('GET /api/geo/* (offline gazetteer)', () => {
  it('autocompletes from 3 characters', async () => {
    const res = await get('/api/geo/autocomplete?q=Utr');
    expect(res.statusCode).toBe(200);
    expect(res.json().results[0]).toEqual({
      label: 'Utrecht, Utrecht (NL)',
      name: 'Utrecht',
      region: 'Utrecht',
      country: 'NL',
      lat: 52.09083,
      lng: 5.12222,
    });
    const short = await get('/api/geo/autocomplete?q=Ut');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.q).toBe('Typ minstens 3 tekens om een locatie te zoeken.');
  });

  it('searches places and addresses; nothing found is an empty list', async () => {
    const res = await get(`/api/geo/search?q=${encodeURIComponent('Luik')}`);
    expect(res.json().results[0].label).toBe('Liège, Luik (BE)');
    const none = await get('/api/geo/search?q=Xyzzyplaats');
    expect(none.json()).toEqual({ results: [] });
  });

  it('reverse: nearest place or null, coordinates validated in Dutch', async () => {
    expect((await get('/api/geo/reverse?lat=52.0907&lng=5.1214')).json().result.name).toBe('Utrecht');
    expect((await get('/api/geo/reverse?lat=40.4&lng=-3.7')).json()).toEqual({ result: null });
    const bad = await get('/api/geo/reverse?lat=95&lng=5');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.lat).toBe('De breedtegraad ligt tussen -90 en 90.');
  });

  it('distance: straight line without a provider', async () => {
    const res = await get('/api/geo/distance?from=52.37403,4.88969&to=52.09083,5.12222');
    expect(res.json()).toEqual({ km: 35.2, source: 'straight' });
    const bad = await get('/api/geo/distance?from=52.37&to=52.09,5.12');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.from).toContain('breedtegraad,lengtegraad');
  });

  it('is rate-limited per IP', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < GEO_RATE_LIMIT.max; i += 1) {
      expect((await get('/api/geo/autocomplete?q=Gent', ip)).statusCode).toBe(200);
    }
    const refused = await get('/api/geo/autocomplete?q=Gent', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(
      'Te veel verzoeken. Probeer het over een paar minuten opnieuw.',
    );
    expect((await get('/api/geo/autocomplete?q=Gent', '10.9.9.8')).statusCode).toBe(200);
  }, 60_000);
});

describe('GET /api/geo/distance with LOCATIONIQ_KEY', () => {
  let provider: Server;
  let withKey: TestApp;

  beforeAll(async () => {
    provider = createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(req.url?.includes('/directions/') ? { routes: [{ distance: 43210 }] } : []));
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/v1`;
    withKey = await createTestApp({ env: { LOCATIONIQ_KEY: 'k', LOCATIONIQ_URL: url } });
  }, 60_000);

  afterAll(async () => {
    await withKey?.close();
    await new Promise((resolve) => provider.close(resolve));
  });

  it('answers the driving route of the provider', async () => {
    const res = await withKey.app.inject({
      method: 'GET',
      url: '/api/geo/distance?from=52.37,4.89&to=52.09,5.12',
    });
    expect(res.json()).toEqual({ km: 43.2, source: 'route' });
  });
});
