import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReviewInput, ReviewSubjectType } from '@core/schemas/reviews';
import {
  type ReceivedQuery,
  type ReviewSubjectRef,
  fetchEligibility,
  fetchReceived,
  fetchReviews,
  fetchUnansweredCount,
  patchVisibility,
  postReply,
  postReport,
  postReview,
} from './api';

export const reviewKeys = {
  all: ['reviews'] as const,
  list: (ref: ReviewSubjectRef) => [...reviewKeys.all, 'list', ref] as const,
  eligibility: (ref: ReviewSubjectRef) => [...reviewKeys.all, 'eligibility', ref] as const,
  received: (query: ReceivedQuery) => [...reviewKeys.all, 'received', query] as const,
  unanswered: () => [...reviewKeys.all, 'unanswered'] as const,
};

type Page = { page: number; pageSize: number; total: number };
const nextPage = (last: Page) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined);

/** A profile's reviews, page by page ('Meer reviews'). */
export const useReviews = (ref: ReviewSubjectRef, enabled = true) =>
  useInfiniteQuery({
    queryKey: reviewKeys.list(ref),
    queryFn: ({ pageParam, signal }) => fetchReviews(ref, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled,
  });

export const useEligibility = (ref: ReviewSubjectRef, enabled: boolean) =>
  useQuery({
    queryKey: reviewKeys.eligibility(ref),
    queryFn: ({ signal }) => fetchEligibility(ref, signal),
    enabled,
    retry: false,
  });

export const useReceivedReviews = (query: ReceivedQuery) =>
  useInfiniteQuery({
    queryKey: reviewKeys.received(query),
    queryFn: ({ pageParam, signal }) => fetchReceived(query, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/** The menu badge: received reviews without a reply (only asked for when `enabled`). */
export const useUnansweredCount = (enabled: boolean) =>
  useQuery({
    queryKey: reviewKeys.unanswered(),
    queryFn: ({ signal }) => fetchUnansweredCount(signal),
    enabled,
    staleTime: 60_000,
  });

/** Every change refreshes every review list, the eligibility and the badge (they are small). */
const useInvalidateReviews = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: reviewKeys.all });
};

export const useCreateReview = () => {
  const invalidate = useInvalidateReviews();
  return useMutation({ mutationFn: (input: ReviewInput) => postReview(input), onSuccess: invalidate });
};

type Target = { type: ReviewSubjectType; id: string };

export const useReplyToReview = () => {
  const invalidate = useInvalidateReviews();
  return useMutation({
    mutationFn: ({ type, id, text }: Target & { text: string }) => postReply(type, id, text),
    onSuccess: invalidate,
  });
};

export const useReportReview = () =>
  useMutation({ mutationFn: ({ type, id }: Target) => postReport(type, id) });

export const useSetReviewVisibility = () => {
  const invalidate = useInvalidateReviews();
  return useMutation({
    mutationFn: ({ type, id, isVisible }: Target & { isVisible: boolean }) =>
      patchVisibility(type, id, isVisible),
    onSuccess: invalidate,
  });
};

/** The profile summary of the first review page (name, link, rating): shares the list's cache. */
export const useReviewSubject = (ref: ReviewSubjectRef) => {
  const query = useReviews(ref);
  return { ...query, data: query.data?.pages[0]?.subject };
};
