import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ForumTopicDetail, ForumTopicPage } from '../../../core/schemas/forum';
import { users } from '../../db/schema';
import { type TestApp, createTestApp } from '../../test/app';
import { callAs, signInAs } from '../../test/http';
import { initialDataOf, seededData, shellWebDir } from '../../test/pageShell';

/** The forum overview's HTML carries its first screen's queries (issue 17 server rendering). */

let t: TestApp;
let admin: string;
let member: string;

beforeAll(async () => {
  t = await createTestApp({ seed: { events: 2, members: 2 }, webDir: shellWebDir() });
  admin = await signInAs(t, 'admin@demo.kring.test');
  member = await signInAs(t, 'deelnemer@demo.kring.test');
  // Old enough accounts, so the new-account posting limits stay out of the way.
  await t.db.update(users).set({ createdAt: new Date(Date.now() - 30 * 86_400_000) });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const page = (url: string, cookie: string | null = null) =>
  callAs(t, cookie, 'GET', url, undefined, { headers: { accept: 'text/html' } });
const api = async (url: string, cookie: string | null = null) =>
  (await callAs(t, cookie, 'GET', url)).json<unknown>();

const LATEST = ['forum', 'topics', { view: 'recent', page: 1, limit: 5 }];

describe('community overview HTML', () => {
  it('carries the categories, the 5 latest topics and the stats as the forum API answers the browser', async () => {
    const res = await page('/community');
    expect(res.statusCode).toBe(200);
    const entries = initialDataOf(res.body)!;
    expect(entries.map((e) => e.key)).toEqual(
      expect.arrayContaining([['forum', 'categories'], ['forum', 'stats'], LATEST]),
    );
    expect(entries).toHaveLength(3);
    const latest = (await api('/api/forum/topics?view=recent&page=1&limit=5')) as ForumTopicPage;
    expect(latest.items).toHaveLength(5);
    expect(seededData(entries, LATEST)).toEqual(latest);
    expect(seededData(entries, ['forum', 'categories'])).toEqual(await api('/api/forum/categories'));
    expect(seededData(entries, ['forum', 'stats'])).toEqual(await api('/api/forum/stats?recent=6'));
  });

  it('carries the search results of ?q= with the sort and page of the URL, and no categories', async () => {
    const { items } = (await api('/api/forum/topics?view=recent&page=1&limit=5')) as ForumTopicPage;
    const word = items[0]!.title.split(/\s+/).find((w) => w.length >= 5)!;
    const res = await page(`/community?q=${encodeURIComponent(` ${word} `)}&sort=new`);
    const entries = initialDataOf(res.body)!;
    const key = ['forum', 'topics', { view: 'all', q: word, sort: 'new', page: 1, limit: 20 }];
    expect(entries.map((e) => e.key)).toEqual([['forum', 'stats'], key]);
    const found = (await api(
      `/api/forum/topics?view=all&q=${encodeURIComponent(word)}&sort=new&page=1&limit=20`,
    )) as ForumTopicPage;
    expect(found.items.length).toBeGreaterThan(0);
    expect(seededData(entries, key)).toEqual(found);
  });

  it('reads the topic list as the viewer: a hidden topic only in a moderator’s page', async () => {
    const created = await callAs(t, member, 'POST', '/api/forum/topics', {
      title: 'Een verborgen onderwerp',
      content: 'Dit onderwerp verbergt de moderator zo meteen.',
    });
    expect(created.statusCode, created.body).toBe(201);
    const topic = created.json<ForumTopicDetail>();
    const hide = await callAs(t, admin, 'POST', `/api/forum/topics/${topic.id}/moderation`, {
      isHidden: true,
    });
    expect(hide.statusCode, hide.body).toBe(200);

    const ids = (cookie: string | null) =>
      page('/community', cookie).then((res) =>
        (seededData(initialDataOf(res.body), LATEST) as ForumTopicPage).items.map((i) => i.id),
      );
    expect(await ids(admin)).toContain(topic.id);
    expect(await ids(member)).not.toContain(topic.id);
    expect(await ids(null)).not.toContain(topic.id);
    expect(seededData(initialDataOf((await page('/community', admin)).body), LATEST)).toEqual(
      await api('/api/forum/topics?view=recent&page=1&limit=5', admin),
    );
  });

  it('leaves a list the API refuses to the browser, and still seeds the rest', async () => {
    const res = await page('/community?q=yoga&author=geen-id');
    expect(initialDataOf(res.body)!.map((e) => e.key)).toEqual([['forum', 'stats']]);
  });
});
