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
