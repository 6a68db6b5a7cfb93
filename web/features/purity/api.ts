import type { PurityCheckId, PurityReport } from '@core/schemas/purity';
import { apiFetch } from '@web/lib/api';

export const fetchPurityReport = (userId: string, signal?: AbortSignal) =>
  apiFetch<PurityReport>(
    `/api/admin/users/${encodeURIComponent(userId)}/purity-test`,
    signal ? { signal } : {},
  );

export const postPurityRepair = (userId: string, check: PurityCheckId) =>
  apiFetch<PurityReport>(`/api/admin/users/${encodeURIComponent(userId)}/purity-test/repair`, {
    method: 'POST',
    body: { check },
  });
