import { describe, expect, it } from 'vitest';
import type { ListingCard } from '@core/schemas/directory';
import { listingMetrics } from './listingMetrics';

const card: ListingCard = {
  id: '3f2a9c1d-0000-4000-8000-000000000001',
  contentType: 'venue',
  title: 'Yogastudio De Boomgaard',
  subtitle: null,
  description: null,
  imageUrl: null,
  slug: 'yogastudio-de-boomgaard',
  location: { city: 'Utrecht', address: null, latitude: null, longitude: null, distance: 3 },
  status: null,
  badges: [],
  isPremium: false,
  isVerified: true,
  rating: 4.5,
  reviewCount: 2,
  savedCount: 7,
  isFavorite: null,
  venueData: { venueTypes: [], capacity: 30, dailyRate: 1250 },
};

describe('listing card metrics (spec §9: at most 3 in the list, 4 in the grid)', () => {
  it('shows four in the grid, three in the list, money in Dutch', () => {
    const grid = listingMetrics(card, 'grid', 'nl');
    expect(grid.map((m) => m.kind)).toEqual(['distance', 'capacity', 'dailyRate', 'rating']);
    expect(grid[2]?.value).toBe('€\u00a01.250,00');
    expect(grid[3]).toMatchObject({ value: '4,5', count: 2 });
    expect(listingMetrics(card, 'list', 'nl')).toHaveLength(3);
  });
});

const base: ListingCard = {
  ...card,
  venueData: undefined,
  location: null,
  rating: null,
  reviewCount: 0,
  savedCount: 0,
};

describe('listing card metrics of every content type (spec §3)', () => {
  it('events: date and price, distance first when a location is set', () => {
    const event: ListingCard = {
      ...base,
      contentType: 'event',
      location: { ...card.location!, distance: 12 },
      eventData: { startDate: '2026-12-05T19:00:00Z', price: 0, categories: [] },
    };
    const metrics = listingMetrics(event, 'grid', 'nl');
    expect(metrics.map((m) => m.kind)).toEqual(['distance', 'date', 'price']);
    expect(metrics[1]?.value).toBe('05 dec. 2026');
    expect(metrics[2]).toMatchObject({ count: 0 });
  });

  it('professionals and services: their services; organisations: events and members', () => {
    const pro: ListingCard = { ...base, contentType: 'professional', professionalData: { servicesCount: 3 } };
    expect(listingMetrics(pro, 'list', 'nl')).toEqual([{ kind: 'services', value: '3', count: 3 }]);
    const org: ListingCard = {
      ...base,
      contentType: 'organization',
      rating: 4,
      reviewCount: 1,
      savedCount: 2,
      organizationData: { eventCount: 5, memberCount: 40 },
    };
    expect(listingMetrics(org, 'grid', 'nl').map((m) => m.kind)).toEqual([
      'events',
      'members',
      'rating',
      'saved',
    ]);
    expect(listingMetrics(org, 'list', 'nl').map((m) => m.kind)).toEqual(['events', 'members', 'rating']);
  });

  it('members: their join date; no zero counts anywhere', () => {
    const member: ListingCard = {
      ...base,
      contentType: 'member',
      memberData: { joinDate: '2026-06-01T00:00:00Z' },
    };
    expect(listingMetrics(member, 'grid', 'nl').map((m) => m.kind)).toEqual(['joined']);
    expect(
      listingMetrics(
        { ...base, contentType: 'organization', organizationData: { eventCount: 0, memberCount: 0 } },
        'grid',
        'nl',
      ),
    ).toEqual([]);
  });
});
