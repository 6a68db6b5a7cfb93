import type { ProfileSaveKind } from '@core/schemas/favorites';
import { useLiveProfileSavedCount, useLiveSavedCount } from '@web/features/realtime';

/** The event's saved count, live (a topic of the tab's one stream); null until the first value. */
export const useSavedCountStream = (eventId: string | undefined): number | null => useLiveSavedCount(eventId);

/** A venue's or professional's saved count, live (a topic of the tab's one stream). */
export const useProfileSavedCount = (kind: ProfileSaveKind, id: string | undefined): number | null =>
  useLiveProfileSavedCount(kind, id);
