import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type AuditListParams, fetchAuditFacets, fetchAuditLog } from './api';

export const auditKeys = {
  all: ['audit'] as const,
  list: (params: AuditListParams) => [...auditKeys.all, 'list', params] as const,
  facets: () => [...auditKeys.all, 'facets'] as const,
};

export const useAuditLog = (params: AuditListParams) =>
  useQuery({
    queryKey: auditKeys.list(params),
    queryFn: ({ signal }) => fetchAuditLog(params, signal),
    placeholderData: keepPreviousData,
  });

export const useAuditFacets = () =>
  useQuery({ queryKey: auditKeys.facets(), queryFn: ({ signal }) => fetchAuditFacets(signal) });
