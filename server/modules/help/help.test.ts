import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HELP_CATEGORIES } from '../../../core/domain/help';
import { ERRORS, type ErrorCode } from '../../../core/errors';
import type {
  AdminHelpArticle,
  AdminHelpList,
  HelpArticle,
  HelpFeedbackResponse,
  HelpOverview,
  HelpSearchResponse,
} from '../../../core/schemas/help';
import { forumTopics, helpdeskArticles } from '../../db/schema';
import { type TestApp, createTestApp } from '../../test/app';
import { callAs, signInAs } from '../../test/http';

/** The help centre through HTTP into a real database: search, article pages, counting, feedback, admin. */

const SHELL = `<!doctype html><html lang="nl"><head><meta charset="UTF-8" />
<title>Kring</title></head><body><div id="root"></div></body></html>`;

let t: TestApp;
let admin: string;
let participant: string;

const expectError = (res: { statusCode: number; json: () => unknown }, code: ErrorCode) => {
  expect(res.statusCode).toBe(ERRORS[code].status);
  expect((res.json() as { error: { code: string } }).error.code).toBe(code);
};
const get = <T>(url: string, cookie: string | null = null): Promise<T> =>
  callAs(t, cookie, 'GET', url).then((res) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  });
const search = (query: string) => get<HelpSearchResponse>(`/api/help/search?${query}`);
const write = async (body: Record<string, unknown>): Promise<AdminHelpArticle> => {
  const res = await callAs(t, admin, 'POST', '/api/admin/help/articles', {
    category: 'Account & beveiliging',
    content: 'Tekst van het artikel.',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as AdminHelpArticle;
};
/** A visitor without session: a browser is its address and user agent. */
const asVisitor = (agent: string) => ({ headers: { 'user-agent': agent } });

beforeAll(async () => {
  const webDir = mkdtempSync(join(tmpdir(), 'kring-web-'));
  writeFileSync(join(webDir, 'index.html'), SHELL);
  t = await createTestApp({ seed: { events: 4, members: 2 }, webDir });
  [admin, participant] = await Promise.all([
    signInAs(t, 'admin@demo.kring.test'),
    signInAs(t, 'deelnemer@demo.kring.test'),
  ]);
});

afterAll(async () => {
  await t?.close();
});

describe('help centre: overview and search', () => {
  it('gives the categories in display order, featured articles and the most read', async () => {
    const body = await get<HelpOverview>('/api/help/overview');
    const names = body.categories.map((c) => c.name);
    expect(names).toEqual(HELP_CATEGORIES.filter((c) => names.includes(c)));
    expect(body.categories.every((c) => c.count > 0)).toBe(true);
    expect(body.featured.length).toBeGreaterThan(0);
    expect(body.featured.every((a) => a.featured)).toBe(true);
    const views = body.popular.map((a) => a.viewCount);
    expect(views).toEqual([...views].sort((x, y) => y - x));
  });

  it('finds a word with an accent typed without it, ranked, with a snippet that only marks', async () => {
    const hit = await write({
      title: 'Je lidmaatschap beëindigen',
      content: 'Wil je stoppen? Zo kun je je lidmaatschap beëindigen en blijft je privé informatie veilig.',
      tags: ['opzeggen'],
      published: true,
    });
    const body = await search('q=beeindigen');
    expect(body.items[0]?.id).toBe(hit.id);
    expect((await search('q=prive')).items.map((i) => i.id)).toContain(hit.id);
    expect((await search('q=coordinaten')).items.map((i) => i.title)).toContain('Een evenement plaatsen');
    const withAccent = await search(`q=${encodeURIComponent('beëindigen')}`);
    expect(withAccent.items[0]?.id).toBe(hit.id);
    expect(withAccent.items[0]?.snippet).toContain('<mark>');
    expect(withAccent.items[0]?.snippet?.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
  });

  it('ranks a title match above a match in the text only', async () => {
    const inText = await write({
      title: 'Over wandelroutes',
      content: 'Een zonnewijzerpad loopt door het park.',
      published: true,
    });
    const inTitle = await write({
      title: 'Het zonnewijzerpad',
      content: 'Alles over de route.',
      published: true,
    });
    const ids = (await search('q=zonnewijzerpad')).items.map((i) => i.id);
    expect(ids.indexOf(inTitle.id)).toBeLessThan(ids.indexOf(inText.id));
    expect(ids.indexOf(inText.id)).toBeGreaterThan(-1);
  });

  it("filters by category, lists a category without words, pages by 20, and 'Geen resultaten' is empty", async () => {
    const privacy = await search('category=Privacy');
    expect(privacy.total).toBeGreaterThan(0);
    expect(privacy.items.every((i) => i.category === 'Privacy')).toBe(true);
    const mixed = await search('q=account&category=Privacy');
    expect(mixed.items.every((i) => i.category === 'Privacy')).toBe(true);

    const first = await search('page=1');
    expect(first.pageSize).toBe(20);
    expect(first.items).toHaveLength(20);
    expect(first.total).toBeGreaterThan(20);
    const second = await search('page=2');
    expect(second.total).toBe(first.total);
    expect(second.items).toHaveLength(first.total - 20);
    expect(second.items.some((i) => first.items.some((f) => f.id === i.id))).toBe(false);
    expect((await search('page=9')).total).toBe(first.total);
    expect((await search('q=xyzzyplugh')).items).toEqual([]);
  });

  it('answers bad input in Dutch with 400, never 500', async () => {
    expectError(await callAs(t, null, 'GET', `/api/help/search?q=${'a'.repeat(201)}`), 'validation_failed');
    expectError(await callAs(t, null, 'GET', '/api/help/search?page=0'), 'validation_failed');
    const odd = await callAs(t, null, 'GET', `/api/help/search?q=${encodeURIComponent('"&|!(:*')}`);
    expect(odd.statusCode).toBe(200);
  });
});

describe('help centre: articles, views and feedback', () => {
  it('answers a published article with sanitised HTML, defaults, feedback and 3–5 related', async () => {
    const body = await get<HelpArticle>('/api/help/articles/een-account-aanmaken');
    expect(body.title).toBe('Een account aanmaken');
    expect(body.html).toContain('<p>');
    expect(body.related.length).toBeGreaterThanOrEqual(3);
    expect(body.related.length).toBeLessThanOrEqual(5);
    expect(body.related.map((r) => r.id)).not.toContain(body.id);
    expect(body.related[0]?.category).toBe(body.category);
    expect(body.feedback).toEqual({ helpful: 0, notHelpful: 0 });
    const made = await write({ title: 'Standaardwaarden', published: true });
    expect(made).toMatchObject({ readTime: 5, author: 'Support Team', slug: 'standaardwaarden' });
  });

  it('keeps drafts and unknown slugs out of every public path', async () => {
    const draft = await write({ title: 'Geheim concept zeldzaamwoord', published: false });
    for (const slug of [draft.slug, 'bestaat-niet']) {
      expectError(await callAs(t, null, 'GET', `/api/help/articles/${slug}`), 'help_article_not_found');
      expectError(await callAs(t, null, 'POST', `/api/help/articles/${slug}/view`), 'help_article_not_found');
      expectError(
        await callAs(t, null, 'POST', `/api/help/articles/${slug}/feedback`, { helpful: true }),
        'help_article_not_found',
      );
      const page = await callAs(t, null, 'GET', `/help/artikel/${slug}`);
      expect(page.body).toContain('noindex');
      expect(page.body).not.toContain('zeldzaamwoord');
    }
    expect((await search('q=zeldzaamwoord')).items).toEqual([]);
    expect(JSON.stringify(await get('/api/help/overview'))).not.toContain(draft.id);
    // The admin still reads it.
    expect((await get<AdminHelpArticle>(`/api/admin/help/articles/${draft.id}`, admin)).published).toBe(
      false,
    );
  });

  it('counts a view once per visitor per hour', async () => {
    const slug = 'wachtwoord-vergeten';
    const before = (await get<HelpArticle>(`/api/help/articles/${slug}`)).viewCount;
    const view = (agent: string) =>
      callAs(t, null, 'POST', `/api/help/articles/${slug}/view`, undefined, asVisitor(agent));
    expect((await view('browser-a')).json()).toEqual({ counted: true });
    expect((await view('browser-a')).json()).toEqual({ counted: false });
    expect((await view('browser-b')).json()).toEqual({ counted: true });
    expect((await get<HelpArticle>(`/api/help/articles/${slug}`)).viewCount).toBe(before + 2);
    await t.db.execute(sql`update view_marks set viewed_at = now() - interval '61 minutes'`);
    expect((await view('browser-a')).json()).toEqual({ counted: true });
    expect((await get<HelpArticle>(`/api/help/articles/${slug}`)).viewCount).toBe(before + 3);
  });

  it('keeps one answer per visitor; a new answer replaces the old one', async () => {
    const slug = 'facturen-bekijken-en-downloaden';
    const answer = (cookie: string | null, helpful: boolean, agent = 'browser-a') =>
      callAs(t, cookie, 'POST', `/api/help/articles/${slug}/feedback`, { helpful }, asVisitor(agent)).then(
        (res) => res.json() as HelpFeedbackResponse,
      );
    expect(await answer(null, true)).toEqual({ answer: true, helpful: 1, notHelpful: 0 });
    expect(await answer(null, false)).toEqual({ answer: false, helpful: 0, notHelpful: 1 });
    expect(await answer(participant, true)).toEqual({ answer: true, helpful: 1, notHelpful: 1 });
    expect(await answer(participant, true, 'other-browser')).toEqual({
      answer: true,
      helpful: 1,
      notHelpful: 1,
    });
    expect((await get<HelpArticle>(`/api/help/articles/${slug}`)).feedback).toEqual({
      helpful: 1,
      notHelpful: 1,
    });
    expectError(
      await callAs(t, null, 'POST', `/api/help/articles/${slug}/feedback`, { helpful: 'ja' }),
      'validation_failed',
    );
  });

  it('serves the crawler head on every article path with the canonical link, JSON-LD and the article', async () => {
    await write({
      title: 'Veelgestelde vragen over tickets',
      content:
        '## Kan ik een ticket ruilen?\nJa, tot een dag vooraf.\n\n## Krijg ik mijn geld terug?\nBinnen 14 dagen.',
      published: true,
    });
    for (const base of ['/support/article', '/help/article', '/help/artikel', '/artikel']) {
      const res = await callAs(t, null, 'GET', `${base}/veelgestelde-vragen-over-tickets`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>Veelgestelde vragen over tickets · Kring</title>');
      expect(res.body).toContain('/support/article/veelgestelde-vragen-over-tickets" />');
      expect(res.body).toContain('"@type":"Article"');
      expect(res.body).toContain('"@type":"FAQPage"');
      expect(res.body).toContain('"help","article","veelgestelde-vragen-over-tickets"');
    }
    const plain = await callAs(t, null, 'GET', '/support/article/een-account-aanmaken');
    expect(plain.body).not.toContain('FAQPage');
  });
});

describe('help centre: admin', () => {
  it('lets only admins manage articles', async () => {
    expectError(await callAs(t, null, 'GET', '/api/admin/help/articles'), 'unauthenticated');
    expectError(await callAs(t, participant, 'GET', '/api/admin/help/articles'), 'admin_only');
    expectError(
      await callAs(t, participant, 'POST', '/api/admin/help/preview', { content: 'x' }),
      'admin_only',
    );
  });

  it('creates, reads, edits, toggles and deletes, with slugs from titles and Dutch 4xx', async () => {
    const made = await write({ title: 'Een nieuw hulpartikel', tags: [' Tips ', 'tips', 'Start'] });
    expect(made).toMatchObject({ slug: 'een-nieuw-hulpartikel', published: false, tags: ['tips', 'start'] });
    const twin = await write({ title: 'Een nieuw hulpartikel' });
    expect(twin.slug).toBe('een-nieuw-hulpartikel-2');
    expectError(
      await callAs(t, admin, 'POST', '/api/admin/help/articles', {
        title: 'Botsing',
        slug: made.slug,
        category: 'Privacy',
        content: 'x',
      }),
      'help_article_slug_exists',
    );
    expectError(
      await callAs(t, admin, 'POST', '/api/admin/help/articles', {
        title: 'x',
        category: 'Onbekend',
        content: '',
      }),
      'validation_failed',
    );

    const patch = (id: string, body: Record<string, unknown>) =>
      callAs(t, admin, 'PATCH', `/api/admin/help/articles/${id}`, body);
    const published = (await patch(made.id, { published: true, featured: true })).json() as AdminHelpArticle;
    expect(published).toMatchObject({ published: true, featured: true, title: made.title });
    expect((await get<HelpArticle>(`/api/help/articles/${made.slug}`)).title).toBe(made.title);
    const renamed = (
      await patch(made.id, { title: 'Hernoemd artikel', slug: '' })
    ).json() as AdminHelpArticle;
    expect(renamed.slug).toBe('hernoemd-artikel');

    const list = await get<AdminHelpList>('/api/admin/help/articles?q=hernoemd', admin);
    expect(list.items.map((i) => i.id)).toEqual([made.id]);
    const drafts = await get<AdminHelpList>('/api/admin/help/articles?status=draft', admin);
    expect(drafts.items.every((i) => !i.published)).toBe(true);

    expect((await callAs(t, admin, 'DELETE', `/api/admin/help/articles/${made.id}`)).statusCode).toBe(200);
    expectError(
      await callAs(t, admin, 'GET', `/api/admin/help/articles/${made.id}`),
      'help_article_not_found',
    );
    expectError(
      await callAs(t, admin, 'DELETE', `/api/admin/help/articles/${made.id}`),
      'help_article_not_found',
    );
  });

  it('never gives back a script from an admin’s Markdown', async () => {
    const content =
      '# Kop\n\n<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n[link](javascript:alert(3))\n\n**vet**';
    const preview = await callAs(t, admin, 'POST', '/api/admin/help/preview', { content });
    const html = (preview.json() as { html: string }).html;
    expect(html).toContain('<strong>vet</strong>');
    for (const bad of ['<script', 'onerror', 'javascript:']) expect(html).not.toContain(bad);
    const made = await write({ title: 'Veilige inhoud', content, published: true });
    const article = await get<HelpArticle>(`/api/help/articles/${made.slug}`);
    for (const bad of ['<script', 'onerror', 'javascript:']) expect(article.html).not.toContain(bad);
    const hits = await search('q=kop%20vet');
    expect(JSON.stringify(hits)).not.toContain('<script');
  });
});

describe('sitemap', () => {
  it('lists the help centre, published articles, forum categories and visible topics', async () => {
    const draft = await write({ title: 'Concept niet in sitemap' });
    const [topic] = await t.db.select().from(forumTopics).where(eq(forumTopics.isHidden, false)).limit(1);
    const [article] = await t.db
      .select()
      .from(helpdeskArticles)
      .where(eq(helpdeskArticles.published, true))
      .limit(1);
    const xml = (await callAs(t, null, 'GET', '/sitemap.xml')).body;
    expect(xml).toContain('/support</loc>');
    expect(xml).toContain(`/support/article/${article?.slug}</loc>`);
    expect(xml).not.toContain(`/support/article/${draft.slug}<`);
    expect(xml).toContain('/community/category/algemeen</loc>');
    expect(xml).toContain(`/community/topic/${topic?.slug}</loc>`);
    await t.db
      .update(forumTopics)
      .set({ isHidden: true })
      .where(eq(forumTopics.id, topic?.id ?? ''));
    expect((await callAs(t, null, 'GET', '/sitemap.xml')).body).not.toContain(
      `/community/topic/${topic?.slug}<`,
    );
  });
});
