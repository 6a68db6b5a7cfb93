import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HelpOverview, HelpSearchResponse } from '../../../core/schemas/help';
import { type TestApp, createTestApp } from '../../test/app';
import { initialDataOf, seededData, shellWebDir } from '../../test/pageShell';

/** The help centre's HTML carries its first screen's queries (issue 17 server rendering). */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: { events: 2, members: 2 }, webDir: shellWebDir() });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const page = (url: string) => t.app.inject({ url, headers: { accept: 'text/html' } });
const api = async <T>(url: string) => (await t.app.inject({ url })).json<T>();

describe('help centre HTML', () => {
  it('carries the overview as GET /api/help/overview answers it, at each of its paths', async () => {
    const overview = await api<HelpOverview>('/api/help/overview');
    expect(overview.featured.length + overview.popular.length).toBeGreaterThan(0);
    for (const path of ['/support', '/ondersteuning', '/help']) {
      const res = await page(path);
      expect(res.statusCode, path).toBe(200);
      expect(initialDataOf(res.body), path).toEqual([{ key: ['help', 'overview'], data: overview }]);
    }
  });

  it('carries the search of the URL (words, category, page) beside the overview', async () => {
    const overview = await api<HelpOverview>('/api/help/overview');
    const category = overview.categories[0]!.name;
    const res = await page(`/support?categorie=${encodeURIComponent(category)}&q=%20&page=1`);
    const key = ['help', 'search', { q: '', category, page: 1 }];
    const entries = initialDataOf(res.body)!;
    expect(entries.map((e) => e.key)).toEqual([['help', 'overview'], key]);
    const found = await api<HelpSearchResponse>(`/api/help/search?category=${encodeURIComponent(category)}`);
    expect(found.items.length).toBeGreaterThan(0);
    expect(seededData(entries, key)).toEqual(found);

    const word = found.items[0]!.title.split(/\s+/).find((w) => w.length >= 5)!;
    const words = initialDataOf((await page(`/help?q=${encodeURIComponent(word)}`)).body)!;
    expect(seededData(words, ['help', 'search', { q: word, category: '', page: 1 }])).toEqual(
      await api<HelpSearchResponse>(`/api/help/search?q=${encodeURIComponent(word)}`),
    );
  });

  it('leaves a search the API refuses to the browser and still carries the overview', async () => {
    const res = await page(`/support?q=${'a'.repeat(201)}`);
    expect(initialDataOf(res.body)!.map((e) => e.key)).toEqual([['help', 'overview']]);
  });
});
