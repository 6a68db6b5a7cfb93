import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InterestsDto } from '@core/schemas/recommendations';
import { fetchInterests, fetchRecommendations, saveInterestCategories, savePersonalisation } from './api';

export const recommendationKeys = {
  all: ['recommendations'] as const,
  interests: () => [...recommendationKeys.all, 'interests'] as const,
  list: () => [...recommendationKeys.all, 'list'] as const,
};

/** My interests and personalisation (one row behind both screens). */
export const useInterests = () =>
  useQuery({
    queryKey: recommendationKeys.interests(),
    queryFn: ({ signal }) => fetchInterests(signal),
  });

/** A save of either screen: the answer is the new row; the recommendations rank anew. */
const useSaveInterests = <B>(save: (body: B) => Promise<InterestsDto>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: async (saved) => {
      queryClient.setQueryData(recommendationKeys.interests(), saved);
      await queryClient.invalidateQueries({ queryKey: recommendationKeys.list() });
    },
  });
};

export const useSaveInterestCategories = () => useSaveInterests(saveInterestCategories);
export const useSavePersonalisation = () => useSaveInterests(savePersonalisation);

/** /dashboard/aanbevolen: pages of 12, 'Meer laden' fetches the next. */
export const useRecommendations = () =>
  useInfiniteQuery({
    queryKey: recommendationKeys.list(),
    queryFn: ({ pageParam, signal }) => fetchRecommendations(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
