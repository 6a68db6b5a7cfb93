import type {
  AdminHelpArticle,
  AdminHelpArticleInput,
  AdminHelpArticlePatch,
  AdminHelpList,
  AdminHelpPreview,
  HelpArticle,
  HelpFeedbackResponse,
  HelpOverview,
  HelpSearchResponse,
  HelpViewResponse,
} from '@core/schemas/help';
import { type HelpSearchParams, helpSearchApiQuery } from '@core/domain/help';
import { apiFetch } from '@web/lib/api';

const articleUrl = (slug: string) => `/api/help/articles/${encodeURIComponent(slug)}`;
const adminUrl = (id: string) => `/api/admin/help/articles/${encodeURIComponent(id)}`;

export type { HelpSearchParams };
export type AdminHelpListParams = { q: string; status: 'all' | 'published' | 'draft'; page: number };

export const fetchHelpOverview = (signal?: AbortSignal): Promise<HelpOverview> =>
  apiFetch<HelpOverview>('/api/help/overview', { signal });

export const fetchHelpSearch = (
  params: HelpSearchParams,
  signal?: AbortSignal,
): Promise<HelpSearchResponse> =>
  apiFetch<HelpSearchResponse>('/api/help/search', { query: helpSearchApiQuery(params), signal });

export const fetchHelpArticle = (slug: string, signal?: AbortSignal): Promise<HelpArticle> =>
  apiFetch<HelpArticle>(articleUrl(slug), { signal });

export const postHelpView = (slug: string): Promise<HelpViewResponse> =>
  apiFetch<HelpViewResponse>(`${articleUrl(slug)}/view`, { method: 'POST' });

export const postHelpFeedback = (slug: string, helpful: boolean): Promise<HelpFeedbackResponse> =>
  apiFetch<HelpFeedbackResponse>(`${articleUrl(slug)}/feedback`, { method: 'POST', body: { helpful } });

export const fetchAdminHelpArticles = (
  params: AdminHelpListParams,
  signal?: AbortSignal,
): Promise<AdminHelpList> =>
  apiFetch<AdminHelpList>('/api/admin/help/articles', {
    query: {
      q: params.q,
      status: params.status === 'all' ? undefined : params.status,
      page: params.page > 1 ? params.page : undefined,
    },
    signal,
  });

export const fetchAdminHelpArticle = (id: string, signal?: AbortSignal): Promise<AdminHelpArticle> =>
  apiFetch<AdminHelpArticle>(adminUrl(id), { signal });

export const createHelpArticle = (body: AdminHelpArticleInput): Promise<AdminHelpArticle> =>
  apiFetch<AdminHelpArticle>('/api/admin/help/articles', { method: 'POST', body });

export const patchHelpArticle = (id: string, body: AdminHelpArticlePatch): Promise<AdminHelpArticle> =>
  apiFetch<AdminHelpArticle>(adminUrl(id), { method: 'PATCH', body });

export const deleteHelpArticle = (id: string): Promise<{ deleted: true }> =>
  apiFetch<{ deleted: true }>(adminUrl(id), { method: 'DELETE' });

export const previewHelpMarkdown = (content: string): Promise<AdminHelpPreview> =>
  apiFetch<AdminHelpPreview>('/api/admin/help/preview', { method: 'POST', body: { content } });
