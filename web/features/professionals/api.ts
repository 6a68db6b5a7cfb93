import type {
  ProfessionalDetail,
  ProfessionalSearchResponse,
  ProfessionalTypesResponse,
} from '@core/schemas/professionals';
import { apiFetch } from '@web/lib/api';

export const fetchProfessionals = (
  query: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<ProfessionalSearchResponse> =>
  apiFetch<ProfessionalSearchResponse>('/api/professionals', { query, signal });

export const fetchProfessional = (idOrSlug: string, signal?: AbortSignal): Promise<ProfessionalDetail> =>
  apiFetch<ProfessionalDetail>(`/api/professionals/${encodeURIComponent(idOrSlug)}`, { signal });

export const fetchProfessionalTypes = (signal?: AbortSignal): Promise<ProfessionalTypesResponse> =>
  apiFetch<ProfessionalTypesResponse>('/api/professional-types', { signal });
