import { z } from 'zod';
import { SEARCH_MIN_LENGTH } from '../domain/eventFilters';
import { DirectorySearchResponse, ListingCard, directoryPaging, param } from './directory';

/**
 * The members directory (/members) and member page (/member/{slug}) of spec §2/§3: only public, not
 * suspended profiles. Server: server/modules/members; web: web/features/members.
 */

export const MEMBER_SORT_KEYS = ['newest', 'name'] as const;
export type MemberSortKey = (typeof MEMBER_SORT_KEYS)[number];
export const MEMBER_DEFAULT_SORT: MemberSortKey = 'newest';
/** The web's query key of a member page, which the server's page head seeds. */
export const memberDetailQueryKey = (slug: string) => ['members', 'detail', slug] as const;

export type MemberSearch = {
  q: string | null;
  city: string | null;
  sort: MemberSortKey;
  page: number;
  pageSize: number;
};

/** GET /api/members: q (from 2 characters), city, sort, page, pageSize; a malformed value falls back. */
export const MemberSearchQuery = z
  .object({ q: param, city: param, sort: param, page: param, pageSize: param })
  .transform((raw): MemberSearch => {
    const q = raw.q?.trim().slice(0, 200) ?? '';
    const city = raw.city?.trim().slice(0, 100) ?? '';
    return {
      q: q.length >= SEARCH_MIN_LENGTH ? q : null,
      city: city || null,
      sort: MEMBER_SORT_KEYS.includes(raw.sort as MemberSortKey)
        ? (raw.sort as MemberSortKey)
        : MEMBER_DEFAULT_SORT,
      ...directoryPaging(raw),
    };
  });
export type MemberSearchQuery = z.input<typeof MemberSearchQuery>;

export const MemberSearchResponse = DirectorySearchResponse;
export type MemberSearchResponse = z.infer<typeof MemberSearchResponse>;

export const MemberSlugParams = z.object({ slug: z.string().trim().min(1).max(200) });

/**
 * GET /api/members/:slug. Saved events are deliberately absent: a member's favourites are their own list
 * (spec §3 event_favorites), never shown to others, and is_public only consents to the profile itself.
 */
export const MemberDetail = z.object({
  id: z.string().uuid(),
  /** The member's user id (profiles.id = users.id): what a follow button follows. */
  ownerUserId: z.string().uuid(),
  slug: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  bio: z.string().nullable(),
  interests: z.array(z.string()),
  city: z.string().nullable(),
  joinDate: z.string(),
  isNewMember: z.boolean(),
  eventsAttended: z.number().int(),
  followerCount: z.number().int(),
});
export type MemberDetail = z.infer<typeof MemberDetail>;

// ── Premium highlights (/premium-highlights) ────────────────────────────────────────────────────────────

/** How many cards each section of /premium-highlights shows before linking to the full directory. */
export const HIGHLIGHTS_PER_KIND = 6;

/**
 * GET /api/premium-highlights: premium organisations, venues and upcoming events of premium organisers as
 * listing cards; premium professionals only for a signed-in viewer (their directory is members-only, spec §6),
 * null otherwise.
 */
export const PremiumHighlightsResponse = z.object({
  organizations: z.array(ListingCard),
  venues: z.array(ListingCard),
  events: z.array(ListingCard),
  professionals: z.array(ListingCard).nullable(),
});
export type PremiumHighlightsResponse = z.infer<typeof PremiumHighlightsResponse>;
