import type {
  AdminCategoryDto,
  AdminCategoryList,
  CategoryCreateBody,
  CategoryUpdateBody,
} from '@core/schemas/categories';
import { apiFetch } from '@web/lib/api';

export const fetchAdminCategories = (signal?: AbortSignal) =>
  apiFetch<AdminCategoryList>('/api/admin/categories', signal ? { signal } : {});

export const postCategory = (body: Partial<CategoryCreateBody>) =>
  apiFetch<AdminCategoryDto>('/api/admin/categories', { method: 'POST', body });

export const patchCategory = (id: string, body: Partial<CategoryUpdateBody>) =>
  apiFetch<AdminCategoryDto>(`/api/admin/categories/${id}`, { method: 'PATCH', body });

export const deleteCategory = (id: string) =>
  apiFetch<null>(`/api/admin/categories/${id}`, { method: 'DELETE' });

export const postCategoryOrder = (ids: string[]) =>
  apiFetch<AdminCategoryList>('/api/admin/categories/reorder', { method: 'POST', body: { ids } });
