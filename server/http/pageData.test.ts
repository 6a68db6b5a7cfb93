import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ImageLayout, imagePreload as responsiveImagePreload } from '../../core/domain/images';
import type { InitialDataEntry } from '../../core/domain/initialData';
import type { EventDetail } from '../../core/schemas/eventDetail';
import type { EventSearchResponse } from '../../core/schemas/eventSearch';
import { events } from '../db/schema';
import { publicUpcomingEvents } from '../test/events';
import { type TestApp, createTestApp } from '../test/app';
import { escapeHtml, loadPageData } from './pageData';
import { NO_CACHE } from './spa';

/** Like the shell `vite build` writes. */
const SHELL = `<!doctype html>
<html lang="nl">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Algemeen" />
    <title>Kring · Samen bewust leven</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const DATA_BLOCK = /<script id="kring-initial-data" type="application\/json">(.*?)<\/script>/s;

let t: TestApp;
let webDir: string;
let published: { id: string; slug: string; title: string }[];

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'kring-web-'));
  writeFileSync(join(webDir, 'index.html'), SHELL);
  t = await createTestApp({ webDir, seed: { events: 12, members: 2 } });
  published = await publicUpcomingEvents(t);
  if (published.length < 4) throw new Error('seed has too few public events');
}, 120_000);

afterAll(async () => {
  await t?.close();
  rmSync(webDir, { recursive: true, force: true });
});

const page = (url: string) => t.app.inject({ url, headers: html });
const api = <T>(url: string) => t.app.inject({ url }).then((res) => res.json<T>());

/** The data block of a page (null when there is none), checked to be a single well-formed script. */
const initialData = (body: string): InitialDataEntry[] | null => {
  const match = DATA_BLOCK.exec(body);
  if (!match) {
    expect(body).not.toContain('kring-initial-data');
    return null;
  }
  expect(match[1]).not.toMatch(/[<>]/);
  return JSON.parse(match[1]!) as InitialDataEntry[];
};

/** The translation files the page preloads: handed to the boot script, which adds them after the first paint. */
const translations = (body: string): string[] => {
  const head = body.slice(0, body.indexOf('</head>'));
  expect(head).not.toContain('as="fetch"');
  return /data-fetch="([^"]*)"/.exec(head)?.[1]?.split(' ') ?? [];
};
const locale = (ns: string) => `/locales/nl/${ns}.json`;
/** The preload of an image the page draws in `layout`: the <img>'s own srcset and sizes (core/domain/images.ts). */
const imagePreloadTag = (src: string, layout: ImageLayout) => {
  const { href, imageSrcSet, imageSizes } = responsiveImagePreload(src, layout);
  expect(imageSrcSet).toContain(' 320w');
  return `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(href)}" imagesrcset="${escapeHtml(imageSrcSet!)}" imagesizes="${escapeHtml(imageSizes!)}" />`;
};

describe('event browser HTML', () => {
  it('carries the first page of the filtered search under the browser key, as GET /api/events answers it', async () => {
    const word = published[0]!.title.split(/\s+/).find((w) => w.length >= 4)!;
    const res = await page(`/events?q=${encodeURIComponent(word)}&view=list`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe(NO_CACHE);
    const entries = initialData(res.body)!;
    expect(entries).toHaveLength(1);
    expect(entries[0]!.key).toEqual(['events', 'list', { q: word }]);
    const fetched = await api<EventSearchResponse>(
      `/api/events?q=${encodeURIComponent(word)}&page=1&pageSize=24`,
    );
    expect(fetched.items.length).toBeGreaterThan(0);
    expect(entries[0]!.data).toEqual({ pages: [fetched], pageParams: [1] });
  });

  it('reads type, sort and price like the browser and pages 24 at a time', async () => {
    const res = await page('/events/dans?sort=name&price=0-500&cols=2');
    const entries = initialData(res.body)!;
    expect(entries[0]!.key).toEqual(['events', 'list', { type: 'dans', sort: 'name' }]);
    const fetched = await api<EventSearchResponse>('/api/events?type=dans&sort=name&page=1&pageSize=24');
    expect(entries[0]!.data).toEqual({ pages: [fetched], pageParams: [1] });

    const all = initialData((await page('/events')).body)!;
    expect(all[0]!.key).toEqual(['events', 'list', {}]);
    const first = await api<EventSearchResponse>('/api/events?page=1&pageSize=24');
    expect((all[0]!.data as { pages: EventSearchResponse[] }).pages[0]).toEqual(first);
    expect(first.pageSize).toBe(24);
  });

  it('preloads the first card image and the translations of the page', async () => {
    const res = await page('/events');
    const first = (await api<EventSearchResponse>('/api/events?page=1&pageSize=24')).items[0]!;
    expect(first.imageUrl).toBeTruthy();
    expect(res.body).toContain(imagePreloadTag(first.imageUrl!, 'card'));
    for (const ns of ['common', 'events', 'favorites']) expect(translations(res.body)).toContain(locale(ns));
    expect(translations(res.body)).not.toContain(locale('eventDetail'));
  });

  it('embeds nothing for a location (the browser geocodes it) or an unknown type', async () => {
    for (const url of [
      '/events?location=Utrecht',
      '/events?location=Mijn%20locatie&q=yoga',
      '/events/onzin',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(initialData(res.body), url).toBeNull();
      expect(translations(res.body), url).toContain(locale('common'));
      expect(res.body, url).not.toContain('rel="preload" as="image"');
    }
  });

  it('gives every other page the shell with the common translations preloaded', async () => {
    const root = await t.app.inject({ url: '/' });
    expect(root.statusCode).toBe(200);
    expect(root.headers['cache-control']).toBe(NO_CACHE);
    for (const ns of ['common', 'site', 'events']) expect(translations(root.body)).toContain(locale(ns));
    const other = await page('/contact');
    expect(translations(other.body)).toContain(locale('common'));
    expect(translations(other.body)).not.toContain(locale('events'));
    expect(translations(other.body)).toContain(locale('site'));
    expect(initialData(other.body)).toBeNull();
  });
});

describe('event page HTML', () => {
  it('carries the detail under the key of the URL value, as the detail endpoint answers it', async () => {
    const event = published[1]!;
    for (const value of [event.slug, event.id]) {
      const path = value === event.id ? `/event/${value}` : `/evenement/${value}`;
      const res = await page(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['cache-control']).toBe(NO_CACHE);
      const entries = initialData(res.body)!;
      const detail = await api<EventDetail>(`/api/events/${value}/detail`);
      expect(entries, path).toEqual([{ key: ['eventDetail', value], data: detail }]);
      if (detail.imageUrl) expect(res.body).toContain(imagePreloadTag(detail.imageUrl, 'hero'));
      for (const ns of ['common', 'screens', 'events', 'eventDetail', 'favorites'])
        expect(translations(res.body), ns).toContain(locale(ns));
    }
  });

  it('embeds nothing for an unknown event', async () => {
    const res = await page('/evenement/bestaat-niet');
    expect(res.statusCode).toBe(404);
    expect(initialData(res.body)).toBeNull();
    expect(translations(res.body)).toContain(locale('eventDetail'));
  });
});

describe('hostile event text', () => {
  it('cannot leave the data block or rewrite the page', async () => {
    const event = published[3]!;
    const evil = `Zonnegroet </script><script>alert(1)</script><!-- $' $& $\` \u2028 &amp;`;
    await t.db.update(events).set({ title: evil }).where(eq(events.id, event.id));
    for (const url of ['/events?q=Zonnegroet', `/evenement/${event.slug}`]) {
      const res = await page(url);
      expect(res.body, url).not.toContain('<script>alert');
      expect(res.body, url).not.toContain('<!--');
      expect(res.body.match(/<div id="root"><\/div>/g), url).toHaveLength(1);
      expect(res.body.match(/<\/html>/g), url).toHaveLength(1);
      const entries = initialData(res.body)!;
      expect(JSON.stringify(entries), url).toContain(JSON.stringify(evil).slice(1, -1));
    }
    const list = initialData((await page('/events?q=Zonnegroet')).body)!;
    const items = (list[0]!.data as { pages: EventSearchResponse[] }).pages[0]!.items;
    expect(items.map((i) => i.title)).toContain(evil);
  });
});

describe('loadPageData', () => {
  const request = (method = 'GET') => {
    const log = { warn: vi.fn(), error: vi.fn() };
    return { req: { method, url: '/events', log } as unknown as FastifyRequest, log };
  };
  const reply = {} as FastifyReply;

  it('serves the plain shell when the loader fails or is too slow, and logs why', async () => {
    const failing = request();
    expect(
      await loadPageData(failing.req, reply, () => Promise.reject(new Error('database down'))),
    ).toBeNull();
    expect(failing.log.error).toHaveBeenCalledOnce();

    const slow = request();
    const never = () => new Promise<null>(() => {});
    expect(await loadPageData(slow.req, reply, never, 20)).toBeNull();
    expect(slow.log.warn).toHaveBeenCalledOnce();
  });

  it('loads nothing for HEAD requests', async () => {
    const loader = vi.fn(() => Promise.resolve({ entries: [] }));
    expect(await loadPageData(request('HEAD').req, reply, loader)).toBeNull();
    expect(loader).not.toHaveBeenCalled();
  });
});
