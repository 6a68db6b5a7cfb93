import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ForumPostPage, ForumStats, ForumTopicDetail, ForumTopicPage } from '../../../core/schemas/forum';
import { events } from '../../db/schema';
import { type TestApp, createTestApp } from '../../test/app';
import { callAs, signInAs } from '../../test/http';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ seed: { events: 4, members: 2 } });
  admin = await signInAs(t, 'admin@demo.kring.test');
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('forum reads (anonymous allowed)', () => {
  it('lists active categories by order with counts and latest activity', async () => {
    const res = await get('/api/forum/categories');
    expect(res.statusCode).toBe(200);
    const { items } = res.json() as {
      items: { slug: string; sortOrder: number; topicCount: number; lastActivityAt: string | null }[];
    };
    for (const c of items) expect(c.lastActivityAt === null, c.slug).toBe(c.topicCount === 0);
    expect(items.length).toBeGreaterThanOrEqual(9);
    expect(items.map((c) => c.slug)).toContain('algemeen');
    expect([...items].sort((a, b) => a.sortOrder - b.sortOrder)).toEqual(items);
    const one = await get(`/api/forum/categories/${items[0]!.slug}`);
    expect(one.statusCode).toBe(200);
    const missing = await get('/api/forum/categories/bestaat-niet');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('forum_category_not_found');
  });

  it('answers stats with totals and recent activity', async () => {
    const res = await get('/api/forum/stats?recent=6');
    expect(res.statusCode).toBe(200);
    const stats = ForumStats.parse(res.json());
    expect(stats.topics).toBeGreaterThan(10);
    expect(stats.posts).toBeGreaterThan(10);
    expect(stats.members).toBeGreaterThan(0);
    expect(stats.recent.length).toBe(6);
    const bad = await get('/api/forum/stats?recent=500');
    expect(bad.statusCode).toBe(400);
  });

  it('lists topics in every view, and a topic with its posts', async () => {
    for (const view of ['all', 'recent', 'trending', 'featured', 'events']) {
      const res = await get(`/api/forum/topics?view=${view}`);
      expect(res.statusCode, view).toBe(200);
      ForumTopicPage.parse(res.json());
    }
    const list = ForumTopicPage.parse((await get('/api/forum/topics')).json());
    expect(list.items.length).toBe(20);
    expect(list.total).toBeGreaterThan(20);
    const first = list.items[0]!;
    const detail = await get(`/api/forum/topics/${first.slug}`);
    expect(detail.statusCode).toBe(200);
    const topic = ForumTopicDetail.parse(detail.json());
    expect(topic.abilities.canReply).toBe(false);
    const byId = await get(`/api/forum/topics/${first.id}`);
    expect(byId.json().slug).toBe(first.slug);
    const posts = ForumPostPage.parse((await get(`/api/forum/topics/${first.id}/posts`)).json());
    expect(posts.total).toBe(topic.postCount);
    expect(posts.items.map((p) => p.number)).toEqual(posts.items.map((_, i) => i + 1));
    const leaders = await get('/api/forum/leaderboard');
    expect(leaders.statusCode).toBe(200);
    expect(leaders.json().items[0].rank).toBe(1);
    const asAdmin = await callAs(t, admin, 'GET', `/api/forum/topics/${first.slug}`);
    expect(asAdmin.json().abilities.canModerate).toBe(true);
  });
});

describe('topic lists: paging, sorts, search', () => {
  it('pages by 20 without overlap', async () => {
    const one = ForumTopicPage.parse((await get('/api/forum/topics?sort=new')).json());
    const two = ForumTopicPage.parse((await get('/api/forum/topics?sort=new&page=2')).json());
    expect(one.pageSize).toBe(20);
    expect(two.page).toBe(2);
    expect(two.total).toBe(one.total);
    expect(two.items.length).toBe(Math.min(20, one.total - 20));
    const seen = new Set(one.items.map((i) => i.id));
    expect(two.items.some((i) => seen.has(i.id))).toBe(false);
    const past = ForumTopicPage.parse((await get('/api/forum/topics?page=99')).json());
    expect(past).toMatchObject({ items: [], total: one.total });
  });

  it('sorts by activity, new, votes and views, both ways', async () => {
    const field = {
      activity: (i: ForumTopicPage['items'][number]) => Date.parse(i.lastActivityAt),
      new: (i: ForumTopicPage['items'][number]) => Date.parse(i.createdAt),
      votes: (i: ForumTopicPage['items'][number]) => i.voteScore,
      views: (i: ForumTopicPage['items'][number]) => i.viewCount,
    };
    for (const [sort, value] of Object.entries(field)) {
      for (const direction of ['desc', 'asc'] as const) {
        const page = ForumTopicPage.parse(
          (await get(`/api/forum/topics?sort=${sort}&direction=${direction}`)).json(),
        );
        const values = page.items.map(value);
        const sorted = [...values].sort((a, b) => (direction === 'desc' ? b - a : a - b));
        expect(values, `${sort} ${direction}`).toEqual(sorted);
      }
    }
  });

  it('finds a word with an accent typed without it (Dutch full text)', async () => {
    const res = await callAs(t, admin, 'POST', '/api/forum/topics', {
      title: 'Samen naar het café na de meditatie',
      content: 'Wie gaat er mee voor een crème brûlée?',
      tags: ['ontmoeting'],
    });
    expect(res.statusCode, res.body).toBe(201);
    const found = ForumTopicPage.parse((await get('/api/forum/topics?q=cafe')).json());
    expect(found.items.map((i) => i.slug)).toContain(res.json().slug);
    expect(found.total).toBe(found.items.length);
    const creme = ForumTopicPage.parse((await get('/api/forum/topics?q=creme%20brulee')).json());
    expect(creme.items[0]?.slug).toBe(res.json().slug);
    const byTag = ForumTopicPage.parse((await get('/api/forum/topics?tag=Ontmoeting')).json());
    expect(byTag.items.map((i) => i.slug)).toEqual([res.json().slug]);
    const nothing = ForumTopicPage.parse((await get('/api/forum/topics?q=zzzqqq')).json());
    expect(nothing).toMatchObject({ items: [], total: 0 });
  });

  it('filters by category (404 for an unknown one) and by author', async () => {
    const cats = (await get('/api/forum/categories')).json().items as { slug: string; topicCount: number }[];
    const busiest = [...cats].sort((a, b) => b.topicCount - a.topicCount)[0]!;
    const page = ForumTopicPage.parse((await get(`/api/forum/topics?category=${busiest.slug}`)).json());
    expect(page.items.every((i) => i.category.slug === busiest.slug)).toBe(true);
    expect(page.total).toBe(busiest.topicCount);
    expect((await get('/api/forum/topics?category=bestaat-niet')).statusCode).toBe(404);
    const author = page.items[0]!.author.id!;
    const mine = ForumTopicPage.parse((await get(`/api/forum/topics?author=${author}`)).json());
    expect(mine.items.every((i) => i.author.id === author)).toBe(true);
    expect((await get('/api/forum/topics?sort=oldest')).statusCode).toBe(400);
  });
});

describe('event topics and trending', () => {
  it('lists a topic about an event under events and by eventId, and a fresh reply puts it in trending', async () => {
    const [event] = await t.db.select({ id: events.id, title: events.title }).from(events).limit(1);
    const created = await callAs(t, admin, 'POST', '/api/forum/topics', {
      title: 'Wie gaat er naar dit evenement?',
      content: 'Laten we samen gaan, wie doet mee?',
      eventId: event!.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    const topic = ForumTopicDetail.parse(created.json());
    expect(topic.event).toEqual({ id: event!.id, title: event!.title, href: `/event/${event!.id}` });
    const byView = ForumTopicPage.parse((await get('/api/forum/topics?view=events')).json());
    expect(byView.items.every((i) => i.event !== null)).toBe(true);
    expect(byView.items.map((i) => i.id)).toContain(topic.id);
    const byEvent = ForumTopicPage.parse((await get(`/api/forum/topics?eventId=${event!.id}`)).json());
    expect(byEvent.items.map((i) => i.id)).toEqual([topic.id]);
    const trending = ForumTopicPage.parse((await get('/api/forum/topics?view=trending')).json());
    expect(trending.items.map((i) => i.id)).toContain(topic.id);
  });
});
