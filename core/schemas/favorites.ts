import { z } from 'zod';
import { FAVORITE_IDS_MAX } from '../domain/limits';
import { PROFILE_SAVE_KINDS } from '../domain/favorites';
import { EventListItem, EVENT_STATUSES } from './events';
import nlFavorites from '../../web/public/locales/nl/favorites.json';

/**
 * Spec §4 Favourite toggle: the exact confirmation texts, the server's Dutch answer. They live in the nl
 * `favorites` namespace, where the web reads them too.
 */
export const FAVORITE_MESSAGES = { added: nlFavorites.added, removed: nlFavorites.removed } as const;

/** The same confirmations for venues and professionals, and what visitors are told (nl `favorites`). */
export const PROFILE_SAVE_MESSAGES = nlFavorites.profile;

export const FavoriteEventParams = z.object({ eventId: z.string().uuid() });

/** Answer of PUT/DELETE /api/me/favorites/events/:eventId. Both are idempotent. */
export const FavoriteToggleResponse = z.object({
  eventId: z.string().uuid(),
  saved: z.boolean(),
  savedCount: z.number().int(),
  message: z.string(),
});
export type FavoriteToggleResponse = z.infer<typeof FavoriteToggleResponse>;

export const SavedEventsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
});
export type SavedEventsQuery = z.infer<typeof SavedEventsQuery>;

export const SavedEventItem = z.object({
  savedAt: z.string(),
  status: z.enum(EVENT_STATUSES),
  event: EventListItem,
});
export type SavedEventItem = z.infer<typeof SavedEventItem>;

/** The user's saved events, upcoming first (soonest first), then past ones (latest first). */
export const SavedEventsResponse = z.object({
  items: z.array(SavedEventItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SavedEventsResponse = z.infer<typeof SavedEventsResponse>;

/** At most this many ids per "which of these did I save" question (one page of cards). */

export const FavoriteIdsQuery = z.object({
  ids: z
    .string()
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.string().uuid()).max(FAVORITE_IDS_MAX)),
});
export const FavoriteIdsResponse = z.object({ ids: z.array(z.string().uuid()) });
export type FavoriteIdsResponse = z.infer<typeof FavoriteIdsResponse>;

/** One message of the saved-count stream (SSE `data:`). */
export const SavedCountMessage = z.object({ eventId: z.string().uuid(), savedCount: z.number().int() });
export type SavedCountMessage = z.infer<typeof SavedCountMessage>;

// Plain constants live in core/domain, so web code that only needs them does not load zod (bench/bundle.ts).
export { PROFILE_SAVE_KINDS, PROFILE_SAVE_PATHS, type ProfileSaveKind } from '../domain/favorites';

export const ProfileSaveParams = z.object({ id: z.string().uuid() });

/** Answer of PUT/DELETE /api/me/favorites/{venues|professionals}/:id (idempotent). */
export const ProfileSaveResponse = z.object({
  kind: z.enum(PROFILE_SAVE_KINDS),
  id: z.string().uuid(),
  saved: z.boolean(),
  savedCount: z.number().int(),
  message: z.string(),
});
export type ProfileSaveResponse = z.infer<typeof ProfileSaveResponse>;

/** One saved venue or professional: enough for a row with its link. */
export const SavedProfileItem = z.object({
  kind: z.enum(PROFILE_SAVE_KINDS),
  id: z.string().uuid(),
  name: z.string(),
  slug: z.string(),
  href: z.string(),
  imageUrl: z.string().nullable(),
  city: z.string().nullable(),
  savedCount: z.number().int(),
  savedAt: z.string(),
});
export type SavedProfileItem = z.infer<typeof SavedProfileItem>;

export const SavedProfilesResponse = z.object({
  items: z.array(SavedProfileItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SavedProfilesResponse = z.infer<typeof SavedProfilesResponse>;

/** One message of a venue's or professional's saved-count stream (SSE `data:`). */
export const ProfileSavedCountMessage = z.object({ id: z.string().uuid(), savedCount: z.number().int() });
export type ProfileSavedCountMessage = z.infer<typeof ProfileSavedCountMessage>;
