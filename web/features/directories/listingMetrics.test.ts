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
