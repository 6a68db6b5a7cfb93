import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LANDING_UPCOMING_COUNT,
  siteStatsQueryKey,
  upcomingEventsQueryKey,
} from '../../../core/domain/initialData';
import { type TestApp, createTestApp } from '../../test/app';
import { insertEvent } from '../../test/fixtures';
import { initialDataOf, shellWebDir } from '../../test/pageShell';

/**
 * Issue 17: the landing page's HTML carries the data of its first render — the counters and the row of upcoming
 * events — exactly as the API answers the browser, so the page hydrates without asking for them again.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ webDir: shellWebDir() });
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
    const row = entries?.[1]?.data as { items: unknown[]; total: number };
    expect(row.items).toHaveLength(LANDING_UPCOMING_COUNT);
    expect(row.total).toBeGreaterThan(LANDING_UPCOMING_COUNT);
  });

  it('seeds nothing on a page without data of its own (/about)', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/about' });
    expect(initialDataOf(page.body)).toBeNull();
  });
});
