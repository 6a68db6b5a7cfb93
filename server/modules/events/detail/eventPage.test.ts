import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../../../core/errors';
import type { EventDetail } from '../../../../core/schemas/eventDetail';
import { eventViews, events } from '../../../db/schema';
import { type TestApp, createTestApp, waitUntil } from '../../../test/app';
import {
  bodyFromEditor,
  callAs,
  createEventAs,
  parseIcs,
  publicUpcomingEvents,
  signInAs,
} from '../../../test/events';

let t: TestApp;
let published: { id: string; slug: string; title: string }[];

const SHELL = `<!doctype html><html lang="nl"><head><meta charset="UTF-8" />
<meta
  name="description"
  content="Algemene beschrijving"
/>
<title>Kring · Samen bewust leven</title></head><body><div id="root"></div></body></html>`;

beforeAll(async () => {
  const webDir = mkdtempSync(join(tmpdir(), 'kring-web-'));
  writeFileSync(join(webDir, 'index.html'), SHELL);
  t = await createTestApp({ webDir, seed: { events: 12, members: 2 } });
  published = await publicUpcomingEvents(t);
  if (published.length < 4) throw new Error('seed has too few public events');
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const detail = async (value: string) => {
  const res = await get(`/api/events/${value}/detail`);
  return { res, body: res.json() as EventDetail };
};

describe('event page data', () => {
  it('finds an event by id and by slug with the same answer', async () => {
    const event = published[0]!;
    const byId = await detail(event.id);
    const bySlug = await detail(event.slug);
    expect(byId.res.statusCode, byId.res.body).toBe(200);
    expect(bySlug.res.statusCode).toBe(200);
    expect(byId.body.id).toBe(event.id);
    expect(bySlug.body).toEqual(byId.body);
    expect(byId.body).toMatchObject({ slug: event.slug, title: event.title, status: 'published' });
    expect(byId.body.related.length).toBeLessThanOrEqual(6);
    expect(byId.body.related.every((r) => r.id !== event.id)).toBe(true);
  });

  it('lists tickets (active only), speakers in order and the organiser card', async () => {
    for (const event of published) {
      const { body } = await detail(event.id);
      expect(body.activeTicketCount).toBe(body.tickets.length);
      if (body.organizer) expect(body.organizer.slug).toBeTruthy();
    }
  });

  it('answers 404 for unknown ids and slugs', async () => {
    for (const value of ['00000000-0000-4000-8000-000000000000', 'bestaat-niet', 'x'.repeat(36)]) {
      const { res } = await detail(value);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toMatchObject({
        code: 'event_not_found',
        message: ERRORS.event_not_found.message,
      });
    }
  });

  it('hides drafts and trashed events from visitors', async () => {
    const draft = published[1]!;
    // Written straight to the database, as another instance would: its NOTIFY drops this app's cached page.
    await t.db.update(events).set({ status: 'draft' }).where(eq(events.id, draft.id));
    await waitUntil(async () => (await detail(draft.id)).res.statusCode === 404);
    expect((await detail(draft.slug)).res.statusCode).toBe(404);
    expect((await get(`/api/events/${draft.id}/calendar.ics`)).statusCode).toBe(404);
    await t.db
      .update(events)
      .set({ status: 'published', deletedAt: new Date() })
      .where(eq(events.id, draft.id));
    expect((await detail(draft.id)).res.statusCode).toBe(404);
    await t.db.update(events).set({ deletedAt: null }).where(eq(events.id, draft.id));
    expect((await detail(draft.id)).res.statusCode).toBe(200);
  });

  it('sends the description sanitised', async () => {
    const event = published[2]!;
    await t.db
      .update(events)
      .set({
        description:
          '<p style="color:red">Welkom</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><a href="www.voorbeeld.nl">site</a><img src="data:image/png;base64,AA">',
      })
      .where(eq(events.id, event.id));
    const { body } = await detail(event.id);
    expect(body.descriptionHtml).toBe(
      '<p>Welkom</p><a>x</a><a href="https://www.voorbeeld.nl" target="_blank" rel="noopener noreferrer">site</a>',
    );
  });
});

describe('views', () => {
  it('counts a view once per visitor per hour', async () => {
    const event = published[3]!;
    const view = (ua: string) =>
      t.app.inject({ method: 'POST', url: `/api/events/${event.id}/view`, headers: { 'user-agent': ua } });
    expect((await view('A')).json()).toEqual({ counted: true });
    expect((await view('A')).json()).toEqual({ counted: false });
    expect((await view('B')).json()).toEqual({ counted: true });
    const rows = await t.db.select().from(eventViews).where(eq(eventViews.eventId, event.id));
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.visitorHash && !r.visitorHash.includes('127.0.0.1'))).toBe(true);
  });

  it('answers 404 for an unknown event', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/events/00000000-0000-4000-8000-000000000000/view',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('calendar file', () => {
  it('is a valid RFC 5545 calendar with the event', async () => {
    const event = published[0]!;
    const res = await get(`/api/events/${event.id}/calendar.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${event.slug}.ics"`);
    const { events: entries, lines } = parseIcs(res.body);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(entries.length).toBeGreaterThanOrEqual(1);
    const first = entries[0]!;
    expect(first.SUMMARY).toBe(event.title);
    expect(first.UID).toBe(`${event.id}@kring`);
    expect(first.DTSTART).toMatch(/^\d{8}T\d{6}Z$/);
    expect(first.DTSTAMP).toMatch(/^\d{8}T\d{6}Z$/);
    expect(first.URL).toBe(`${t.config.publicUrl}/evenement/${event.slug}`);
    expect(first.DESCRIPTION).not.toMatch(/<[a-z]/i);
  });
});

describe('crawler HTML', () => {
  it('answers the shell with title, description, canonical, Open Graph and JSON-LD', async () => {
    const event = published[0]!;
    for (const path of [`/evenement/${event.slug}`, `/event/${event.id}`]) {
      const res = await get(path, { accept: '*/*' });
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      const html = res.body;
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('Algemene beschrijving');
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html).toContain(`<link rel="canonical" href="${t.config.publicUrl}/evenement/${event.slug}" />`);
      expect(html).toMatch(/<meta property="og:title" content="[^"]+" \/>/);
      expect(html).toMatch(/<meta property="og:image" content="http[^"]+" \/>/);
      expect(html).toContain('<meta name="twitter:card"');
      const json = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1];
      const ld = JSON.parse(json ?? '{}') as Record<string, unknown>;
      expect(ld).toMatchObject({ '@type': 'Event', eventStatus: 'https://schema.org/EventScheduled' });
      for (const key of ['name', 'startDate', 'eventAttendanceMode', 'location', 'organizer', 'image'])
        expect(ld[key], key).toBeTruthy();
    }
  });

  it('escapes every value it injects', async () => {
    const event = published[2]!;
    const evil = `Dans </script><script>alert("x")</script> & "meer" <b>`;
    await t.db
      .update(events)
      .set({ title: evil, shortDescription: `Korte "tekst" <img src=x onerror=alert(1)>` })
      .where(eq(events.id, event.id));
    const html = (await get(`/evenement/${event.slug}`)).body;
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain(
      '<title>Dans &lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;meer&quot; &lt;b&gt; · Kring</title>',
    );
    expect(html).toContain('content="Korte &quot;tekst&quot; &lt;img src=x onerror=alert(1)&gt;');
    const json = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1] ?? '';
    expect(json).not.toMatch(/[<>]/);
    expect((JSON.parse(json) as { name: string }).name).toBe(evil);
  });

  it('keeps the finished page and answers an edit with the new page at once', async () => {
    const organiser = await signInAs(t, 'organisatie@demo.kring.test');
    const event = await createEventAs(t, organiser, { publish: true });
    const path = `/event/${event.id}`;
    const first = await get(path, { accept: 'text/html' });
    expect(first.body).toContain(`<title>${event.title} · Kring</title>`);
    // Kept under the ETag of the API's cached answer (http/pageCache.ts): the same bytes again.
    expect((await get(path, { accept: 'text/html' })).body).toBe(first.body);
    const renamed = `${event.title} verplaatst`;
    const res = await callAs(
      t,
      organiser,
      'PUT',
      `/api/dashboard/events/${event.id}`,
      bodyFromEditor(event, { title: renamed }),
    );
    expect(res.statusCode, res.body).toBe(200);
    // The write dropped the cached answer, so its ETag, so the kept page.
    const after = (await get(path, { accept: 'text/html' })).body;
    expect(after).toContain(`<title>${renamed} · Kring</title>`);
  });

  it('answers unknown events with the shell, status 404 and noindex', async () => {
    const res = await get('/evenement/bestaat-niet', { accept: 'text/html' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
    expect(res.body).toContain('<div id="root"></div>');
  });
});

describe('sitemap', () => {
  it('lists published upcoming events and public profiles with lastmod', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = res.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(`<loc>${t.config.publicUrl}/evenement/${published[0]!.slug}</loc>`);
    expect(xml).toMatch(/<loc>[^<]+\/organization\/[^<]+<\/loc><lastmod>\d{4}-\d\d-\d\dT/);
    expect(xml).toMatch(/\/venues\/[a-z0-9-]+<\/loc>/);
    expect(xml).toMatch(/\/member\/[a-z0-9-]+<\/loc>/);
    expect(xml).toMatch(/\/dienst\/[0-9a-f-]{36}<\/loc>/);
    // Professional pages need a login (spec §2), so a crawler could only index the redirect.
    expect(xml).not.toContain('/professionals/');
    await t.db.update(events).set({ status: 'draft' }).where(eq(events.id, published[3]!.id));
    expect((await get('/sitemap.xml')).body).not.toContain(`/evenement/${published[3]!.slug}<`);
    expect((await get('/sitemaps/1.xml')).statusCode).toBe(200);
    expect((await get('/sitemaps/99.xml')).statusCode).toBe(404);
  });
});
