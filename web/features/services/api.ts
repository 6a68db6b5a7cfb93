import type {
  DashboardServicesResponse,
  PublicServiceDetail,
  ServiceDto,
  ServicePatchBody,
  ServiceWriteBody,
} from '@core/schemas/services';
import { apiFetch } from '@web/lib/api';

export const fetchPublicService = (id: string, signal?: AbortSignal): Promise<PublicServiceDetail> =>
  apiFetch<PublicServiceDetail>(`/api/services/${encodeURIComponent(id)}`, { signal });

export const fetchDashboardServices = (signal?: AbortSignal): Promise<DashboardServicesResponse> =>
  apiFetch<DashboardServicesResponse>('/api/dashboard/services', { signal });

export const fetchDashboardService = (id: string, signal?: AbortSignal): Promise<ServiceDto> =>
  apiFetch<ServiceDto>(`/api/dashboard/services/${encodeURIComponent(id)}`, { signal });

export const createService = (body: ServiceWriteBody): Promise<ServiceDto> =>
  apiFetch<ServiceDto>('/api/dashboard/services', { method: 'POST', body });

export const updateService = (id: string, body: ServicePatchBody): Promise<ServiceDto> =>
  apiFetch<ServiceDto>(`/api/dashboard/services/${encodeURIComponent(id)}`, { method: 'PATCH', body });

export const deleteService = (id: string): Promise<{ deleted: true }> =>
  apiFetch<{ deleted: true }>(`/api/dashboard/services/${encodeURIComponent(id)}`, { method: 'DELETE' });
