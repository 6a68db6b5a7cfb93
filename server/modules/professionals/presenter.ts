import { priceLabel } from '../../../core/domain/priceLabel';
import type { ListingCard } from '../../../core/schemas/directory';
import type { ProfessionalDetail, ProfessionalServiceSummary } from '../../../core/schemas/professionals';
import { htmlToText, sanitizeDescription } from '../../http/sanitizeHtml';
import type { ProfessionalCardRow, ProfessionalRecord, ProfessionalServiceRow } from './queries';

/** Card descriptions and service summaries are plain text, cut at a word near this many characters. */
const CARD_DESCRIPTION_LENGTH = 180;
const SERVICE_SUMMARY_LENGTH = 160;

const shorten = (text: string, max: number): string => {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20)).trimEnd()}…`;
};

const plainText = (html: string | null, max: number): string | null => {
  const text = htmlToText(html).replace(/\s+/g, ' ').trim();
  return text ? shorten(text, max) : null;
};

/** Stars with one decimal (4.666 → 4.7); null without visible reviews. */
const shownRating = (rating: number | null, reviewCount: number): number | null =>
  reviewCount > 0 && rating !== null ? Math.round(rating * 10) / 10 : null;

/** Professional row → unified listing card (contentType professional). */
export const presentProfessionalCard = (row: ProfessionalCardRow): ListingCard => ({
  id: row.id,
  contentType: 'professional',
  title: row.businessName,
  subtitle: row.professionalTitle ?? row.typeName,
  description: plainText(row.bio, CARD_DESCRIPTION_LENGTH),
  imageUrl: row.profileImageUrl,
  slug: row.slug,
  location: {
    city: row.city,
    address: null,
    latitude: row.latitude,
    longitude: row.longitude,
    distance: row.distanceKm,
  },
  status: null,
  badges: row.typeName ? [{ kind: 'type' as const, label: row.typeName }] : [],
  isPremium: row.isPremium,
  isVerified: row.isVerified,
  rating: shownRating(row.rating, row.reviewCount),
  reviewCount: row.reviewCount,
  savedCount: row.savedCount,
  isFavorite: null,
  professionalData: { servicesCount: row.servicesCount },
});

const BLOCK_TAG = /<(p|br|div|ul|ol|li|h[1-6]|blockquote)\b/i;

/**
 * The bio as sanitised HTML. Profile forms save text with blank lines between paragraphs (inline tags at
 * most); without block tags those lines become paragraphs, then everything goes through the sanitiser.
 */
const bioHtml = (bio: string | null): string | null => {
  if (!bio?.trim()) return null;
  const html = BLOCK_TAG.test(bio)
    ? bio
    : bio
        .trim()
        .split(/\n\s*\n/)
        .map((p) => `<p>${p.trim().replace(/\n/g, '<br>')}</p>`)
        .join('');
  return sanitizeDescription(html);
};

/** Only links a browser may follow safely: http and https, with a label (the host when none). */
const safeLinks = (links: unknown): { label: string; url: string }[] => {
  if (!Array.isArray(links)) return [];
  return links.flatMap((link: unknown) => {
    if (typeof link !== 'object' || link === null) return [];
    const { url, label } = link as { url?: unknown; label?: unknown };
    if (typeof url !== 'string') return [];
    try {
      const parsed = new URL(url.trim());
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return [];
      const text = typeof label === 'string' && label.trim() ? label.trim() : parsed.host;
      return [{ label: text, url: parsed.href }];
    } catch {
      return [];
    }
  });
};

const emptyToNull = (value: string | null): string | null => (value?.trim() ? value.trim() : null);

export const presentService = (row: ProfessionalServiceRow): ProfessionalServiceSummary => {
  const label = priceLabel({ price: row.price, minTicketPrice: null, activeTicketCount: 0 });
  return {
    id: row.id,
    title: row.title,
    summary: plainText(row.description, SERVICE_SUMMARY_LENGTH),
    price: row.price,
    priceLabel: { kind: label.kind, amount: 'amount' in label ? label.amount : null },
    priceType: row.priceType,
    durationMinutes: row.durationMinutes,
    isOnline: row.isOnline,
    isInPerson: row.isInPerson,
    maxParticipants: row.maxParticipants,
  };
};

/** The profile page: public fields only (gender and the search text stay on the server). */
export const presentProfessionalDetail = (parts: {
  record: ProfessionalRecord;
  isPublic: boolean;
  canEdit: boolean;
  followerCount: number;
  services: ProfessionalServiceRow[];
  related: ProfessionalCardRow[];
}): ProfessionalDetail => {
  const { professional: p, typeSlug, typeName } = parts.record;
  return {
    id: p.id,
    slug: p.slug,
    businessName: p.businessName,
    professionalTitle: emptyToNull(p.professionalTitle),
    type: typeSlug && typeName ? { slug: typeSlug, name: typeName } : null,
    city: emptyToNull(p.city),
    bioHtml: bioHtml(p.bio),
    specialties: p.specialties,
    targetSetting: p.targetSetting,
    workSchedule: emptyToNull(p.workSchedule),
    educationExperience: emptyToNull(p.educationExperience),
    requirementsRider: emptyToNull(p.requirementsRider),
    externalLinks: safeLinks(p.externalLinks),
    availableForOnline: p.availableForOnline,
    availableForInPerson: p.availableForInPerson,
    priceRange: emptyToNull(p.priceRange),
    profileImageUrl: p.profileImageUrl,
    isPremium: p.isPremium,
    isVerified: p.isVerified,
    isPublic: parts.isPublic,
    rating: shownRating(p.rating, p.reviewCount),
    reviewCount: p.reviewCount,
    savedCount: p.savedCount,
    followerCount: parts.followerCount,
    ownerUserId: p.userId,
    services: parts.services.map(presentService),
    related: parts.related.map(presentProfessionalCard),
    canEdit: parts.canEdit,
  };
};
