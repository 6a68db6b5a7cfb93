import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchIsSaved, fetchSavedEvents, setFavorite } from './api';

export const favoriteKeys = {
  all: ['favorites'] as const,
  saved: (eventId: string) => [...favoriteKeys.all, 'saved', eventId] as const,
  lists: () => [...favoriteKeys.all, 'list'] as const,
  list: (page: number) => [...favoriteKeys.lists(), page] as const,
  profileSaved: (kind: string, id: string) => [...favoriteKeys.all, kind, 'saved', id] as const,
  profileLists: (kind: string) => [...favoriteKeys.all, kind, 'list'] as const,
};

export const SAVED_PAGE_SIZE = 24;

/** Whether the signed-in user saved this event (batched with the other cards on the page). */
export const useIsSaved = (eventId: string, enabled: boolean) =>
  useQuery({
    queryKey: favoriteKeys.saved(eventId),
    queryFn: () => fetchIsSaved(eventId),
    enabled,
    staleTime: 5 * 60_000,
  });

/** /dashboard/opgeslagen: my saved events, upcoming first. */
export const useSavedEvents = (page: number) =>
  useQuery({
    queryKey: favoriteKeys.list(page),
    queryFn: ({ signal }) => fetchSavedEvents(page, SAVED_PAGE_SIZE, signal),
    placeholderData: (previous) => previous,
  });

/** Save/unsave; the caller does the optimistic update and the messages. */
export const useSetFavorite = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, saved }: { eventId: string; saved: boolean }) => setFavorite(eventId, saved),
    onSettled: async () => {
      // Spec §4: afterwards the saved events and dashboard data refresh.
      await queryClient.invalidateQueries({ queryKey: favoriteKeys.lists() });
    },
  });
};
