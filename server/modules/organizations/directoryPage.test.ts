import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrganizationSearchResponse } from '../../../core/schemas/organizations';
import { type TestApp, createTestApp } from '../../test/app';
import { signInAs } from '../../test/http';
import { initialDataOf, shellWebDir } from '../../test/pageShell';

/** The organisation directory's HTML carries its first page of cards (issue 17 server rendering). */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: { events: 2, members: 2 }, webDir: shellWebDir() });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const page = (url: string, cookie?: string) =>
  t.app.inject({ url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
const api = async (url: string) => (await t.app.inject({ url })).json<OrganizationSearchResponse>();

describe('organisation directory HTML', () => {
  it('carries the first 24 cards under the browser key, as GET /api/organizations answers its first request', async () => {
    const fetched = await api('/api/organizations?page=1&pageSize=24');
    expect(fetched.items.length).toBeGreaterThan(0);
    const expected = [{ key: ['organizations', 'list', {}], data: { pages: [fetched], pageParams: [1] } }];
    expect(initialDataOf((await page('/organizations')).body)).toEqual(expected);
    // The directory reads as nobody whoever asks, so a signed-in visitor gets the same first page.
    const admin = await signInAs(t, 'admin@demo.kring.test');
    expect(initialDataOf((await page('/organizations', admin)).body)).toEqual(expected);
  });

  it('reads the filters of the URL as the page does, at /organisers too', async () => {
    const { categories } = await api('/api/organizations?page=1&pageSize=24');
    const category = categories[0]!.slug;
    const res = await page(`/organisers?category=${encodeURIComponent(category)}&sort=newest&q=a`);
    const fetched = await api(
      `/api/organizations?sort=newest&category=${encodeURIComponent(category)}&page=1&pageSize=24`,
    );
    expect(fetched.items.length).toBeGreaterThan(0);
    // 'a' is shorter than a search (SEARCH_MIN_LENGTH): the browser leaves it out of its query as well.
    expect(initialDataOf(res.body)).toEqual([
      {
        key: ['organizations', 'list', { sort: 'newest', category }],
        data: { pages: [fetched], pageParams: [1] },
      },
    ]);
  });

  it('embeds nothing while a location must be geocoded first', async () => {
    const res = await page('/organizations?location=Utrecht&sort=distance');
    expect(res.statusCode).toBe(200);
    expect(initialDataOf(res.body)).toBeNull();
  });
});
