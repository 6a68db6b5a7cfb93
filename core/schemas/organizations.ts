import { z } from 'zod';
import { RADIUS_OPTIONS, type RadiusKm, SEARCH_MIN_LENGTH } from '../domain/eventFilters';
import {
  ORGANIZATION_DEFAULT_RADIUS,
  ORGANIZATION_DEFAULT_SORT,
  ORGANIZATION_SORT_KEYS,
  type OrganizationSortKey,
  cleanCategorySlug,
} from '../domain/organizationFilters';
import { DirectorySearchResponse, GALLERY_DISPLAY_MODES, directoryPaging, param } from './directory';
import { EventListItem } from './events';
import { type GeoPoint, parseNearParam } from './geo';

/**
 * The organisation directory and page (spec §2 /organizations, /organisers, /organization/{slug}; §3
 * organization_profiles). Cards are the unified ListingCard of ./directory.
 */

/** The organisation search after parsing; null = no such filter. */
export type OrganizationSearch = {
  q: string | null;
  near: GeoPoint | null;
  radiusKm: RadiusKm;
  category: string | null;
  sort: OrganizationSortKey;
  page: number;
  pageSize: number;
};

/**
 * GET /api/organizations. Like the other directories a malformed value falls back to its default (a typo in
 * a shared link never answers 400): q from 2 characters, near=lat,lng with radius (km, default 25), category
 * (one category slug), sort (name, rating, newest, distance — distance without near sorts by name), page,
 * pageSize.
 */
export const OrganizationSearchQuery = z
  .object({
    q: param,
    near: param,
    radius: param,
    category: param,
    sort: param,
    page: param,
    pageSize: param,
  })
  .transform((raw): OrganizationSearch => {
    const q = raw.q?.trim().slice(0, 200) ?? '';
    const radius = Number(raw.radius);
    return {
      q: q.length >= SEARCH_MIN_LENGTH ? q : null,
      near: parseNearParam(raw.near),
      radiusKm: RADIUS_OPTIONS.includes(radius as RadiusKm)
        ? (radius as RadiusKm)
        : ORGANIZATION_DEFAULT_RADIUS,
      category: cleanCategorySlug(raw.category) || null,
      sort: ORGANIZATION_SORT_KEYS.includes(raw.sort as OrganizationSortKey)
        ? (raw.sort as OrganizationSortKey)
        : ORGANIZATION_DEFAULT_SORT,
      ...directoryPaging(raw),
    };
  });
export type OrganizationSearchQuery = z.input<typeof OrganizationSearchQuery>;

/** A category of the filter: its slug (the URL value) and its name. */
export const OrganizationCategoryOption = z.object({ slug: z.string(), label: z.string() });
export type OrganizationCategoryOption = z.infer<typeof OrganizationCategoryOption>;

export const OrganizationSearchResponse = DirectorySearchResponse.extend({
  /** Every category an organisation uses, by name (page 1 only; later pages send []). */
  categories: z.array(OrganizationCategoryOption),
});
export type OrganizationSearchResponse = z.infer<typeof OrganizationSearchResponse>;

/** `/api/organizations/:idOrSlug`: a full id (36 characters), a slug, or a slug ending in the id's first 8 hex. */
export const OrganizationIdOrSlugParams = z.object({ idOrSlug: z.string().trim().min(1).max(200) });

export const ORGANIZATION_PAGE_EVENTS_LIMIT = 6;

const VideoEmbed = z.object({ host: z.enum(['youtube', 'vimeo']), embedUrl: z.string() });

export const OrganizationDetail = z.object({
  id: z.string().uuid(),
  slug: z.string(),
  name: z.string(),
  title: z.string().nullable(),
  tagline: z.string().nullable(),
  /** Sanitised HTML (spec §5 content sanitiser); null when empty. */
  descriptionHtml: z.string().nullable(),
  /** The longer "about the organisation" text, sanitised; null when empty or the same as the description. */
  organizationDescriptionHtml: z.string().nullable(),
  /** Plain text of the description for meta tags and previews (at most 300 characters). */
  summary: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
  logoUrl: z.string().nullable(),
  gallery: z.object({ images: z.array(z.string()), displayMode: z.enum(GALLERY_DISPLAY_MODES) }),
  /** Only allow-listed hosts (core/domain/videoEmbeds.ts); others are dropped. */
  videos: z.array(VideoEmbed),
  contact: z.object({
    websiteUrl: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  social: z.object({
    facebookUrl: z.string().nullable(),
    instagramUrl: z.string().nullable(),
    linktreeUrl: z.string().nullable(),
  }),
  location: z.object({
    address: z.string().nullable(),
    city: z.string().nullable(),
    country: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  }),
  establishedYear: z.number().int().nullable(),
  categories: z.array(OrganizationCategoryOption),
  isVerified: z.boolean(),
  isPremium: z.boolean(),
  /** The next published events of the organisation (event cards), soonest first, and how many there are. */
  upcomingEvents: z.array(EventListItem),
  upcomingEventCount: z.number().int(),
  followerCount: z.number().int(),
  /** Average stars of visible reviews (one decimal), null without reviews. */
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  /** The owning user: who a follow button follows (user_follows.following_id). */
  ownerUserId: z.string().uuid(),
  /** The viewer may edit the profile: the owner, an active team member, or an admin. */
  canEdit: z.boolean(),
});
export type OrganizationDetail = z.infer<typeof OrganizationDetail>;
