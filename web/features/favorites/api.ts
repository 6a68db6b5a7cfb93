import type {
  FavoriteIdsResponse,
  FavoriteToggleResponse,
  SavedEventsResponse,
} from '@core/schemas/favorites';
import { FAVORITE_IDS_MAX } from '@core/domain/limits';
import { apiFetch } from '@web/lib/api';

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

type Pending = { ids: Set<string>; waiters: ((saved: Set<string> | Error) => void)[] };
let pending: Pending | null = null;

const flush = async (batch: Pending) => {
  try {
    const ids = [...batch.ids];
    const saved = new Set<string>();
    for (let i = 0; i < ids.length; i += FAVORITE_IDS_MAX) {
      const chunk = ids.slice(i, i + FAVORITE_IDS_MAX);
      const res = await apiFetch<FavoriteIdsResponse>('/api/me/favorites/events/ids', {
        query: { ids: chunk.join(',') },
      });
      for (const id of res.ids) saved.add(id);
    }
    for (const waiter of batch.waiters) waiter(saved);
  } catch (error) {
    for (const waiter of batch.waiters) waiter(error instanceof Error ? error : new Error(String(error)));
  }
};

/**
 * Did I save this event? Calls made in the same tick (a page of cards) share one request to
 * /api/me/favorites/events/ids instead of one per card.
 */
export const fetchIsSaved = (eventId: string): Promise<boolean> =>
  new Promise((resolve, reject) => {
    if (!pending) {
      const batch: Pending = { ids: new Set(), waiters: [] };
      pending = batch;
      setTimeout(() => {
        pending = null;
        void flush(batch);
      }, 0);
    }
    pending.ids.add(eventId);
    pending.waiters.push((result) =>
      result instanceof Error ? reject(result) : resolve(result.has(eventId)),
    );
  });
