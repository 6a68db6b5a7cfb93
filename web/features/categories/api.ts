import type { CategoryTreeResponse } from '@core/schemas/categories';
import { apiFetch } from '@web/lib/api';

/** GET /api/categories: the nine main types with their subtypes. */
export const fetchCategoryTree = (signal?: AbortSignal): Promise<CategoryTreeResponse> =>
  apiFetch<CategoryTreeResponse>('/api/categories', { signal });
