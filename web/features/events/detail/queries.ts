import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isApiError } from '@web/lib/api';
import { fetchDistance, fetchEventDetail, postEventReport, postEventView } from './api';

export const eventDetailKeys = {
  all: ['eventDetail'] as const,
  detail: (idOrSlug: string) => [...eventDetailKeys.all, idOrSlug] as const,
  distance: (from: string, to: string) => [...eventDetailKeys.all, 'distance', from, to] as const,
};

/** The event page data; spec §9 loader cache for events: 2 minutes. A 404 is final, never retried. */
export const useEventDetail = (idOrSlug: string) =>
  useQuery({
    queryKey: eventDetailKeys.detail(idOrSlug),
    queryFn: ({ signal }) => fetchEventDetail(idOrSlug, signal),
    staleTime: 2 * 60_000,
    retry: (failures, error) => !(isApiError(error) && error.status === 404) && failures < 2,
  });

/** Counts one view per opened event page (the server deduplicates per visitor and hour). */
export const useCountEventView = (eventId: string | undefined) => {
  const { mutate } = useMutation({ mutationFn: postEventView });
  useEffect(() => {
    if (eventId) mutate(eventId);
  }, [eventId, mutate]);
};

/** Route distance from the visitor to the event; nothing (no error) when the service does not answer. */
export const useRouteDistance = (
  from: { lat: number; lng: number } | null,
  to: { lat: number; lng: number } | null,
) =>
  useQuery({
    queryKey: eventDetailKeys.distance(
      from ? `${from.lat.toFixed(3)},${from.lng.toFixed(3)}` : '',
      to ? `${to.lat},${to.lng}` : '',
    ),
    queryFn: ({ signal }) => fetchDistance(from!, to!, signal),
    enabled: from !== null && to !== null,
    staleTime: Infinity,
    retry: false,
  });

export const useReportEvent = () => useMutation({ mutationFn: postEventReport });
