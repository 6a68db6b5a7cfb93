import type { MonitoringOverview } from '@core/schemas/monitoring';
import { apiFetch } from '@web/lib/api';

export const fetchMonitoring = (signal?: AbortSignal) =>
  apiFetch<MonitoringOverview>('/api/admin/monitoring', signal ? { signal } : {});
