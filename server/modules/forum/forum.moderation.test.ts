import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INITIAL_DATA_ELEMENT_ID } from '../../../core/domain/initialData';
import type { ForumCategory, ForumTopicDetail, ForumTopicPage } from '../../../core/schemas/forum';
import { forumCategories, users } from '../../db/schema';
import { type TestApp, createTestApp } from '../../test/app';
import { callAs, signInAs } from '../../test/http';

/** Moderation (admins), reports, categories for /admin/forum, and the topic page head for crawlers. */

const SHELL = `<!doctype html><html lang="nl"><head><meta charset="UTF-8" />
<title>Kring</title></head><body><div id="root"></div></body></html>`;

let t: TestApp;
let admin: string;
let member: string;
let other: string;

beforeAll(async () => {
  const webDir = mkdtempSync(join(tmpdir(), 'kring-web-'));
  writeFileSync(join(webDir, 'index.html'), SHELL);
  t = await createTestApp({ seed: { events: 4, members: 2 }, webDir });
  admin = await signInAs(t, 'admin@demo.kring.test');
  member = await signInAs(t, 'deelnemer@demo.kring.test');
  other = await signInAs(t, 'organisatie@demo.kring.test');
  await t.db.update(users).set({ createdAt: new Date(Date.now() - 30 * 86_400_000) });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

let n = 0;
const newTopic = async (extra: Record<string, unknown> = {}) => {
  n += 1;
  const res = await callAs(t, member, 'POST', '/api/forum/topics', {
    title: `Moderatie topic ${n}`,
    content: `Inhoud van topic ${n} voor de moderatie.`,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as ForumTopicDetail;
};
const moderate = (cookie: string, id: string, body: Record<string, unknown>) =>
  callAs(t, cookie, 'POST', `/api/forum/topics/${id}/moderation`, body);
const list = async (query: string, cookie: string | null = null) =>
  (await callAs(t, cookie, 'GET', `/api/forum/topics?${query}`)).json() as ForumTopicPage;

describe('moderating topics', () => {
  it('hides a topic from everyone but admins; members cannot moderate', async () => {
    const topic = await newTopic();
    expect((await moderate(member, topic.id, { isHidden: true })).statusCode).toBe(403);
    const totalBefore = (await list(`category=${topic.category.slug}`)).total;
    const hidden = await moderate(admin, topic.id, { isHidden: true });
    expect((await list(`category=${topic.category.slug}`)).total).toBe(totalBefore - 1);
    expect((await list(`category=${topic.category.slug}`, admin)).total).toBe(totalBefore);
    expect((await list('')).items.map((i) => i.id)).not.toContain(topic.id);
    expect(hidden.json()).toMatchObject({ isHidden: true });
    expect((await callAs(t, null, 'GET', `/api/forum/topics/${topic.slug}`)).statusCode).toBe(404);
    expect((await callAs(t, member, 'GET', `/api/forum/topics/${topic.slug}`)).statusCode).toBe(404);
    expect((await callAs(t, admin, 'GET', `/api/forum/topics/${topic.slug}`)).statusCode).toBe(200);
    expect((await list('view=recent')).items.map((i) => i.id)).not.toContain(topic.id);
    expect((await list('view=recent', admin)).items.find((i) => i.id === topic.id)?.isHidden).toBe(true);
    expect(
      (await callAs(t, other, 'POST', `/api/forum/topics/${topic.id}/posts`, { content: 'Hoi' })).statusCode,
    ).toBe(404);
    expect((await moderate(admin, topic.id, { isHidden: false })).json().isHidden).toBe(false);
    expect((await moderate(admin, topic.id, {})).statusCode).toBe(400);
  });

  it('pins a topic: it shows in featured and first in its category', async () => {
    const topic = await newTopic();
    await moderate(admin, topic.id, { isPinned: true });
    expect((await list('view=featured')).items.map((i) => i.id)).toContain(topic.id);
    const inCategory = await list(`category=${topic.category.slug}&sort=new&direction=asc`);
    expect(inCategory.items[0]?.id).toBe(topic.id);
    expect(inCategory.items[0]?.isPinned).toBe(true);
    const page2 = await list(`category=${topic.category.slug}&sort=new&direction=asc&page=2`);
    expect(page2.items.map((i) => i.id)).not.toContain(topic.id);
  });

  it("moves a topic: both categories' counts follow", async () => {
    const topic = await newTopic();
    await callAs(t, other, 'POST', `/api/forum/topics/${topic.id}/posts`, { content: 'Een reactie.' });
    const cats = (await callAs(t, null, 'GET', '/api/forum/categories')).json().items as ForumCategory[];
    const from = cats.find((c) => c.id === topic.category.id)!;
    const to = cats.find((c) => c.id !== topic.category.id)!;
    const moved = await moderate(admin, topic.id, { categoryId: to.id, status: 'closed' });
    expect(moved.json()).toMatchObject({ category: { id: to.id }, status: 'closed' });
    const after = (await callAs(t, null, 'GET', '/api/forum/categories')).json().items as ForumCategory[];
    expect(after.find((c) => c.id === from.id)).toMatchObject({
      topicCount: from.topicCount - 1,
      postCount: from.postCount - 1,
    });
    expect(after.find((c) => c.id === to.id)).toMatchObject({
      topicCount: to.topicCount + 1,
      postCount: to.postCount + 1,
    });
  });

  it('hides a post: gone for everyone else (numbers and totals too), whole and marked for admins', async () => {
    const topic = await newTopic();
    const write = async (content: string) =>
      (await callAs(t, other, 'POST', `/api/forum/topics/${topic.id}/posts`, { content })).json();
    const post = await write('Ongepast woord.');
    const next = await write('Een nette reactie.');
    expect(
      (await callAs(t, member, 'POST', `/api/forum/posts/${post.id}/moderation`, { isHidden: true }))
        .statusCode,
    ).toBe(403);
    const hidden = await callAs(t, admin, 'POST', `/api/forum/posts/${post.id}/moderation`, {
      isHidden: true,
    });
    expect(hidden.json()).toMatchObject({ isHidden: true, content: 'Ongepast woord.' });
    const seen = (await callAs(t, member, 'GET', `/api/forum/topics/${topic.id}/posts`)).json();
    expect(seen.total).toBe(1);
    expect(seen.items).toMatchObject([{ id: next.id, number: 1, isHidden: false }]);
    const asAdmin = (await callAs(t, admin, 'GET', `/api/forum/topics/${topic.id}/posts`)).json();
    expect(asAdmin.total).toBe(2);
    expect(asAdmin.items.map((p: { id: string; isHidden: boolean }) => [p.id, p.isHidden])).toEqual([
      [post.id, true],
      [next.id, false],
    ]);
    const edit = await callAs(t, other, 'PATCH', `/api/forum/posts/${post.id}`, { content: 'Toch anders.' });
    expect(edit.statusCode).toBe(404);
    const mine = (await callAs(t, other, 'GET', '/api/forum/me/posts')).json();
    expect(mine.items.map((p: { id: string }) => p.id)).not.toContain(post.id);
  });
});

describe('reports', () => {
  it('takes a report once per member and lets an admin decide', async () => {
    const topic = await newTopic();
    const body = { target: 'topic', id: topic.id, reason: 'Dit is reclame.' };
    const first = await callAs(t, other, 'POST', '/api/forum/reports', body);
    expect(first.statusCode).toBe(201);
    const again = await callAs(t, other, 'POST', '/api/forum/reports', body);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect((await callAs(t, member, 'POST', '/api/forum/reports', body)).statusCode).toBe(403);
    expect((await callAs(t, member, 'GET', '/api/admin/forum/reports')).statusCode).toBe(403);
    const queue = (await callAs(t, admin, 'GET', '/api/admin/forum/reports')).json();
    const mine = queue.items.find((r: { id: string }) => r.id === first.json().id);
    expect(mine).toMatchObject({ target: 'topic', status: 'open', topic: { id: topic.id }, post: null });
    const decided = await callAs(t, admin, 'POST', `/api/admin/forum/reports/${first.json().id}`, {
      status: 'resolved',
    });
    expect(decided.json().status).toBe('resolved');
    const open = (await callAs(t, admin, 'GET', '/api/admin/forum/reports?status=open')).json();
    expect(open.items.map((r: { id: string }) => r.id)).not.toContain(first.json().id);
  });
});

describe('categories (admin)', () => {
  it('creates with a slug from the name, refuses a duplicate, edits, deactivates and reorders', async () => {
    const created = await callAs(t, admin, 'POST', '/api/admin/forum/categories', {
      name: 'Klankschalen & Geluid',
      color: '#112233',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ slug: 'klankschalen-en-geluid', isActive: true, topicCount: 0 });
    const dup = await callAs(t, admin, 'POST', '/api/admin/forum/categories', {
      name: 'Klankschalen & Geluid',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.code).toBe('category_exists');
    expect(
      (await callAs(t, member, 'POST', '/api/admin/forum/categories', { name: 'Nope nope' })).statusCode,
    ).toBe(403);
    const id = created.json().id as string;
    const off = await callAs(t, admin, 'PATCH', `/api/admin/forum/categories/${id}`, { isActive: false });
    expect(off.json().isActive).toBe(false);
    const publicList = (await callAs(t, null, 'GET', '/api/forum/categories')).json()
      .items as ForumCategory[];
    expect(publicList.map((c) => c.id)).not.toContain(id);
    expect((await callAs(t, null, 'GET', '/api/forum/categories/klankschalen-en-geluid')).statusCode).toBe(
      404,
    );
    const all = (await callAs(t, admin, 'GET', '/api/admin/forum/categories')).json()
      .items as ForumCategory[];
    expect(all.map((c) => c.id)).toContain(id);
    const order = [id, ...all.filter((c) => c.id !== id).map((c) => c.id)];
    const sorted = await callAs(t, admin, 'POST', '/api/admin/forum/categories/order', { ids: order });
    expect(sorted.json().items.map((c: ForumCategory) => c.id)).toEqual(order);
    const [row] = await t.db.select().from(forumCategories).where(eq(forumCategories.id, id));
    expect(row?.sortOrder).toBe(1);
  });
});

describe('topic page head', () => {
  it('answers the shell with title, canonical, DiscussionForumPosting and the seeded topic', async () => {
    const topic = await newTopic({ title: 'Ademwerk </script> & meer', content: 'Een **vette** vraag.' });
    for (const prefix of ['/community/topic/', '/community/onderwerp/', '/topic/', '/onderwerp/']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${prefix}${topic.slug}`,
        headers: { accept: 'text/html' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(
        `<link rel="canonical" href="${t.config.publicUrl}/community/topic/${topic.slug}" />`,
      );
    }
    const res = await t.app.inject({ method: 'GET', url: `/community/topic/${topic.slug}` });
    expect(res.body).toContain('<title>Ademwerk &lt;/script&gt; &amp; meer · Kring</title>');
    const ld = JSON.parse(res.body.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)![1]!);
    expect(ld).toMatchObject({ '@type': 'DiscussionForumPosting', headline: 'Ademwerk </script> & meer' });
    const data = JSON.parse(
      res.body.match(
        new RegExp(`<script id="${INITIAL_DATA_ELEMENT_ID}" type="application/json">(.*?)</script>`, 's'),
      )![1]!,
    );
    expect(data[0].key).toEqual(['forum', 'topic', topic.slug]);
    expect(data[0].data.html).toContain('<strong>vette</strong>');
    const missing = await t.app.inject({ method: 'GET', url: '/community/topic/bestaat-niet-123' });
    expect(missing.statusCode).toBe(200);
    expect(missing.body).toContain('noindex');
  });
});
