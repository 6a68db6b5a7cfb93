import type { ListingCard } from '../../../core/schemas/directory';
import { HIGHLIGHTS_PER_KIND, type PremiumHighlightsResponse } from '../../../core/schemas/members';
import type { Db } from '../../db/client';
import {
  selectPremiumEvents,
  selectPremiumOrganizations,
  selectPremiumProfessionals,
  selectPremiumVenues,
} from './queries';

type Base = {
  id: string;
  slug: string;
  description: string | null;
  imageUrl: string | null;
  city: string | null;
};

/** The common part of a premium card; each kind adds its title and data. */
const card = (
  row: Base,
  contentType: ListingCard['contentType'],
  title: string,
  extra: Partial<ListingCard>,
): ListingCard => ({
  id: row.id,
  contentType,
  title,
  subtitle: null,
  description: row.description
    ? row.description
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 240)
    : null,
  imageUrl: row.imageUrl,
  slug: row.slug,
  location: row.city
    ? { city: row.city, address: null, latitude: null, longitude: null, distance: null }
    : null,
  status: null,
  badges: [],
  isPremium: true,
  isVerified: false,
  rating: null,
  reviewCount: 0,
  savedCount: 0,
  isFavorite: null,
  ...extra,
});

const stars = (rating: number | null): number | null =>
  rating === null ? null : Math.round(rating * 10) / 10;

/**
 * GET /api/premium-highlights: a few premium profiles of each kind and upcoming events of premium organisers.
 * Professionals only for a signed-in viewer (the professionals directory is members-only, spec §6).
 */
export const loadPremiumHighlights = async (
  db: Db,
  signedIn: boolean,
  now = new Date(),
): Promise<PremiumHighlightsResponse> => {
  const n = HIGHLIGHTS_PER_KIND;
  const [orgs, venues, upcoming, pros] = await Promise.all([
    selectPremiumOrganizations(db, n),
    selectPremiumVenues(db, n),
    selectPremiumEvents(db, now, n),
    signedIn ? selectPremiumProfessionals(db, n) : Promise.resolve(null),
  ]);
  return {
    organizations: orgs.map((o) =>
      card(o, 'organization', o.name, {
        isVerified: o.isVerified,
        rating: stars(o.rating),
        reviewCount: o.reviewCount,
      }),
    ),
    venues: venues.map((v) =>
      card(v, 'venue', v.name, {
        subtitle: v.venueTypes[0] ?? null,
        isVerified: v.isVerified,
        rating: stars(v.rating),
        reviewCount: v.reviewCount,
        savedCount: v.savedCount,
        venueData: { venueTypes: v.venueTypes, capacity: v.capacity, dailyRate: v.dailyRate },
      }),
    ),
    events: upcoming.map((e) =>
      card(e, 'event', e.title, {
        subtitle: e.organizerName,
        savedCount: e.savedCount,
        eventData: { startDate: e.startDate.toISOString(), price: e.price, categories: [] },
      }),
    ),
    professionals:
      pros?.map((p) =>
        card(p, 'professional', p.name, {
          subtitle: p.title,
          isVerified: p.isVerified,
          rating: stars(p.rating),
          reviewCount: p.reviewCount,
          savedCount: p.savedCount,
          professionalData: { servicesCount: p.servicesCount },
        }),
      ) ?? null,
  };
};
