import type {
  InterestCategoriesBody,
  InterestsDto,
  PersonalisationBody,
  RecommendationsResponse,
} from '@core/schemas/recommendations';
import { apiFetch } from '@web/lib/api';

/** GET /api/me/interests: my types, home city, radius and languages. */
export const fetchInterests = (signal?: AbortSignal): Promise<InterestsDto> =>
  apiFetch<InterestsDto>('/api/me/interests', { signal });

/** PUT /api/me/interests/categories (/dashboard/interesses). */
export const saveInterestCategories = (body: InterestCategoriesBody): Promise<InterestsDto> =>
  apiFetch<InterestsDto>('/api/me/interests/categories', { method: 'PUT', body });

/** PUT /api/me/interests/personalisation (/dashboard/personalisatie). */
export const savePersonalisation = (body: PersonalisationBody): Promise<InterestsDto> =>
  apiFetch<InterestsDto>('/api/me/interests/personalisation', { method: 'PUT', body });

/** GET /api/me/recommendations: one page of 12 ranked events with their reasons. */
export const fetchRecommendations = (page: number, signal?: AbortSignal): Promise<RecommendationsResponse> =>
  apiFetch<RecommendationsResponse>('/api/me/recommendations', { query: { page }, signal });
