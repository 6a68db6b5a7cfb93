import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INITIAL_DATA_ELEMENT_ID, venueDetailQueryKey } from '../../../core/domain/initialData';
import type { ErrorEnvelope } from '../../../core/schemas/common';
import type { VenueDetail, VenueSearchResponse } from '../../../core/schemas/directory';
import { type TestApp, createTestApp } from '../../test/app';
import { insertVenue, insertVenueReview } from '../../test/fixtures';

/** The venue page's crawler HTML (server/http/pageHead.ts) and admin-hidden venues (issue 11). */

const SHELL = `<!doctype html><html lang="nl"><head><meta charset="UTF-8" />
<meta name="description" content="Algemene beschrijving" />
<title>Kring · Samen bewust leven</title></head><body><div id="root"></div></body></html>`;

let t: TestApp;
const venue = { slug: 'de-lichtkas', name: 'De Lichtkas $& </script><b>' };
const hidden = { slug: 'verborgen-zaal', id: '' };

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const ldOf = (html: string) =>
  JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1] ?? '{}') as Record<
    string,
    unknown
  >;
const initialDataOf = (html: string) => {
  const pattern = new RegExp(
    `<script id="${INITIAL_DATA_ELEMENT_ID}" type="application/json">(.*?)</script>`,
    's',
  );
  return JSON.parse(html.match(pattern)?.[1] ?? '[]') as { key: unknown[]; data: unknown }[];
};

beforeAll(async () => {
  const webDir = mkdtempSync(join(tmpdir(), 'kring-web-'));
  writeFileSync(join(webDir, 'index.html'), SHELL);
  t = await createTestApp({ webDir });
  const created = await insertVenue(t.db, {
    ...venue,
    city: 'Utrecht',
    address: 'Kasweg 1',
    latitude: 52.09,
    longitude: 5.12,
    venueType: ['Yogastudio', 'Praktijkruimte'],
    maxCapacity: 40,
    dailyRate: 300,
    amenities: ['Wifi'],
    coverImageUrl: '/media/venues/kas.jpg',
    description: '<p>Een lichte kas met "tuin" <script>alert(1)</script></p>',
  });
  await insertVenueReview(t.db, created.venue, { rating: 4, comment: 'Fijne plek' });
  const hiddenVenue = await insertVenue(t.db, {
    name: 'Verborgen Zaal',
    slug: hidden.slug,
    venueType: ['Geheimzaal'],
    isHidden: true,
  });
  hidden.id = hiddenVenue.venue.id;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('venue page HTML', () => {
  it('answers the shell with title, description, canonical, Open Graph, Place JSON-LD and the seeded detail', async () => {
    const res = await get(`/venues/${venue.slug}`, { accept: 'text/html' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('Algemene beschrijving');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>De Lichtkas $&amp; &lt;/script&gt;&lt;b&gt; · Kring</title>');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain(`<link rel="canonical" href="${t.config.publicUrl}/venues/${venue.slug}" />`);
    expect(html).toContain(
      `<meta property="og:image" content="${t.config.publicUrl}/media/venues/kas.jpg" />`,
    );
    expect(html).toMatch(
      /<meta name="description" content="Yogastudio, Praktijkruimte · Utrecht · tot 40 personen — Een lichte kas/,
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');

    const ld = ldOf(html);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': ['Place', 'LocalBusiness'],
      name: venue.name,
      url: `${t.config.publicUrl}/venues/${venue.slug}`,
      address: { '@type': 'PostalAddress', streetAddress: 'Kasweg 1', addressLocality: 'Utrecht' },
      geo: { '@type': 'GeoCoordinates', latitude: 52.09, longitude: 5.12 },
      maximumAttendeeCapacity: 40,
      aggregateRating: { '@type': 'AggregateRating', reviewCount: 1 },
    });

    // The web's venueKeys.detail query gets exactly what the API answers: no request on the first render.
    const api = await get(`/api/venues/${venue.slug}`);
    expect(initialDataOf(html)).toEqual([{ key: [...venueDetailQueryKey(venue.slug)], data: api.json() }]);
  });

  it('answers an unknown venue with the plain shell and noindex (the SPA shows its 404)', async () => {
    const res = await get('/venues/bestaat-niet', { accept: 'text/html' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
    expect(res.body).toContain('<div id="root"></div>');
    expect(initialDataOf(res.body)).toEqual([]);
  });

  it('leaves the directory itself to the SPA', async () => {
    const res = await get('/venues', { accept: 'text/html' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('application/ld+json');
  });
});

describe('hidden venues', () => {
  it('have no page, no API answer and are in no listing, filter or sitemap', async () => {
    for (const value of [hidden.slug, hidden.id]) {
      const api = await get(`/api/venues/${value}`);
      expect(api.statusCode).toBe(404);
      expect(api.json<ErrorEnvelope>().error.code).toBe('venue_not_found');
    }
    const page = await get(`/venues/${hidden.slug}`, { accept: 'text/html' });
    expect(page.body).toContain('<meta name="robots" content="noindex" />');
    expect(page.body).not.toContain('Verborgen Zaal');

    const list = (await get('/api/venues?q=verborgen')).json<VenueSearchResponse>();
    expect(list.total).toBe(0);
    const all = (await get('/api/venues')).json<VenueSearchResponse>();
    expect(all.items.map((v) => v.id)).not.toContain(hidden.id);
    expect(all.venueTypes).not.toContain('Geheimzaal');

    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain(`/venues/${venue.slug}</loc>`);
    expect(sitemap).not.toContain(`/venues/${hidden.slug}<`);
  });

  it('keep a visible venue reachable', async () => {
    const res = await get(`/api/venues/${venue.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<VenueDetail>().name).toBe(venue.name);
  });
});
