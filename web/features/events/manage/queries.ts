import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EventEditorDto } from '@core/schemas/eventWrite';
import { eventKeys } from '@web/features/events/queries';
import {
  type DashboardEventParams,
  fetchDashboardEvents,
  fetchEventForEditing,
  fetchPlaces,
  fetchVenueOptions,
  postEvent,
  postEventOnBehalf,
  postEventStatusAction,
  putEvent,
  uploadEventImage,
} from './api';

export const eventAdminKeys = {
  all: ['eventAdmin'] as const,
  lists: () => [...eventAdminKeys.all, 'list'] as const,
  list: (params: DashboardEventParams) => [...eventAdminKeys.lists(), params] as const,
  event: (idOrSlug: string) => [...eventAdminKeys.all, 'event', idOrSlug] as const,
  venues: (q: string) => [...eventAdminKeys.all, 'venues', q] as const,
  places: (q: string) => [...eventAdminKeys.all, 'places', q] as const,
};

/** Spec §9: dashboard data is fresh for two minutes. */
const DASHBOARD_STALE_MS = 2 * 60_000;

export const useDashboardEvents = (params: DashboardEventParams) =>
  useQuery({
    queryKey: eventAdminKeys.list(params),
    queryFn: ({ signal }) => fetchDashboardEvents(params, signal),
    placeholderData: keepPreviousData,
    staleTime: DASHBOARD_STALE_MS,
  });

export const useEventForEditing = (idOrSlug: string | undefined) =>
  useQuery({
    queryKey: eventAdminKeys.event(idOrSlug ?? ''),
    queryFn: ({ signal }) => fetchEventForEditing(idOrSlug ?? '', signal),
    enabled: Boolean(idOrSlug),
    // A refused or missing event will not change by asking again.
    retry: (count, error) => count < 2 && !(error as { status?: number }).status,
    // The form keeps what the user typed; a background refetch must not replace it.
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const useVenueOptions = (q: string, enabled: boolean) =>
  useQuery({
    queryKey: eventAdminKeys.venues(q),
    queryFn: ({ signal }) => fetchVenueOptions(q, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });

export const usePlaceSearch = (q: string) =>
  useQuery({
    queryKey: eventAdminKeys.places(q),
    queryFn: ({ signal }) => fetchPlaces(q, signal),
    enabled: q.length >= 3,
    staleTime: 30 * 60_000,
    retry: false,
  });

/** After any write: the saved event is cached under its id and slug, and every list (and count) refreshes. */
const useStoreEvent = () => {
  const queryClient = useQueryClient();
  return async (event: EventEditorDto | null) => {
    if (event) {
      queryClient.setQueryData(eventAdminKeys.event(event.id), event);
      queryClient.setQueryData(eventAdminKeys.event(event.slug), event);
    }
    await queryClient.invalidateQueries({ queryKey: eventAdminKeys.lists() });
    // The public event browser shows published events: let it ask again.
    await queryClient.invalidateQueries({ queryKey: eventKeys.all });
  };
};

export const useCreateEvent = () => {
  const store = useStoreEvent();
  return useMutation({ mutationFn: postEvent, onSuccess: store });
};

/** The admin's create on behalf of an organisation (/admin/evenement-aanmaken). */
export const useCreateEventOnBehalf = () => {
  const store = useStoreEvent();
  return useMutation({ mutationFn: postEventOnBehalf, onSuccess: store });
};

export const useUpdateEvent = () => {
  const store = useStoreEvent();
  return useMutation({ mutationFn: putEvent, onSuccess: store });
};

export const useEventStatusAction = () => {
  const store = useStoreEvent();
  return useMutation({
    mutationFn: postEventStatusAction,
    onSuccess: store,
  });
};

export const useUploadEventImage = () => useMutation({ mutationFn: uploadEventImage });
