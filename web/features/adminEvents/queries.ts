import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminEventListParams,
  fetchAdminEvent,
  fetchAdminEvents,
  postBulkEventAction,
  postResolveEventReport,
} from './api';

export const adminEventKeys = {
  all: ['admin', 'events'] as const,
  lists: () => [...adminEventKeys.all, 'list'] as const,
  list: (params: AdminEventListParams) => [...adminEventKeys.lists(), params] as const,
  detail: (id: string) => [...adminEventKeys.all, 'detail', id] as const,
};

export const useAdminEvents = (params: AdminEventListParams) =>
  useQuery({
    queryKey: adminEventKeys.list(params),
    queryFn: ({ signal }) => fetchAdminEvents(params, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminEvent = (id: string) =>
  useQuery({
    queryKey: adminEventKeys.detail(id),
    queryFn: ({ signal }) => fetchAdminEvent(id, signal),
    retry: (count, error) => count < 2 && !(error as { status?: number }).status,
  });

/** A bulk action changes statuses and history: every admin event list and detail asks again. */
export const useBulkEventAction = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postBulkEventAction,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminEventKeys.all });
    },
  });
};

export const useResolveEventReport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postResolveEventReport,
    onSuccess: async (event) => {
      queryClient.setQueryData(adminEventKeys.detail(event.id), event);
      await queryClient.invalidateQueries({ queryKey: adminEventKeys.lists() });
    },
  });
};
