import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ForumPostPage, ForumStats, ForumTopicDetail, ForumTopicPage } from '../../../core/schemas/forum';
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
    const { items } = res.json() as { items: { slug: string; sortOrder: number; topicCount: number }[] };
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
