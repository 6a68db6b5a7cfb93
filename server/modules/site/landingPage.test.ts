import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INITIAL_DATA_ELEMENT_ID,
  LANDING_UPCOMING_COUNT,
  siteStatsQueryKey,
  upcomingEventsQueryKey,
} from '../../../core/domain/initialData';
import { type TestApp, createTestApp } from '../../test/app';
import { insertEvent } from '../../test/fixtures';

/**
 * Issue 17: the landing page's HTML carries the data of its first render — the counters and the row of upcoming
 * events — exactly as the API answers the browser, so the page hydrates without asking for them again.
 */
const SHELL = `<!doctype html><html lang="nl"><head><meta charset="UTF-8" /><title>Kring</title></head>
<body><div id="root"></div></body></html>`;

let t: TestApp;

const initialDataOf = (html: string) => {
  const pattern = new RegExp(
    `<script id="${INITIAL_DATA_ELEMENT_ID}" type="application/json">(.*?)</script>`,
    's',
  );
  return JSON.parse(html.match(pattern)?.[1] ?? '[]') as { key: unknown[]; data: unknown }[];
};

beforeAll(async () => {
  const webDir = mkdtempSync(join(tmpdir(), 'kring-web-'));
  writeFileSync(join(webDir, 'index.html'), SHELL);
  t = await createTestApp({ webDir });
  for (let i = 0; i < LANDING_UPCOMING_COUNT + 1; i += 1)
    await insertEvent(t.db, { title: `Landingsdag ${i}` });
});

afterAll(async () => {
  await t.close();
});

describe('GET / (the landing page)', () => {
  it('embeds the counters and the upcoming events as GET /api/site/stats and /api/events answer them', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    const stats = await t.app.inject({ method: 'GET', url: '/api/site/stats' });
    const upcoming = await t.app.inject({
      method: 'GET',
      url: `/api/events?page=1&pageSize=${LANDING_UPCOMING_COUNT}`,
    });
    const entries = initialDataOf(page.body);
    expect(entries).toEqual([
      { key: [...siteStatsQueryKey()], data: stats.json() },
      { key: [...upcomingEventsQueryKey(LANDING_UPCOMING_COUNT)], data: upcoming.json() },
    ]);
    const row = entries[1]?.data as { items: unknown[]; total: number };
    expect(row.items).toHaveLength(LANDING_UPCOMING_COUNT);
    expect(row.total).toBeGreaterThan(LANDING_UPCOMING_COUNT);
  });

  it('seeds nothing on a page without data of its own (/about)', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/about' });
    expect(initialDataOf(page.body)).toEqual([]);
  });
});
