import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventDetail } from '../../../../core/schemas/eventDetail';
import type { EventSearchResponse } from '../../../../core/schemas/eventSearch';
import {
  type SecondInstance,
  type TestApp,
  createSecondInstance,
  createTestApp,
  waitUntil,
} from '../../../test/app';
import { bodyFromEditor, callAs, createEventAs, signInAs } from '../../../test/events';
import { initialDataOf, shellWebDir } from '../../../test/pageShell';

/**
 * Issue 17: the first page of /events and event pages are cached on each instance, and a write on one
 * instance must show on every other one at once (NOTIFY kring_events_changed from the database triggers).
 * Two apps on one database: PostgreSQL with TEST_DATABASE_URL (two pools), else one PGlite through two Drizzle
 * instances, so each app keeps its own caches and B only learns of A's writes through the NOTIFY.
 */
let a: TestApp;
let b: SecondInstance;
let organiser: string;

const firstPageOn = async (app: TestApp['app']): Promise<EventSearchResponse> => {
  const res = await app.inject({ url: '/api/events' });
  expect(res.statusCode).toBe(200);
  return res.json<EventSearchResponse>();
};

beforeAll(async () => {
  a = await createTestApp({ seed: { events: 6, members: 2 } });
  // B serves pages too (a built shell), so its kept /events page can be checked.
  b = await createSecondInstance(a, { webDir: shellWebDir() });
  organiser = await signInAs(a, 'organisatie@demo.kring.test');
}, 120_000);

afterAll(async () => {
  await b?.close();
  await a?.close();
});

describe('cached event reads across instances', () => {
  it('an event published on A is on the first page of B right after, though B had the page cached', async () => {
    const before = await firstPageOn(b.app);
    const again = await b.app.inject({ url: '/api/events' });
    expect(again.headers.etag).toBeDefined();
    expect(again.body).toBe(JSON.stringify(before)); // B serves its cached page

    // The seed's few events and this one fit on the first page.
    const event = await createEventAs(a, organiser, { publish: true });
    await waitUntil(async () => (await firstPageOn(b.app)).items.some((item) => item.id === event.id));
    const after = await firstPageOn(b.app);
    expect(after.total).toBe(before.total + 1);
  });

  it('the kept /events page of B shows an event published on A right after', async () => {
    const html = async () => (await b.app.inject({ url: '/events', headers: { accept: 'text/html' } })).body;
    const before = await html();
    expect(initialDataOf(before)).not.toBeNull();
    expect(await html()).toBe(before); // kept (http/pageCache.ts)
    const event = await createEventAs(a, organiser, { publish: true, title: `Pagina-avond ${Date.now()}` });
    await waitUntil(async () => JSON.stringify(initialDataOf(await html())).includes(event.id));
  });

  it('a repeated search is kept on B and finds an event published on A right after', async () => {
    const word = `kringzoek${Date.now()}`;
    const url = `/api/events?q=${word}&sort=date`;
    const search = async () => (await b.app.inject({ url })).json<EventSearchResponse>();
    expect((await search()).total).toBe(0);
    const again = await b.app.inject({ url });
    // Only a kept answer carries an ETag (a searched one goes through the serializer).
    expect(again.headers.etag).toBeDefined();
    expect(again.json<EventSearchResponse>().total).toBe(0);

    const event = await createEventAs(a, organiser, { publish: true, title: `Avond ${word}` });
    await waitUntil(async () => (await search()).items.some((item) => item.id === event.id));
  });

  it('an edit on A shows on the cached event page of B', async () => {
    const event = await createEventAs(a, organiser, { publish: true });
    const read = async () =>
      (await b.app.inject({ url: `/api/events/${event.id}/detail` })).json<EventDetail>();
    expect((await read()).title).toBe(event.title);
    const renamed = `${event.title} (verplaatst)`;
    const res = await callAs(
      a,
      organiser,
      'PUT',
      `/api/dashboard/events/${event.id}`,
      bodyFromEditor(event, { title: renamed }),
    );
    expect(res.statusCode, res.body).toBe(200);
    await waitUntil(async () => (await read()).title === renamed);
  });

  it('answers 304 to a client that has the current page, and the new page after a change', async () => {
    const first = await b.app.inject({ url: '/api/events' });
    const etag = String(first.headers.etag);
    const unchanged = await b.app.inject({ url: '/api/events', headers: { 'if-none-match': etag } });
    expect(unchanged.statusCode).toBe(304);
    await createEventAs(a, organiser, { publish: true });
    await waitUntil(async () => {
      const res = await b.app.inject({ url: '/api/events', headers: { 'if-none-match': etag } });
      return res.statusCode === 200;
    });
  });
});
