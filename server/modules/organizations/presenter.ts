import { CARD_DESCRIPTION_LENGTH, oneDecimal, shortenText } from '../../../core/domain/listingCards';
import { videoEmbedsOf } from '../../../core/domain/videoEmbeds';
import { type ListingCard, galleryDisplayMode } from '../../../core/schemas/directory';
import type { EventListItem } from '../../../core/schemas/events';
import type { OrganizationDetail } from '../../../core/schemas/organizations';
import { htmlToText, sanitizeDescription, withHttpsIfSchemeless } from '../../http/sanitizeHtml';
import type { OrganizationCardRow, OrganizationRecord } from './queries';

/** Plain one-line text of stored HTML. */
const plainText = (html: string | null): string => htmlToText(html).replace(/\s+/g, ' ').trim();

/** A stored link as an absolute http(s) URL ('www.x.nl' gets https://); anything else (javascript:, …) is dropped. */
export const safeLink = (value: string | null): string | null => {
  if (!value?.trim()) return null;
  try {
    const url = new URL(withHttpsIfSchemeless(value));
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
};

const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

/** Organisation row → unified listing card (contentType organization). */
export const presentOrganizationCard = (row: OrganizationCardRow): ListingCard => {
  const text = plainText(row.description);
  return {
    id: row.id,
    contentType: 'organization',
    title: row.name,
    subtitle: row.tagline?.trim() || null,
    description: text ? shortenText(text, CARD_DESCRIPTION_LENGTH) : null,
    imageUrl:
      row.coverImageUrl ??
      row.organizationImageUrl ??
      row.galleryImages[0] ??
      row.logoUrl ??
      row.profileImageUrl,
    slug: row.slug,
    location: {
      city: row.city,
      address: row.address,
      latitude: row.latitude,
      longitude: row.longitude,
      distance: row.distanceKm,
    },
    status: null,
    badges: row.categories.slice(0, 3).map((c) => ({ kind: 'category' as const, label: c.label })),
    isPremium: row.isPremium,
    isVerified: row.isVerified,
    rating: row.reviewCount > 0 ? oneDecimal(row.rating) : null,
    reviewCount: row.reviewCount,
    savedCount: 0,
    isFavorite: null,
    organizationData: {
      eventCount: row.eventCount,
      memberCount: row.memberCount,
      followerCount: row.followerCount,
    },
  };
};

/** The organisation page: public fields only, descriptions sanitised, links and videos allow-listed. */
export const presentOrganizationDetail = (parts: {
  record: OrganizationRecord;
  upcoming: { items: EventListItem[]; total: number };
  canEdit: boolean;
}): OrganizationDetail => {
  const { organization: o, categories, followerCount } = parts.record;
  const descriptionHtml = sanitizeDescription(o.description);
  const aboutHtml = sanitizeDescription(o.organizationDescription);
  const summary = plainText(o.description) || plainText(o.organizationDescription) || o.tagline?.trim() || '';
  const email = o.contactEmail?.trim() ?? '';
  return {
    id: o.id,
    slug: o.slug,
    name: o.organizationName,
    title: o.title?.trim() || null,
    tagline: o.tagline?.trim() || null,
    descriptionHtml,
    organizationDescriptionHtml: aboutHtml === descriptionHtml ? null : aboutHtml,
    summary: summary ? shortenText(summary, 300) : null,
    coverImageUrl: o.coverImageUrl ?? o.organizationImageUrl,
    logoUrl: o.logoUrl ?? o.profileImageUrl,
    gallery: { images: o.galleryImages, displayMode: galleryDisplayMode(o.galleryDisplayMode) },
    videos: videoEmbedsOf([
      { url: o.videoUrl, embedUrl: o.videoEmbedUrl },
      { url: o.video2Url, embedUrl: o.video2EmbedUrl },
    ]),
    contact: {
      websiteUrl: safeLink(o.websiteUrl),
      email: EMAIL.test(email) ? email : null,
      phone: o.phone?.trim() || null,
    },
    social: {
      facebookUrl: safeLink(o.facebookUrl),
      instagramUrl: safeLink(o.instagramUrl),
      linktreeUrl: safeLink(o.linktreeUrl),
    },
    location: {
      address: o.address,
      city: o.city,
      country: o.country,
      latitude: o.latitude,
      longitude: o.longitude,
    },
    establishedYear: o.establishedYear,
    categories,
    isVerified: o.isVerified,
    isPremium: o.isPremium,
    upcomingEvents: parts.upcoming.items,
    upcomingEventCount: parts.upcoming.total,
    followerCount,
    rating: o.reviewCount > 0 ? oneDecimal(o.rating) : null,
    reviewCount: o.reviewCount,
    ownerUserId: o.userId,
    canEdit: parts.canEdit,
  };
};
