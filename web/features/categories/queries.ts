import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchCategoryTree } from './api';

export const categoryKeys = {
  all: ['categories'] as const,
  tree: () => [...categoryKeys.all, 'tree'] as const,
};

const HOUR = 60 * 60_000;

/** Spec §9: the category list is cached for an hour and refetched hourly. */
export const useCategoryTree = (enabled = true) =>
  useQuery({
    queryKey: categoryKeys.tree(),
    queryFn: ({ signal }) => fetchCategoryTree(signal),
    staleTime: HOUR,
    refetchInterval: HOUR,
    enabled,
  });

/**
 * Display name of a main type: the name from the API when loaded, otherwise the built-in translation
 * (spec §8: category load errors fall back to default entries).
 */
export const useMainTypeName = (enabled = true): ((slug: string) => string) => {
  const { t, i18n } = useTranslation('common');
  const { data } = useCategoryTree(enabled);
  return useCallback(
    (slug: string) => {
      // The API names are Dutch; in English the translated names read better.
      const apiName =
        i18n.resolvedLanguage === 'nl' ? data?.items.find((c) => c.slug === slug)?.name : undefined;
      return apiName ?? t(`eventTypes.${slug}`, { defaultValue: slug });
    },
    [data, i18n.resolvedLanguage, t],
  );
};
