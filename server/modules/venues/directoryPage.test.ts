import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VenueSearchResponse } from '../../../core/schemas/directory';
import { type TestApp, createTestApp } from '../../test/app';
import { initialDataOf, shellWebDir } from '../../test/pageShell';

/** The venue directory's HTML carries its first page of cards (issue 17 server rendering). */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: { events: 2, members: 2 }, webDir: shellWebDir() });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const page = (url: string) => t.app.inject({ url, headers: { accept: 'text/html' } });
const api = async (url: string) => (await t.app.inject({ url })).json<VenueSearchResponse>();

describe('venue directory HTML', () => {
  it('carries the first 24 cards under the browser key, as GET /api/venues answers its first request', async () => {
    const res = await page('/venues');
    expect(res.statusCode).toBe(200);
    const fetched = await api('/api/venues?page=1&pageSize=24');
    expect(fetched.items.length).toBeGreaterThan(0);
    expect(initialDataOf(res.body)).toEqual([
      { key: ['venues', 'list', {}], data: { pages: [fetched], pageParams: [1] } },
    ]);
    if (fetched.items[0]!.imageUrl) expect(res.body).toContain('rel="preload" as="image"');
  });

  it('reads the filters of the URL as the page does, at the /locations alias too', async () => {
    const { venueTypes } = await api('/api/venues?page=1&pageSize=24');
    const type = venueTypes[0]!;
    const res = await page(`/locations?type=${encodeURIComponent(type)}&sort=capacity&view=list&radius=7`);
    const fetched = await api(
      `/api/venues?sort=capacity&type=${encodeURIComponent(type)}&page=1&pageSize=24`,
    );
    expect(fetched.items.length).toBeGreaterThan(0);
    expect(initialDataOf(res.body)).toEqual([
      { key: ['venues', 'list', { sort: 'capacity', type }], data: { pages: [fetched], pageParams: [1] } },
    ]);
  });

  it('embeds nothing while a location must be geocoded first', async () => {
    const res = await page('/venues?location=Utrecht');
    expect(res.statusCode).toBe(200);
    expect(initialDataOf(res.body)).toBeNull();
  });
});
