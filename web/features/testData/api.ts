import type {
  TestDataOverview,
  TestDataRunBody,
  TestDataRunDto,
  TestDataRunPage,
} from '@core/schemas/testData';
import { apiFetch } from '@web/lib/api';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export const fetchTestDataOverview = (signal?: AbortSignal) =>
  apiFetch<TestDataOverview>('/api/admin/test-data', withSignal(signal));

export const fetchTestDataRuns = (page: number, signal?: AbortSignal) =>
  apiFetch<TestDataRunPage>('/api/admin/test-data/runs', { query: { page }, ...withSignal(signal) });

export const fetchTestDataRun = (runId: string, signal?: AbortSignal) =>
  apiFetch<TestDataRunDto>(`/api/admin/test-data/runs/${runId}`, withSignal(signal));

export const postTestDataRun = (body: TestDataRunBody) =>
  apiFetch<TestDataRunDto>('/api/admin/test-data/runs', { method: 'POST', body });

export const postCancelTestDataRun = (runId: string) =>
  apiFetch<TestDataRunDto>(`/api/admin/test-data/runs/${runId}/cancel`, { method: 'POST' });
