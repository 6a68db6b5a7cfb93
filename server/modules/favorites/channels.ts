import { ProfileSavedCountMessage, SavedCountMessage } from '../../../core/schemas/favorites';
import { defineChannel } from '../../realtime';

/**
 * Live saved counts (spec §7 Realtime): the favourites service notifies on `event_saved_count` inside the
 * toggle's transaction (so after commit); viewers of an event subscribe by its id.
 */
export const savedCountChannel = defineChannel<SavedCountMessage>({
  name: 'event_saved_count',
  schema: SavedCountMessage,
  keyOf: (message) => message.eventId,
});

/** The same for venues and professionals (spec §7: venue_favorites and professional_favorites by id). */
export const venueSavedCountChannel = defineChannel<ProfileSavedCountMessage>({
  name: 'venue_saved_count',
  schema: ProfileSavedCountMessage,
  keyOf: (message) => message.id,
});
export const professionalSavedCountChannel = defineChannel<ProfileSavedCountMessage>({
  name: 'professional_saved_count',
  schema: ProfileSavedCountMessage,
  keyOf: (message) => message.id,
});

/** The SSE event name the web's EventSource listens for. */
export const SAVED_COUNT_EVENT = 'saved-count';
