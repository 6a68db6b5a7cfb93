import { type ListingCard, type VenueDetail, galleryDisplayMode } from '../../../core/schemas/directory';
import type { EventListItem } from '../../../core/schemas/events';
import { CARD_DESCRIPTION_LENGTH, oneDecimal, shortenText } from '../../../core/domain/listingCards';
import { htmlToText, sanitizeDescription } from '../../http/sanitizeHtml';
import type { VenueCardRow, VenueRecord } from './queries';

/** Venue row → unified listing card (contentType venue). */
export const presentVenueCard = (row: VenueCardRow): ListingCard => {
  const text = htmlToText(row.description).replace(/\s+/g, ' ').trim();
  return {
    id: row.id,
    contentType: 'venue',
    title: row.name,
    // The venue types are the card's badges; repeating them as the subtitle showed them twice.
    subtitle: null,
    description: text ? shortenText(text, CARD_DESCRIPTION_LENGTH) : null,
    imageUrl: row.coverImageUrl ?? row.galleryImages[0] ?? row.profileImageUrl,
    slug: row.slug,
    location: {
      city: row.city,
      address: row.address,
      latitude: row.latitude,
      longitude: row.longitude,
      distance: row.distanceKm,
    },
    status: null,
    badges: row.venueTypes.map((label) => ({ kind: 'type' as const, label })),
    isPremium: row.isPremium,
    isVerified: row.isVerified,
    rating: row.reviewCount > 0 ? oneDecimal(row.rating) : null,
    reviewCount: row.reviewCount,
    savedCount: row.savedCount,
    isFavorite: null,
    venueData: { venueTypes: row.venueTypes, capacity: row.maxCapacity, dailyRate: row.dailyRate },
  };
};

/** The venue page: sanitised description, public fields only (the owner's e-mail stays on the server). */
export const presentVenueDetail = (parts: {
  record: VenueRecord;
  upcomingEvents: EventListItem[];
}): VenueDetail => {
  const { venue } = parts.record;
  const { reviewCount, savedCount } = venue;
  return {
    id: venue.id,
    name: venue.name,
    slug: venue.slug,
    descriptionHtml: sanitizeDescription(venue.description),
    coverImageUrl: venue.coverImageUrl,
    profileImageUrl: venue.profileImageUrl,
    gallery: { images: venue.galleryImages, displayMode: galleryDisplayMode(venue.galleryDisplayMode) },
    venueTypes: venue.venueType,
    amenities: venue.amenities,
    facilities: venue.facilities,
    technicalEquipment: venue.technicalEquipment,
    accessibilityFeatures: venue.accessibilityFeatures,
    uniqueFeatures: venue.uniqueFeatures,
    tags: venue.tags,
    location: {
      city: venue.city,
      address: venue.address,
      country: venue.country,
      latitude: venue.latitude,
      longitude: venue.longitude,
    },
    capacity: venue.maxCapacity,
    dailyRate: venue.dailyRate,
    isVerified: venue.isVerified,
    isPremium: venue.isPremium,
    rating: reviewCount > 0 ? oneDecimal(venue.rating) : null,
    reviewCount,
    savedCount,
    owner: { name: venue.ownerName, avatarUrl: venue.ownerAvatar },
    upcomingEvents: parts.upcomingEvents,
  };
};
