import type {
  DashboardReviewsResponse,
  ReviewEligibilityResponse,
  ReviewInput,
  ReviewItem,
  ReviewListResponse,
  ReviewSubjectType,
  ReviewValidateResponse,
} from '@core/schemas/reviews';
import { apiFetch } from '@web/lib/api';

export type ReviewSubjectRef = { subjectType: ReviewSubjectType; subject: string };

export const fetchReviews = (ref: ReviewSubjectRef, page: number, signal?: AbortSignal) =>
  apiFetch<ReviewListResponse>('/api/reviews', { query: { ...ref, page }, signal });

export const fetchEligibility = (ref: ReviewSubjectRef, signal?: AbortSignal) =>
  apiFetch<ReviewEligibilityResponse>('/api/reviews/eligibility', { query: ref, signal });

export const validateReview = (input: ReviewInput) =>
  apiFetch<ReviewValidateResponse>('/api/reviews/validate', { method: 'POST', body: input });

export const postReview = (input: ReviewInput) =>
  apiFetch<{ review: ReviewItem; message: string }>('/api/reviews', { method: 'POST', body: input });

export const postReply = (type: ReviewSubjectType, id: string, text: string) =>
  apiFetch<{ message: string }>(`/api/reviews/${type}/${id}/replies`, { method: 'POST', body: { text } });

export const postReport = (type: ReviewSubjectType, id: string) =>
  apiFetch<{ message: string }>(`/api/reviews/${type}/${id}/report`, { method: 'POST' });

export const patchVisibility = (type: ReviewSubjectType, id: string, isVisible: boolean) =>
  apiFetch<{ isVisible: boolean }>(`/api/admin/reviews/${type}/${id}`, {
    method: 'PATCH',
    body: { isVisible },
  });

export type ReceivedQuery = { scope: 'all' | 'unanswered'; profile?: ReviewSubjectType | undefined };

export const fetchReceived = (query: ReceivedQuery, page: number, signal?: AbortSignal) =>
  apiFetch<DashboardReviewsResponse>('/api/dashboard/reviews', { query: { ...query, page }, signal });

export const fetchUnansweredCount = (signal?: AbortSignal) =>
  apiFetch<{ count: number }>('/api/dashboard/reviews/unanswered-count', { signal });
