import type { AuditFacets, AuditPage } from '@core/schemas/audit';
import { apiFetch, buildApiUrl } from '@web/lib/api';

export type AuditFilterValues = {
  action: string;
  actor: string;
  targetType: string;
  from: string;
  to: string;
};
export type AuditListParams = AuditFilterValues & { page: number };

export const fetchAuditLog = (params: AuditListParams, signal?: AbortSignal): Promise<AuditPage> =>
  apiFetch<AuditPage>('/api/admin/audit-log', { query: params, signal });

export const fetchAuditFacets = (signal?: AbortSignal): Promise<AuditFacets> =>
  apiFetch<AuditFacets>('/api/admin/audit-log/facets', { signal });

/** The CSV download of the filtered set (a plain link: the browser sends the session cookie). */
export const auditExportUrl = (filters: AuditFilterValues): string =>
  buildApiUrl('/api/admin/audit-log/export.csv', filters);
