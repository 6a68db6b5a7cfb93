import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VenueDetail, VenueSearchResponse } from '../../../core/schemas/directory';
import type { ErrorEnvelope } from '../../../core/schemas/common';
import { type TestApp, createTestApp } from '../../test/app';
import {
  daysFromNow,
  insertEvent,
  insertVenue,
  insertVenueFavorite,
  insertVenueReview,
} from '../../test/fixtures';

/** City centres (WGS84). Straight lines: Utrecht–Amsterdam ≈ 34 km, Utrecht–Maastricht ≈ 140 km. */
const CITY = {
  utrecht: { latitude: 52.0907, longitude: 5.1214 },
  amsterdam: { latitude: 52.3676, longitude: 4.9041 },
  maastricht: { latitude: 50.8514, longitude: 5.691 },
};
const near = (c: { latitude: number; longitude: number }): string => `${c.latitude},${c.longitude}`;

let t: TestApp;
const ids: Record<string, string> = {};

const search = async (query = ''): Promise<VenueSearchResponse> => {
  const res = await t.app.inject({ url: `/api/venues${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<VenueSearchResponse>();
};
const names = async (query = ''): Promise<string[]> => (await search(query)).items.map((v) => v.title);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  const boomgaard = await insertVenue(db, {
    name: 'Yogastudio De Boomgaard',
    slug: 'yogastudio-de-boomgaard',
    city: 'Utrecht',
    ...CITY.utrecht,
    venueType: ['Yogastudio', 'Praktijkruimte'],
    maxCapacity: 30,
    dailyRate: 350,
    galleryImages: ['/media/venues/a.jpg', '/media/venues/b.jpg'],
    description: '<p>Lichte studio <script>alert(1)</script><a href="evil.example/x">link</a></p>',
    rating: 4.5,
  });
  ids.boomgaard = boomgaard.venue.id;
  const zonnehoeve = await insertVenue(db, {
    name: 'Landgoed De Zonnehoeve',
    slug: 'landgoed-de-zonnehoeve',
    city: 'Amsterdam',
    ...CITY.amsterdam,
    venueType: ['Retraitecentrum'],
    maxCapacity: 120,
    dailyRate: 1450,
    isPremium: true,
  });
  ids.zonnehoeve = zonnehoeve.venue.id;
  const kapel = await insertVenue(db, {
    name: 'Kapel aan de Maas',
    slug: 'kapel-aan-de-maas',
    city: 'Maastricht',
    ...CITY.maastricht,
    venueType: ['Kapel', 'Yogastudio'],
    maxCapacity: 60,
    dailyRate: 800,
    isVerified: true,
  });
  ids.kapel = kapel.venue.id;
  const atelier = await insertVenue(db, {
    name: 'Atelier Één',
    slug: 'atelier-een',
    city: 'Utrecht',
    latitude: CITY.utrecht.latitude + 0.01,
    longitude: CITY.utrecht.longitude,
    venueType: ['Atelier'],
    maxCapacity: 12,
    dailyRate: 150,
  });
  ids.atelier = atelier.venue.id;

  await insertVenueReview(db, boomgaard.venue, {
    rating: 5,
    comment: 'Prachtige plek voor onze yogadag.',
    replies: ['Dank je wel, graag tot ziens!'],
    reviewerName: 'Sanne de Vries',
  });
  await insertVenueReview(db, boomgaard.venue, { rating: 4, comment: 'Fijne ruimte, wat krap.' });
  await insertVenueFavorite(db, boomgaard.venue.id);

  await insertEvent(db, { title: 'Yin yoga in de Boomgaard', venueProfileId: ids.boomgaard });
  await insertEvent(db, {
    title: 'Oude yogadag',
    venueProfileId: ids.boomgaard,
    startDate: daysFromNow(-3),
  });
  await insertEvent(db, {
    title: 'Concept bij de Boomgaard',
    venueProfileId: ids.boomgaard,
    status: 'draft',
  });
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/venues', () => {
  it('lists premium first, then verified, then by name, with a total', async () => {
    const result = await search();
    expect(result.items.map((v) => v.title)).toEqual([
      'Landgoed De Zonnehoeve',
      'Kapel aan de Maas',
      'Atelier Één',
      'Yogastudio De Boomgaard',
    ]);
    expect(result.total).toBe(4);
    expect(result.venueTypes).toEqual([
      'Atelier',
      'Kapel',
      'Praktijkruimte',
      'Retraitecentrum',
      'Yogastudio',
    ]);
  });

  it('presents the unified listing card', async () => {
    const card = (await search('?q=boomgaard')).items[0];
    expect(card).toMatchObject({
      id: ids.boomgaard,
      contentType: 'venue',
      title: 'Yogastudio De Boomgaard',
      subtitle: null,
      slug: 'yogastudio-de-boomgaard',
      imageUrl: '/media/venues/a.jpg',
      isPremium: false,
      isVerified: false,
      rating: 4.5,
      reviewCount: 2,
      savedCount: 1,
      isFavorite: null,
      location: { city: 'Utrecht', distance: null },
      venueData: { venueTypes: ['Yogastudio', 'Praktijkruimte'], capacity: 30, dailyRate: 350 },
      badges: [
        { kind: 'type', label: 'Yogastudio' },
        { kind: 'type', label: 'Praktijkruimte' },
      ],
    });
    expect(card?.description).toBe('Lichte studio link');
  });

  it('finds by text in name, city and type, accents folded', async () => {
    expect(await names('?q=een')).toEqual(['Atelier Één']);
    expect(await names('?q=maastricht')).toEqual(['Kapel aan de Maas']);
    expect((await names('?q=yogastudio')).sort()).toEqual(['Kapel aan de Maas', 'Yogastudio De Boomgaard']);
    expect(await names('?q=x')).toHaveLength(4);
  });

  it('filters by type, minimum capacity and maximum daily rate', async () => {
    expect(await names('?type=Yogastudio')).toEqual(['Kapel aan de Maas', 'Yogastudio De Boomgaard']);
    expect(await names('?minCapacity=50')).toEqual(['Landgoed De Zonnehoeve', 'Kapel aan de Maas']);
    expect(await names('?maxRate=400')).toEqual(['Atelier Één', 'Yogastudio De Boomgaard']);
    expect(await names('?type=Yogastudio&maxRate=400')).toEqual(['Yogastudio De Boomgaard']);
  });

  it('searches around a place within the radius and gives the distance in whole km', async () => {
    const around = await search(`?near=${near(CITY.utrecht)}&radius=10`);
    expect(around.items.map((v) => [v.title, v.location?.distance])).toEqual([
      ['Atelier Één', 1],
      ['Yogastudio De Boomgaard', 0],
    ]);
    const wider = await names(`?near=${near(CITY.utrecht)}&radius=50`);
    expect(wider).toEqual(['Landgoed De Zonnehoeve', 'Atelier Één', 'Yogastudio De Boomgaard']);
    // A malformed radius falls back to 25 km, a malformed near to no radius search.
    expect(await names(`?near=${near(CITY.utrecht)}&radius=7`)).toHaveLength(2);
    expect(await names('?near=abc&radius=10')).toHaveLength(4);
  });

  it('sorts by rate, capacity and rating within premium-and-verified first', async () => {
    expect(await names('?sort=price_asc')).toEqual([
      'Landgoed De Zonnehoeve',
      'Kapel aan de Maas',
      'Atelier Één',
      'Yogastudio De Boomgaard',
    ]);
    expect(await names('?sort=capacity')).toEqual([
      'Landgoed De Zonnehoeve',
      'Kapel aan de Maas',
      'Yogastudio De Boomgaard',
      'Atelier Één',
    ]);
    expect(await names('?sort=rating')).toEqual([
      'Landgoed De Zonnehoeve',
      'Kapel aan de Maas',
      'Yogastudio De Boomgaard',
      'Atelier Één',
    ]);
  });

  it('pages with a stable order and the total on every page', async () => {
    const first = await search('?pageSize=3');
    const second = await search('?pageSize=3&page=2');
    expect(first.items).toHaveLength(3);
    expect(second.items.map((v) => v.title)).toEqual(['Yogastudio De Boomgaard']);
    expect([first.total, second.total]).toEqual([4, 4]);
    expect(second.venueTypes).toEqual([]);
    expect((await search('?page=9')).items).toEqual([]);
  });
});

describe('GET /api/venues/:idOrSlug', () => {
  const detail = async (value: string): Promise<VenueDetail> => {
    const res = await t.app.inject({ url: `/api/venues/${encodeURIComponent(value)}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<VenueDetail>();
  };

  it('resolves the slug, the id and a slug ending in the 8-hex id prefix', async () => {
    expect((await detail('yogastudio-de-boomgaard')).id).toBe(ids.boomgaard);
    expect((await detail(ids.boomgaard as string)).slug).toBe('yogastudio-de-boomgaard');
    const prefix = (ids.boomgaard as string).split('-')[0];
    expect((await detail(`oude-naam-${prefix}`)).id).toBe(ids.boomgaard);
    expect((await detail('Yogastudio-De-Boomgaard')).id).toBe(ids.boomgaard);
  });

  it('answers 404 venue_not_found in Dutch for an unknown value', async () => {
    for (const value of [
      'bestaat-niet',
      '00000000-0000-4000-8000-000000000000',
      'x'.repeat(36),
      'nergens-deadbeef',
    ]) {
      const res = await t.app.inject({ url: `/api/venues/${value}` });
      expect(res.statusCode).toBe(404);
      const body = res.json<ErrorEnvelope>();
      expect(body.error.code).toBe('venue_not_found');
      expect(body.error.message).toBe('Deze locatie bestaat niet (meer).');
    }
  });

  it('shows the page: sanitised description, gallery, facts, upcoming published events, no reviews (the reviews module serves those)', async () => {
    const venue = await detail('yogastudio-de-boomgaard');
    expect(venue.descriptionHtml).not.toContain('script');
    expect(venue.descriptionHtml).toContain('href="https://evil.example/x"');
    expect(venue.descriptionHtml).toContain('rel="noopener noreferrer"');
    expect(venue.gallery).toEqual({
      images: ['/media/venues/a.jpg', '/media/venues/b.jpg'],
      displayMode: 'cover',
    });
    expect(venue).toMatchObject({ capacity: 30, dailyRate: 350, reviewCount: 2, savedCount: 1, rating: 4.5 });
    expect(venue.upcomingEvents.map((e) => e.title)).toEqual(['Yin yoga in de Boomgaard']);
    expect(venue).not.toHaveProperty('reviews');
    expect(JSON.stringify(venue)).not.toContain('ownerEmail');
  });
});
