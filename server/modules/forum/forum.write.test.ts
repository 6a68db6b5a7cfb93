import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ForumTopicDetail } from '../../../core/schemas/forum';
import { forumCategories, forumUserStats, notifications, users } from '../../db/schema';
import { type TestApp, createTestApp } from '../../test/app';
import { callAs, signInAs } from '../../test/http';

/** Forum writes through HTTP into the real database: topics, posts, votes, views, status, limits, counters. */

let t: TestApp;
const cookie: Record<'member' | 'organiser' | 'other' | 'admin' | 'newcomer', string> = {
  member: '',
  organiser: '',
  other: '',
  admin: '',
  newcomer: '',
};
const EMAILS = {
  member: 'deelnemer@demo.kring.test',
  organiser: 'organisatie@demo.kring.test',
  other: 'organisatie-premium@demo.kring.test',
  admin: 'admin@demo.kring.test',
  newcomer: 'multi@demo.kring.test',
} as const;
const ids: Record<keyof typeof EMAILS, string> = { ...cookie };
const DAY = 86_400_000;

const idOf = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

beforeAll(async () => {
  t = await createTestApp({ seed: { events: 4, members: 2 } });
  for (const who of Object.keys(EMAILS) as (keyof typeof EMAILS)[]) {
    cookie[who] = await signInAs(t, EMAILS[who]);
    ids[who] = await idOf(EMAILS[who]);
    // Everyone is an old hand except the newcomer (a fresh account: the hourly limits apply).
    const createdAt = new Date(Date.now() - (who === 'newcomer' ? 3_600_000 : 30 * DAY));
    await t.db.update(users).set({ createdAt }).where(eq(users.id, ids[who]));
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
});

let n = 0;
const newTopic = async (who: keyof typeof EMAILS, extra: Record<string, unknown> = {}) => {
  n += 1;
  const res = await callAs(t, cookie[who], 'POST', '/api/forum/topics', {
    title: `Testtopic nummer ${n} over ademwerk`,
    content: `Wie heeft ervaring met ademwerk? Vraag ${n}.`,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as ForumTopicDetail;
};
const reply = (who: keyof typeof EMAILS, topicId: string, content: string, extra = {}) =>
  callAs(t, cookie[who], 'POST', `/api/forum/topics/${topicId}/posts`, { content, ...extra });
const category = async (id: string) =>
  (await t.db.select().from(forumCategories).where(eq(forumCategories.id, id)))[0]!;
const stats = async (userId: string) =>
  (await t.db.select().from(forumUserStats).where(eq(forumUserStats.userId, userId)))[0];

describe('starting a topic', () => {
  it('refuses visitors with 401 "Gebruiker niet ingelogd"', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/forum/topics',
      payload: { title: 'Een titel hier', content: 'En een inhoud van genoeg tekens.' },
      headers: { origin: t.config.publicUrl },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatchObject({
      code: 'forum_login_required',
      message: 'Gebruiker niet ingelogd',
    });
  });

  it('answers bad input with a Dutch 400 per field', async () => {
    const res = await callAs(t, cookie.member, 'POST', '/api/forum/topics', { title: 'ab', content: 'kort' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      title: 'Gebruik minimaal 5 tekens voor de titel.',
      content: 'Schrijf minimaal 10 tekens.',
    });
  });

  it('makes the slug from the title and a timestamp, puts it in Algemeen, normalises tags', async () => {
    const before = Date.now();
    const topic = await newTopic('member', {
      title: 'Hallo Wereld! Eerste topic',
      tags: [' Yoga ', 'yoga', '#Adem'],
    });
    const stamp = Number(/^hallo-wereld-eerste-topic-(\d+)$/.exec(topic.slug)?.[1]);
    expect(stamp).toBeGreaterThanOrEqual(before);
    expect(stamp).toBeLessThanOrEqual(Date.now());
    expect(topic.category.slug).toBe('algemeen');
    expect(topic.tags).toEqual(['yoga', 'adem']);
    expect(topic.abilities).toMatchObject({
      canEdit: true,
      canDelete: true,
      canVote: false,
      canModerate: false,
    });
    const unknownEvent = await callAs(t, cookie.member, 'POST', '/api/forum/topics', {
      title: 'Over een evenement',
      content: 'Dit evenement bestaat niet.',
      eventId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownEvent.statusCode).toBe(404);
  });

  it('keeps the counters: category, topic and forum_user_stats, also after deleting', async () => {
    const topic = await newTopic('member');
    const cat0 = await category(topic.category.id);
    const stats0 = await stats(ids.member);
    expect((await reply('organiser', topic.id, 'Ja, ik doe het elke ochtend.')).statusCode).toBe(201);
    expect((await reply('organiser', topic.id, 'En ook elke avond trouwens.')).statusCode).toBe(201);
    const cat1 = await category(topic.category.id);
    expect(cat1.postCount).toBe(cat0.postCount + 2);
    const detail = await callAs(t, null, 'GET', `/api/forum/topics/${topic.slug}`);
    expect(detail.json().postCount).toBe(2);
    const del = await callAs(t, cookie.member, 'DELETE', `/api/forum/topics/${topic.id}`);
    expect(del.statusCode).toBe(204);
    const cat2 = await category(topic.category.id);
    expect(cat2.topicCount).toBe(cat0.topicCount - 1);
    expect(cat2.postCount).toBe(cat0.postCount);
    expect((await stats(ids.member))!.topicCount).toBe(stats0!.topicCount - 1);
    expect((await callAs(t, null, 'GET', `/api/forum/topics/${topic.slug}`)).statusCode).toBe(404);
  });

  it('counts a new topic in the stats at once', async () => {
    const before = (await callAs(t, null, 'GET', '/api/forum/stats')).json().topics as number;
    const topic = await newTopic('member');
    const after = (await callAs(t, null, 'GET', '/api/forum/stats')).json();
    expect(after.topics).toBe(before + 1);
    expect(after.recent[0]).toMatchObject({ kind: 'topic', topicSlug: topic.slug });
  });
});

describe('replies, mentions and quotes', () => {
  it('notifies a mentioned member and the topic author in the same write', async () => {
    const topic = await newTopic('member');
    const res = await reply('other', topic.id, 'Goed punt, @joris.ademhalte wat vind jij?');
    expect(res.statusCode, res.body).toBe(201);
    const post = res.json();
    expect(post).toMatchObject({ number: 1, topicId: topic.id, isHidden: false });
    expect(post.html).toContain('<p>');
    const mention = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ids.organiser), eq(notifications.type, 'forum_mention')));
    expect(mention).toHaveLength(1);
    expect(mention[0]!.content).toMatch(/^.+ noemde je in “.+”.$/);
    expect(mention[0]).toMatchObject({
      actionUrl: `/community/topic/${topic.slug}`,
      data: { topic_id: topic.id },
    });
    const replied = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ids.member), eq(notifications.type, 'forum_reply')));
    expect(replied.length).toBeGreaterThanOrEqual(1);
  });

  it('accepts a quote from the same topic only', async () => {
    const a = await newTopic('member');
    const b = await newTopic('member');
    const first = (await reply('organiser', a.id, 'Eerste reactie hier.')).json();
    const ok = await reply('other', a.id, '> geciteerd\n\nEens!', { quotedPostId: first.id });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ quotedPostId: first.id, number: 2 });
    const wrong = await reply('other', b.id, 'Citaat uit een ander topic.', { quotedPostId: first.id });
    expect(wrong.statusCode).toBe(404);
  });

  it('lets the author edit, the author or an admin delete, and nobody else', async () => {
    const topic = await newTopic('member');
    const post = (await reply('organiser', topic.id, 'Mijn reactie.')).json();
    const edit = (who: keyof typeof EMAILS) =>
      callAs(t, cookie[who], 'PATCH', `/api/forum/posts/${post.id}`, { content: 'Aangepast.' });
    expect((await edit('other')).statusCode).toBe(403);
    expect((await edit('admin')).statusCode).toBe(403);
    expect((await edit('organiser')).json().content).toBe('Aangepast.');
    const editTopic = (who: keyof typeof EMAILS) =>
      callAs(t, cookie[who], 'PATCH', `/api/forum/topics/${topic.id}`, { title: 'Nieuwe titel hier' });
    expect((await editTopic('organiser')).statusCode).toBe(403);
    expect((await editTopic('member')).json().title).toBe('Nieuwe titel hier');
    const del = (who: keyof typeof EMAILS, url: string) => callAs(t, cookie[who], 'DELETE', url);
    expect((await del('other', `/api/forum/posts/${post.id}`)).statusCode).toBe(403);
    expect((await del('admin', `/api/forum/posts/${post.id}`)).statusCode).toBe(204);
    expect((await del('organiser', `/api/forum/topics/${topic.id}`)).statusCode).toBe(403);
    expect((await del('admin', `/api/forum/topics/${topic.id}`)).statusCode).toBe(204);
  });
});

describe('open and closed topics', () => {
  it('is closed and reopened by the author or an admin; others get 403; a closed topic refuses replies', async () => {
    const topic = await newTopic('member');
    const status = (who: keyof typeof EMAILS, value: 'open' | 'closed') =>
      callAs(t, cookie[who], 'POST', `/api/forum/topics/${topic.id}/status`, { status: value });
    expect((await status('organiser', 'closed')).statusCode).toBe(403);
    const closed = await status('member', 'closed');
    expect(closed.json()).toMatchObject({ status: 'closed', abilities: { canReply: false } });
    const refused = await reply('organiser', topic.id, 'Mag dit nog?');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('forum_topic_closed');
    expect((await status('admin', 'open')).json().status).toBe('open');
    expect((await reply('organiser', topic.id, 'Nu wel.')).statusCode).toBe(201);
    expect((await status('admin', 'closed')).json().status).toBe('closed');
  });
});

describe('votes', () => {
  it('keeps one vote per member: set, change, take back; own content refused; the trigger keeps the score', async () => {
    const topic = await newTopic('member');
    const rep0 = (await stats(ids.member))!.reputation;
    const put = (who: keyof typeof EMAILS, value: number, target = 'topic', id = topic.id) =>
      callAs(t, cookie[who], 'PUT', '/api/forum/votes', { target, id, value });
    expect((await put('organiser', 1)).json()).toEqual({ voteScore: 1, myVote: 1 });
    expect((await put('organiser', 1)).json()).toEqual({ voteScore: 1, myVote: 1 });
    expect((await put('other', 1)).json()).toEqual({ voteScore: 2, myVote: 1 });
    expect((await put('organiser', -1)).json()).toEqual({ voteScore: 0, myVote: -1 });
    expect((await stats(ids.member))!.reputation).toBe(rep0);
    expect((await put('organiser', 0)).json()).toEqual({ voteScore: 1, myVote: 0 });
    expect((await stats(ids.member))!.reputation).toBe(rep0 + 1);
    const own = await put('member', 1);
    expect(own.statusCode).toBe(400);
    expect(own.json().error.code).toBe('forum_vote_own');
    const detail = await callAs(t, cookie.other, 'GET', `/api/forum/topics/${topic.id}`);
    expect(detail.json()).toMatchObject({ voteScore: 1, myVote: 1 });
    const post = (await reply('organiser', topic.id, 'Stem hierop.')).json();
    expect((await put('member', 1, 'post', post.id)).json()).toEqual({ voteScore: 1, myVote: 1 });
    const posts = await callAs(t, cookie.member, 'GET', `/api/forum/topics/${topic.id}/posts`);
    expect(posts.json().items[0]).toMatchObject({ voteScore: 1, myVote: 1 });
  });

  it('tells the author of an up-voted topic or post once a day, anonymously; never the voter', async () => {
    const topic = await newTopic('member');
    const put = (who: keyof typeof EMAILS, value: number, target = 'topic', id = topic.id) =>
      callAs(t, cookie[who], 'PUT', '/api/forum/votes', { target, id, value });
    const votesOf = async (userId: string) =>
      (
        await t.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, userId), eq(notifications.type, 'forum_vote')))
      ).filter((n) => n.data.topic_id === topic.id);
    expect((await put('organiser', -1)).statusCode).toBe(200);
    expect(await votesOf(ids.member)).toHaveLength(0);
    expect((await put('organiser', 1)).statusCode).toBe(200);
    expect((await put('other', 1)).statusCode).toBe(200);
    const [first, ...more] = await votesOf(ids.member);
    expect(more).toHaveLength(0);
    expect(first).toMatchObject({
      title: 'Je topic kreeg een stem omhoog',
      actionUrl: `/community/topic/${topic.slug}`,
      data: { topic_id: topic.id },
    });
    expect(first!.content).not.toContain('Joris');
    expect(await votesOf(ids.organiser)).toHaveLength(0);

    const post = (await reply('organiser', topic.id, 'Een reactie om op te stemmen.')).json();
    expect((await put('member', 1, 'post', post.id)).statusCode).toBe(200);
    expect((await put('other', 1, 'post', post.id)).statusCode).toBe(200);
    const onPost = (await votesOf(ids.organiser)).filter((n) => n.data.post_id === post.id);
    expect(onPost).toHaveLength(1);
    expect(onPost[0]!.title).toBe('Je reactie kreeg een stem omhoog');
    expect((await votesOf(ids.member)).filter((n) => n.data.post_id === post.id)).toHaveLength(0);
  });
});

describe('views', () => {
  it('counts a visitor once an hour; another visitor counts too', async () => {
    const topic = await newTopic('member');
    const view = (ua: string, who: string | null = null) =>
      callAs(t, who, 'POST', `/api/forum/topics/${topic.id}/view`, undefined, {
        headers: { 'user-agent': ua },
      });
    expect((await view('browser-a')).json()).toEqual({ counted: true, viewCount: 1 });
    expect((await view('browser-a')).json()).toEqual({ counted: false, viewCount: 1 });
    expect((await view('browser-b')).json()).toEqual({ counted: true, viewCount: 2 });
    expect((await view('browser-a', cookie.organiser)).json()).toEqual({ counted: true, viewCount: 3 });
    expect((await view('browser-z', cookie.organiser)).json()).toEqual({ counted: false, viewCount: 3 });
  });
});

describe('anti-abuse', () => {
  it("refuses a new account's 4th topic in an hour with 429", async () => {
    for (let i = 0; i < 3; i += 1) await newTopic('newcomer');
    const res = await callAs(t, cookie.newcomer, 'POST', '/api/forum/topics', {
      title: 'Nog een topic van mij',
      content: 'Dit zou het vierde topic zijn.',
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('forum_topic_limit');
  });

  it("refuses a new account's 11th post in an hour with 429", async () => {
    const topic = await newTopic('member');
    for (let i = 0; i < 10; i += 1)
      expect((await reply('newcomer', topic.id, `Reactie ${i}`)).statusCode).toBe(201);
    const res = await reply('newcomer', topic.id, 'Reactie elf');
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('forum_post_limit');
  });

  it('does not limit an older account', async () => {
    for (let i = 0; i < 4; i += 1) await newTopic('organiser');
  });

  it('refuses the same text again within a minute', async () => {
    const topic = await newTopic('member');
    expect((await reply('organiser', topic.id, 'Precies dezelfde tekst')).statusCode).toBe(201);
    const again = await reply('organiser', topic.id, '  Precies dezelfde tekst ');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('forum_duplicate_post');
    const body = { title: 'Dubbel topic titel', content: 'Dubbele inhoud van dit topic.' };
    expect((await callAs(t, cookie.other, 'POST', '/api/forum/topics', body)).statusCode).toBe(201);
    expect((await callAs(t, cookie.other, 'POST', '/api/forum/topics', body)).statusCode).toBe(409);
  });
});

describe('my forum', () => {
  it('lists my topics and my replies', async () => {
    const topics = await callAs(t, cookie.organiser, 'GET', '/api/forum/me/topics');
    expect(topics.statusCode).toBe(200);
    expect(topics.json().items.every((i: { author: { id: string } }) => i.author.id === ids.organiser)).toBe(
      true,
    );
    const posts = await callAs(t, cookie.organiser, 'GET', '/api/forum/me/posts');
    expect(posts.json().total).toBeGreaterThan(0);
    expect(posts.json().items[0].topic.slug).toBeTruthy();
    expect((await callAs(t, null, 'GET', '/api/forum/me/posts')).statusCode).toBe(401);
  });
});
