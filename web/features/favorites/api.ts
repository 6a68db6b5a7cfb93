import { PROFILE_SAVE_PATHS, type ProfileSaveKind } from '@core/domain/favorites';
import type {
  FavoriteToggleResponse,
  ProfileSaveResponse,
  SavedEventsResponse,
} from '@core/schemas/favorites';
import { apiFetch } from '@web/lib/api';
import { createIdBatcher } from '@web/lib/idBatcher';

/** PUT (save) or DELETE (unsave) /api/me/favorites/events/:id; both idempotent. */
export const setFavorite = (eventId: string, saved: boolean): Promise<FavoriteToggleResponse> =>
  apiFetch<FavoriteToggleResponse>(`/api/me/favorites/events/${eventId}`, {
    method: saved ? 'PUT' : 'DELETE',
  });

export const fetchSavedEvents = (
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<SavedEventsResponse> =>
  apiFetch<SavedEventsResponse>('/api/me/favorites/events', { query: { page, pageSize }, signal });

/** Did I save this event? A page of cards shares one request to /api/me/favorites/events/ids. */
export const fetchIsSaved = createIdBatcher('/api/me/favorites/events/ids');

/** PUT (save) or DELETE (unsave) a venue or professional; both idempotent. */
export const setProfileSaved = (kind: ProfileSaveKind, id: string, saved: boolean) =>
  apiFetch<ProfileSaveResponse>(`/api/me/favorites/${PROFILE_SAVE_PATHS[kind]}/${id}`, {
    method: saved ? 'PUT' : 'DELETE',
  });

const profileBatchers = {
  venue: createIdBatcher('/api/me/favorites/venues/ids'),
  professional: createIdBatcher('/api/me/favorites/professionals/ids'),
};
/** Did I save this venue or professional? (batched like the events) */
export const fetchIsProfileSaved = (kind: ProfileSaveKind, id: string) => profileBatchers[kind](id);
