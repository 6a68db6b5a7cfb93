import {
  FAVORITE_MESSAGES,
  type FavoriteToggleResponse,
  type SavedEventsResponse,
} from '../../../core/schemas/favorites';

type SavedEventDto = SavedEventsResponse['items'][number];

/** The answer to a save or unsave: the state, the new count and the spec's Dutch message (spec §4). */
export const presentToggle = (
  eventId: string,
  saved: boolean,
  savedCount: number,
): FavoriteToggleResponse => ({
  eventId,
  saved,
  savedCount,
  message: saved ? FAVORITE_MESSAGES.added : FAVORITE_MESSAGES.removed,
});

/** One saved event of /dashboard/opgeslagen: when it was saved, its status and its card. */
export const presentSavedEvent = (
  row: { savedAt: Date; status: SavedEventDto['status'] },
  event: SavedEventDto['event'],
): SavedEventDto => ({ savedAt: row.savedAt.toISOString(), status: row.status, event });
