import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EventMapResponse, MAP_MARKER_LIMIT } from '../../../../core/schemas/eventSearch';
import { type TestApp, createTestApp } from '../../../test/app';

let t: TestApp;

const markers = async (query = ''): Promise<EventMapResponse> => {
  const res = await t.app.inject({ url: `/api/events/map${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<EventMapResponse>();
};

beforeAll(async () => {
  t = await createTestApp();
  // MAP_MARKER_LIMIT + 1 published, upcoming events with coordinates in one statement: the first
  // MAP_MARKER_LIMIT around Utrecht, the last one far to the north-east (outside a small Utrecht box).
  await t.db.execute(sql`
    insert into events (slug, title, status, start_date, city, latitude, longitude)
    select 'kaart-' || n, 'Kaartevenement ' || n, 'published', now() + (n || ' minutes')::interval + interval '1 day',
      'Utrecht',
      case when n <= ${MAP_MARKER_LIMIT} then 52.09 else 53.2 end,
      case when n <= ${MAP_MARKER_LIMIT} then 5.12 else 6.56 end
    from generate_series(1, ${MAP_MARKER_LIMIT + 1}) as n`);
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/events/map: marker limit', () => {
  it('sends MAP_MARKER_LIMIT markers and says truncated when more events match', async () => {
    const body = await markers();
    expect(body.truncated).toBe(true);
    expect(body.items).toHaveLength(MAP_MARKER_LIMIT);
  });

  it('is not truncated once the box holds no more than the limit', async () => {
    // south,west,north,east around Utrecht only
    const body = await markers('?bounds=51.9,4.9,52.3,5.4');
    expect(body.truncated).toBe(false);
    expect(body.items).toHaveLength(MAP_MARKER_LIMIT);
  });
});
