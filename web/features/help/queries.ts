import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminHelpArticleInput,
  type AdminHelpArticlePatch,
  type HelpArticle,
  helpArticleQueryKey,
} from '@core/schemas/help';
import type { HelpSearchParams } from '@core/domain/help';
import { helpOverviewQueryKey, helpSearchQueryKey } from '@core/domain/initialData';
import { isApiError } from '@web/lib/api';
import {
  type AdminHelpListParams,
  createHelpArticle,
  deleteHelpArticle,
  fetchAdminHelpArticle,
  fetchAdminHelpArticles,
  fetchHelpArticle,
  fetchHelpOverview,
  fetchHelpSearch,
  patchHelpArticle,
  postHelpFeedback,
  postHelpView,
  previewHelpMarkdown,
} from './api';

export const helpKeys = {
  all: ['help'] as const,
  /** Seeded by the server on /support (modules/help centerPage.ts), as is the search: keys from core. */
  overview: helpOverviewQueryKey,
  search: helpSearchQueryKey,
  /** Equal to core's helpArticleQueryKey: the server seeds it on the article pages. */
  article: helpArticleQueryKey,
  admin: () => [...helpKeys.all, 'admin'] as const,
  adminList: (params: AdminHelpListParams) => [...helpKeys.admin(), 'list', params] as const,
  adminOne: (id: string) => [...helpKeys.admin(), 'one', id] as const,
};

const notRetriedOn404 = (count: number, error: unknown) =>
  !(isApiError(error) && (error.status === 404 || error.status === 403)) && count < 2;

/** Help content changes rarely: five minutes fresh, like the other public reference data (spec §9). */
const HELP_STALE_MS = 5 * 60_000;

export const useHelpOverview = () =>
  useQuery({
    queryKey: helpKeys.overview(),
    queryFn: ({ signal }) => fetchHelpOverview(signal),
    staleTime: HELP_STALE_MS,
  });

/** Search results as the visitor types; the previous results stay while the next ones load. */
export const useHelpSearch = (params: HelpSearchParams, enabled: boolean) =>
  useQuery({
    queryKey: helpKeys.search(params),
    queryFn: ({ signal }) => fetchHelpSearch(params, signal),
    staleTime: HELP_STALE_MS,
    placeholderData: keepPreviousData,
    enabled,
  });

export const useHelpArticle = (slug: string) =>
  useQuery({
    queryKey: helpKeys.article(slug),
    queryFn: ({ signal }) => fetchHelpArticle(slug, signal),
    staleTime: HELP_STALE_MS,
    retry: notRetriedOn404,
  });

export const useCountHelpView = () => useMutation({ mutationFn: (slug: string) => postHelpView(slug) });

/** 'Was dit nuttig?': the answer's new counts go straight into the article's cache entry. */
export const useHelpFeedback = (slug: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (helpful: boolean) => postHelpFeedback(slug, helpful),
    onSuccess: ({ helpful, notHelpful }) =>
      client.setQueryData<HelpArticle>(helpKeys.article(slug), (old) =>
        old ? { ...old, feedback: { helpful, notHelpful } } : old,
      ),
  });
};

export const useAdminHelpArticles = (params: AdminHelpListParams) =>
  useQuery({
    queryKey: helpKeys.adminList(params),
    queryFn: ({ signal }) => fetchAdminHelpArticles(params, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminHelpArticle = (id: string) =>
  useQuery({
    queryKey: helpKeys.adminOne(id),
    queryFn: ({ signal }) => fetchAdminHelpArticle(id, signal),
    retry: notRetriedOn404,
    enabled: id !== '',
  });

/** Every write refreshes the admin list and the public help pages. */
const useInvalidate = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: helpKeys.all });
};

export const useCreateHelpArticle = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: AdminHelpArticleInput) => createHelpArticle(body),
    onSuccess: invalidate,
  });
};

export const usePatchHelpArticle = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AdminHelpArticlePatch }) => patchHelpArticle(id, body),
    onSuccess: invalidate,
  });
};

export const useDeleteHelpArticle = () => {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: string) => deleteHelpArticle(id), onSuccess: invalidate });
};

/** The admin's 'Voorbeeld' tab: Markdown rendered by the server's one sanitiser. */
export const usePreviewHelpMarkdown = () =>
  useMutation({ mutationFn: (content: string) => previewHelpMarkdown(content) });
