import { QueryClient } from '@tanstack/react-query';
import { seedQueryClient } from './initialData';
import { queryRetryDelay, shouldRetryQuery } from './retryPolicy';

/**
 * Query defaults of spec §9: 2 min stale, 30 min cache, no focus refetch, refetch on reconnect. The client
 * starts with the data the server put into the page (initialData.ts).
 */
export const createQueryClient = (): QueryClient => {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 2 * 60_000,
        gcTime: 30 * 60_000,
        refetchOnWindowFocus: false,
        refetchOnReconnect: true,
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
      },
      // A retried mutation could submit twice (double contact message, double booking).
      mutations: { retry: false },
    },
  });
  seedQueryClient(client);
  return client;
};
