import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CategoryCreateBody } from '@core/schemas/categories';
import {
  deleteCategory,
  fetchAdminCategories,
  patchCategory,
  postCategory,
  postCategoryOrder,
} from './adminApi';
import { categoryKeys } from './queries';

export const adminCategoryKeys = {
  all: ['admin', 'categories'] as const,
};

export const useAdminCategories = () =>
  useQuery({ queryKey: adminCategoryKeys.all, queryFn: ({ signal }) => fetchAdminCategories(signal) });

/** After a write: the admin list and the public tree (menu, filters) are fetched again. */
const useRefresh = () => {
  const client = useQueryClient();
  return async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: adminCategoryKeys.all }),
      client.invalidateQueries({ queryKey: categoryKeys.all }),
    ]);
  };
};

export type CategorySave = { id: string | null; body: Partial<CategoryCreateBody> };

export const useSaveCategory = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: CategorySave) => (id ? patchCategory(id, body) : postCategory(body)),
    onSuccess: refresh,
  });
};

export const useDeleteCategory = () => {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: string) => deleteCategory(id), onSuccess: refresh });
};

export const useReorderCategories = () => {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (ids: string[]) => postCategoryOrder(ids), onSuccess: refresh });
};
