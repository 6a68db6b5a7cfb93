import type { ListingContentType } from '../schemas/directory';

/** Card targets of spec §2 ("Card links"): where a card of each content type leads, by slug or else id. */
const TARGETS: Record<ListingContentType, (value: string) => string> = {
  event: (v) => `/evenement/${v}`,
  professional: (v) => `/professionals/${v}`,
  venue: (v) => `/venues/${v}`,
  organization: (v) => `/organisatie/${v}`,
  service: (v) => `/dienst/${v}`,
  member: (v) => `/member/${v}`,
};

/** The page a listing card opens; services always go by id (`/dienst/{id}`). */
export const listingHref = (card: { contentType: ListingContentType; slug: string; id: string }): string =>
  TARGETS[card.contentType](card.contentType === 'service' ? card.id : card.slug || card.id);

/** Spec §9: a card shows at most 3 metrics in the list and 4 in the grid. */
export const MAX_CARD_METRICS = { list: 3, grid: 4 } as const;

/** Spec §9: the first 10 cards load their images with priority. */
export const PRIORITY_CARD_IMAGES = 10;

/** Card descriptions are plain text, cut at a word near this many characters. */
export const CARD_DESCRIPTION_LENGTH = 180;

/** Text cut at a word boundary near `max` characters, with an ellipsis when cut. */
export const shortenText = (text: string, max: number): string => {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20)).trimEnd()}…`;
};

/** Stars with one decimal (4.666 → 4.7); null stays null. */
export const oneDecimal = (value: number | null): number | null =>
  value === null ? null : Math.round(value * 10) / 10;

/** Spec §9: whether card number `index` (0-based, in result order) loads its image with priority. */
export const hasImagePriority = (index: number): boolean => index < PRIORITY_CARD_IMAGES;

/** Spec §9: 'Nieuw lid' while the join date is less than this many months ago. */
export const NEW_MEMBER_MONTHS = 6;

/** Spec §9 'Nieuw lid': joined within the last 6 calendar months (an unreadable date: not new). */
export const isNewMember = (joinDate: string | Date, now: Date = new Date()): boolean => {
  const joined = new Date(joinDate);
  if (Number.isNaN(joined.getTime()) || joined > now) return false;
  const limit = new Date(now);
  limit.setMonth(limit.getMonth() - NEW_MEMBER_MONTHS);
  return joined >= limit;
};

/** Spec §9: a member card's subtitle is the first 50 characters of the bio. */
export const MEMBER_SUBTITLE_LENGTH = 50;

/** The bio flattened to one line and cut at 50 characters; null for an empty bio. */
export const memberSubtitle = (bio: string | null | undefined): string | null => {
  const flat = (bio ?? '').replace(/\s+/g, ' ').trim();
  return flat ? [...flat].slice(0, MEMBER_SUBTITLE_LENGTH).join('').trimEnd() : null;
};

/** Spec §3 member source: the label of a member without a full name. */
export const ANONYMOUS_MEMBER = 'Anoniem lid';

/** A member card's title: the full name, else 'Anoniem lid'. */
export const memberTitle = (fullName: string | null | undefined): string =>
  fullName?.trim() || ANONYMOUS_MEMBER;
