import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ServicePatchBody, type ServiceWriteBody, serviceDetailQueryKey } from '@core/schemas/services';
import { isApiError } from '@web/lib/api';
import {
  createService,
  deleteService,
  fetchDashboardService,
  fetchDashboardServices,
  fetchPublicService,
  updateService,
} from './api';

export const serviceKeys = {
  all: ['services'] as const,
  public: serviceDetailQueryKey,
  dashboard: () => [...serviceKeys.all, 'dashboard'] as const,
  dashboardOne: (id: string) => [...serviceKeys.all, 'dashboard', id] as const,
};

const notRetriedOn404 = (count: number, error: unknown) =>
  !(isApiError(error) && (error.status === 404 || error.status === 403)) && count < 2;

/** The public service page (spec §9: professional data cached 5 minutes). */
export const usePublicService = (id: string) =>
  useQuery({
    queryKey: serviceKeys.public(id),
    queryFn: ({ signal }) => fetchPublicService(id, signal),
    staleTime: 5 * 60_000,
    retry: notRetriedOn404,
  });

export const useDashboardServices = () =>
  useQuery({ queryKey: serviceKeys.dashboard(), queryFn: ({ signal }) => fetchDashboardServices(signal) });

export const useDashboardService = (id: string) =>
  useQuery({
    queryKey: serviceKeys.dashboardOne(id),
    queryFn: ({ signal }) => fetchDashboardService(id, signal),
    retry: notRetriedOn404,
    enabled: id !== '',
  });

/** Every write refreshes the dashboard list and any public page of services. */
const useInvalidate = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: serviceKeys.all });
};

export const useCreateService = () => {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (body: ServiceWriteBody) => createService(body), onSuccess: invalidate });
};

export const useUpdateService = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ServicePatchBody }) => updateService(id, body),
    onSuccess: invalidate,
  });
};

export const useDeleteService = () => {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: string) => deleteService(id), onSuccess: invalidate });
};
