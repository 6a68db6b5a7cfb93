import type { ProfileSaveKind } from '@core/schemas/favorites';
import { PROFILE_SAVE_PATHS } from '@core/schemas/favorites';
import { useLiveCount } from '@web/lib/useLiveCount';

/** The event's saved count, live (GET /api/events/:id/saved-count/stream); null until the first message. */
export const useSavedCountStream = (eventId: string | undefined): number | null =>
  useLiveCount(eventId && `/api/events/${eventId}/saved-count/stream`, 'saved-count', 'savedCount');

/** A venue's or professional's saved count, live (GET /api/{venues|professionals}/:id/saved-count/stream). */
export const useProfileSavedCount = (kind: ProfileSaveKind, id: string | undefined): number | null =>
  useLiveCount(
    id && `/api/${PROFILE_SAVE_PATHS[kind]}/${id}/saved-count/stream`,
    'saved-count',
    'savedCount',
  );
