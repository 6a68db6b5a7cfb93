import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { directorySearchOptions, retryUnlessNotFound } from '@web/features/directories';
import { fetchProfessional, fetchProfessionals, fetchProfessionalTypes } from './api';

export const professionalKeys = {
  all: ['professionals'] as const,
  list: (query: Record<string, string>) => [...professionalKeys.all, 'list', query] as const,
  detail: (idOrSlug: string) => [...professionalKeys.all, 'detail', idOrSlug] as const,
  types: () => [...professionalKeys.all, 'types'] as const,
};

/** Spec §9 loader cache for professionals: 5 minutes. */
const FIVE_MINUTES = 5 * 60_000;
const ONE_HOUR = 60 * 60_000;

/** The directory, page by page (infinite scroll); the previous results stay while a new filter loads. */
export const useProfessionalSearch = (query: Record<string, string>, enabled = true) =>
  useInfiniteQuery(
    directorySearchOptions({
      queryKey: professionalKeys.list(query),
      fetchPage: fetchProfessionals,
      query,
      staleTime: FIVE_MINUTES,
      enabled,
    }),
  );

/** The type filter's options (they change rarely). */
export const useProfessionalTypes = () =>
  useQuery({
    queryKey: professionalKeys.types(),
    queryFn: ({ signal }) => fetchProfessionalTypes(signal),
    staleTime: ONE_HOUR,
    select: (data) => data.types,
  });

/** The profile page; an unknown professional (404) is not retried. */
export const useProfessionalDetail = (idOrSlug: string) =>
  useQuery({
    queryKey: professionalKeys.detail(idOrSlug),
    queryFn: ({ signal }) => fetchProfessional(idOrSlug, signal),
    staleTime: FIVE_MINUTES,
    retry: retryUnlessNotFound,
  });
