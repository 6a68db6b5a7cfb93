import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isActiveRun } from '@core/domain/testData';
import {
  fetchTestDataOverview,
  fetchTestDataRun,
  fetchTestDataRuns,
  postCancelTestDataRun,
  postTestDataRun,
} from './api';

/** Progress is polled every second while a run is active (spec: shown live). */
export const POLL_MS = 1000;

export const testDataKeys = {
  all: ['testData'] as const,
  overview: () => [...testDataKeys.all, 'overview'] as const,
  runs: (page: number) => [...testDataKeys.all, 'runs', page] as const,
  run: (runId: string) => [...testDataKeys.all, 'run', runId] as const,
};

export const useTestDataOverview = () =>
  useQuery({
    queryKey: testDataKeys.overview(),
    queryFn: ({ signal }) => fetchTestDataOverview(signal),
    retry: false,
  });

export const useTestDataRuns = (page: number) =>
  useQuery({
    queryKey: testDataKeys.runs(page),
    queryFn: ({ signal }) => fetchTestDataRuns(page, signal),
    placeholderData: keepPreviousData,
  });

/** One run, polled every second until it is finished; then the overview and history refresh once. */
export const useTestDataRun = (runId: string | null) => {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: testDataKeys.run(runId ?? ''),
    queryFn: async ({ signal }) => {
      const run = await fetchTestDataRun(runId as string, signal);
      if (!isActiveRun(run.status)) {
        void queryClient.invalidateQueries({ queryKey: testDataKeys.overview() });
        void queryClient.invalidateQueries({ queryKey: [...testDataKeys.all, 'runs'] });
      }
      return run;
    },
    enabled: runId !== null,
    refetchInterval: (query) => (query.state.data && !isActiveRun(query.state.data.status) ? false : POLL_MS),
  });
};

export const useStartTestDataRun = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postTestDataRun,
    onSuccess: (run) => {
      queryClient.setQueryData(testDataKeys.run(run.id), run);
      void queryClient.invalidateQueries({ queryKey: [...testDataKeys.all, 'runs'] });
    },
  });
};

export const useCancelTestDataRun = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postCancelTestDataRun,
    onSuccess: (run) => queryClient.setQueryData(testDataKeys.run(run.id), run),
  });
};
