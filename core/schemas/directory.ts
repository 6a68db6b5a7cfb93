import { z } from 'zod';
import { DIRECTORY_PAGE_SIZE_DEFAULT, DIRECTORY_PAGE_SIZE_MAX } from '../domain/directoryFilters';
import { SEARCH_MIN_LENGTH } from '../domain/eventFilters';
import {
  VENUE_DEFAULT_RADIUS,
  VENUE_DEFAULT_SORT,
  VENUE_SORT_KEYS,
  type VenueSortKey,
} from '../domain/venueFilters';
import { RADIUS_OPTIONS, type RadiusKm } from '../domain/eventFilters';
import { EventListItem } from './events';
import { type GeoPoint, parseNearParam } from './geo';

/**
 * The directories' contract (spec §2 directories, §3 "Unified listing card"): one card for every content type,
 * so /venues, /organizations, /professionals and /members render the same ListingCard with type-specific
 * data beside the common fields. Venues are the first user; the other types add their search query next to
 * VenueSearchQuery and fill their own `…Data` block.
 */

export const LISTING_CONTENT_TYPES = [
  'event',
  'professional',
  'venue',
  'organization',
  'service',
  'member',
] as const;
export type ListingContentType = (typeof LISTING_CONTENT_TYPES)[number];

/**
 * A badge on a card. `type` and `category` carry the data's own label (a venue type, a category name);
 * `newMember` ('Nieuw lid', joined within 6 months) is a UI text the web translates.
 */
export const ListingBadge = z.object({
  kind: z.enum(['type', 'category', 'newMember']),
  label: z.string().nullable(),
});
export type ListingBadge = z.infer<typeof ListingBadge>;

export const ListingLocation = z.object({
  city: z.string().nullable(),
  address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Straight-line distance in whole km to the searched place; null without one (spec §9). */
  distance: z.number().int().nullable(),
});
export type ListingLocation = z.infer<typeof ListingLocation>;

export const VenueCardData = z.object({
  venueTypes: z.array(z.string()),
  capacity: z.number().int().nullable(),
  /** EUR excl. VAT per day. */
  dailyRate: z.number().nullable(),
});
export type VenueCardData = z.infer<typeof VenueCardData>;

export const EventCardData = z.object({
  startDate: z.string(),
  price: z.number().nullable(),
  categories: z.array(z.string()),
});
export const ProfessionalCardData = z.object({ servicesCount: z.number().int() });
export const OrganizationCardData = z.object({
  eventCount: z.number().int(),
  memberCount: z.number().int(),
  /** Users following the organisation's owner (user_follows). */
  followerCount: z.number().int().optional(),
});
export const MemberCardData = z.object({ joinDate: z.string() });

/**
 * The unified listing card (spec §3). `slug` is what the card target uses (`/venues/{slug or id}` …; see
 * core/domain/listingCards.ts); `description` is plain text (never HTML on a card). No `rawData`: rows never
 * leave the server. `isFavorite` is null when the viewer is not known (public lists).
 */
export const ListingCard = z.object({
  id: z.string().uuid(),
  contentType: z.enum(LISTING_CONTENT_TYPES),
  title: z.string(),
  subtitle: z.string().nullable(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  slug: z.string(),
  location: ListingLocation.nullable(),
  status: z.string().nullable(),
  badges: z.array(ListingBadge),
  isPremium: z.boolean(),
  isVerified: z.boolean(),
  /** Average stars 1–5 (one decimal), null without reviews. */
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  savedCount: z.number().int(),
  isFavorite: z.boolean().nullable(),
  eventData: EventCardData.optional(),
  venueData: VenueCardData.optional(),
  professionalData: ProfessionalCardData.optional(),
  organizationData: OrganizationCardData.optional(),
  memberData: MemberCardData.optional(),
});
export type ListingCard = z.infer<typeof ListingCard>;

// ── Venue search ────────────────────────────────────────────────────────────────────────────────────────

// Plain numbers live in core/domain, so the web's directory lists do not load zod for them (bench/bundle.ts).
export { DIRECTORY_PAGE_SIZE_DEFAULT, DIRECTORY_PAGE_SIZE_MAX } from '../domain/directoryFilters';
export const PAGE_MAX = 10_000;

/** The venue search after parsing; null = no such filter. */
export type VenueSearch = {
  q: string | null;
  near: GeoPoint | null;
  radiusKm: RadiusKm;
  type: string | null;
  minCapacity: number | null;
  maxRate: number | null;
  sort: VenueSortKey;
  page: number;
  pageSize: number;
};

/** A repeated parameter counts with its first value, like URLSearchParams.get. */
export const param = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => (Array.isArray(v) ? v[0] : v));

export const wholeNumber = (value: string | undefined, max: number): number | null => {
  if (value === undefined || value.trim() === '') return null;
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : null;
};

/** page and pageSize of every directory search; a malformed value falls back to page 1 and the default size. */
export const directoryPaging = (raw: { page?: string | undefined; pageSize?: string | undefined }) => ({
  page: wholeNumber(raw.page, PAGE_MAX) ?? 1,
  pageSize: wholeNumber(raw.pageSize, DIRECTORY_PAGE_SIZE_MAX) ?? DIRECTORY_PAGE_SIZE_DEFAULT,
});

/** One page of listing cards: every directory's answer (venues and organisations add their filter options). */
export const DirectorySearchResponse = z.object({
  items: z.array(ListingCard),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type DirectorySearchResponse = z.infer<typeof DirectorySearchResponse>;

/**
 * GET /api/venues. Like the event search, a malformed value falls back to its default (a typo in a shared
 * link never answers 400): q from 2 characters, near=lat,lng with radius (km, the §5 options, default 25),
 * type (one venue type), minCapacity, maxRate (EUR per day), sort, page, pageSize.
 */
export const VenueSearchQuery = z
  .object({
    q: param,
    near: param,
    radius: param,
    type: param,
    minCapacity: param,
    maxRate: param,
    sort: param,
    page: param,
    pageSize: param,
  })
  .transform((raw): VenueSearch => {
    const q = raw.q?.trim().slice(0, 200) ?? '';
    const radius = Number(raw.radius);
    const type = raw.type?.trim().slice(0, 80) ?? '';
    return {
      q: q.length >= SEARCH_MIN_LENGTH ? q : null,
      near: parseNearParam(raw.near),
      radiusKm: RADIUS_OPTIONS.includes(radius as RadiusKm) ? (radius as RadiusKm) : VENUE_DEFAULT_RADIUS,
      type: type || null,
      minCapacity: wholeNumber(raw.minCapacity, 1_000_000),
      maxRate: wholeNumber(raw.maxRate, 1_000_000),
      sort: VENUE_SORT_KEYS.includes(raw.sort as VenueSortKey)
        ? (raw.sort as VenueSortKey)
        : VENUE_DEFAULT_SORT,
      ...directoryPaging(raw),
    };
  });
export type VenueSearchQuery = z.input<typeof VenueSearchQuery>;

export const VenueSearchResponse = DirectorySearchResponse.extend({
  /** Every venue type in use, for the type filter (page 1 only; later pages send []). */
  venueTypes: z.array(z.string()),
});
export type VenueSearchResponse = z.infer<typeof VenueSearchResponse>;

// ── Venue page ──────────────────────────────────────────────────────────────────────────────────────────

/** `/api/venues/:idOrSlug`: a full id (36 characters), a slug, or a slug ending in the id's first 8 hex. */
export const VenueIdOrSlugParams = z.object({ idOrSlug: z.string().trim().min(1).max(200) });

/** How a profile shows its gallery (organisations have the same column). */
export const GALLERY_DISPLAY_MODES = ['cover', 'grid', 'carousel'] as const;
export type GalleryDisplayMode = (typeof GALLERY_DISPLAY_MODES)[number];

/** A stored display mode, 'cover' when unknown. */
export const galleryDisplayMode = (value: string): GalleryDisplayMode =>
  GALLERY_DISPLAY_MODES.includes(value as GalleryDisplayMode) ? (value as GalleryDisplayMode) : 'cover';

export const VENUE_PAGE_EVENTS_LIMIT = 6;

export const VenueDetail = z.object({
  id: z.string().uuid(),
  name: z.string(),
  slug: z.string(),
  /** Sanitised HTML (spec §5 content sanitiser); null when empty. */
  descriptionHtml: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  gallery: z.object({ images: z.array(z.string()), displayMode: z.enum(GALLERY_DISPLAY_MODES) }),
  venueTypes: z.array(z.string()),
  amenities: z.array(z.string()),
  facilities: z.array(z.string()),
  technicalEquipment: z.array(z.string()),
  accessibilityFeatures: z.array(z.string()),
  uniqueFeatures: z.array(z.string()),
  tags: z.array(z.string()),
  location: z.object({
    city: z.string().nullable(),
    address: z.string().nullable(),
    country: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  }),
  capacity: z.number().int().nullable(),
  /** EUR excl. VAT per day. */
  dailyRate: z.number().nullable(),
  isVerified: z.boolean(),
  isPremium: z.boolean(),
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  savedCount: z.number().int(),
  owner: z.object({ name: z.string().nullable(), avatarUrl: z.string().nullable() }),
  /** Published upcoming events at this venue (event cards of the events domain). */
  upcomingEvents: z.array(EventListItem),
});
export type VenueDetail = z.infer<typeof VenueDetail>;
