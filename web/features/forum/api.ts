import type {
  ForumCategory,
  ForumCategoryInput,
  ForumCategoryList,
  ForumCategoryPatch,
  ForumPost,
  ForumPostInput,
  ForumPostPage,
  ForumReport,
  ForumReportInput,
  ForumReportPage,
  ForumReportStatus,
  ForumStats,
  ForumTarget,
  ForumTopicDetail,
  ForumTopicInput,
  ForumTopicListParams,
  ForumTopicModeration,
  ForumTopicPage,
  ForumTopicPatch,
  ForumVoteInput,
  ForumVoteResult,
  LeaderboardPage,
  MyForumPostPage,
  TopicStatus,
} from '@core/schemas/forum';
import { apiFetch } from '@web/lib/api';

/** Fetchers of the forum API (spec §7), typed by the contract in core/schemas/forum.ts. */

const id = (value: string) => encodeURIComponent(value);

export const fetchCategories = (signal?: AbortSignal) =>
  apiFetch<ForumCategoryList>('/api/forum/categories', { signal });

export const fetchCategory = (slug: string, signal?: AbortSignal) =>
  apiFetch<ForumCategory>(`/api/forum/categories/${id(slug)}`, { signal });

export const fetchStats = (recent: number, signal?: AbortSignal) =>
  apiFetch<ForumStats>('/api/forum/stats', { query: { recent }, signal });

/** The list query as the web sends it (the contract's input type coerces page and limit from strings). */
export type TopicListQuery = ForumTopicListParams;

export const fetchTopics = (query: TopicListQuery, signal?: AbortSignal) =>
  apiFetch<ForumTopicPage>('/api/forum/topics', { query, signal });

export const fetchTopic = (slug: string, signal?: AbortSignal) =>
  apiFetch<ForumTopicDetail>(`/api/forum/topics/${id(slug)}`, { signal });

export const countTopicView = (topicId: string) =>
  apiFetch<unknown>(`/api/forum/topics/${id(topicId)}/view`, { method: 'POST', body: {} });

export const fetchPosts = (topicId: string, page: number, signal?: AbortSignal) =>
  apiFetch<ForumPostPage>(`/api/forum/topics/${id(topicId)}/posts`, { query: { page }, signal });

export const fetchLeaderboard = (page: number, signal?: AbortSignal) =>
  apiFetch<LeaderboardPage>('/api/forum/leaderboard', { query: { page }, signal });

export const createTopic = (body: ForumTopicInput) =>
  apiFetch<ForumTopicDetail>('/api/forum/topics', { method: 'POST', body });

export const updateTopic = (topicId: string, body: ForumTopicPatch) =>
  apiFetch<ForumTopicDetail>(`/api/forum/topics/${id(topicId)}`, { method: 'PATCH', body });

export const deleteTopic = (topicId: string) =>
  apiFetch<unknown>(`/api/forum/topics/${id(topicId)}`, { method: 'DELETE' });

export const setTopicStatus = (topicId: string, status: TopicStatus) =>
  apiFetch<ForumTopicDetail>(`/api/forum/topics/${id(topicId)}/status`, { method: 'POST', body: { status } });

export const moderateTopic = (topicId: string, body: ForumTopicModeration) =>
  apiFetch<ForumTopicDetail>(`/api/forum/topics/${id(topicId)}/moderation`, { method: 'POST', body });

export const createPost = (topicId: string, body: ForumPostInput) =>
  apiFetch<ForumPost>(`/api/forum/topics/${id(topicId)}/posts`, { method: 'POST', body });

export const updatePost = (postId: string, content: string) =>
  apiFetch<ForumPost>(`/api/forum/posts/${id(postId)}`, { method: 'PATCH', body: { content } });

export const deletePost = (postId: string) =>
  apiFetch<unknown>(`/api/forum/posts/${id(postId)}`, { method: 'DELETE' });

export const moderatePost = (postId: string, isHidden: boolean) =>
  apiFetch<ForumPost>(`/api/forum/posts/${id(postId)}/moderation`, { method: 'POST', body: { isHidden } });

export const castVote = (body: ForumVoteInput) =>
  apiFetch<ForumVoteResult>('/api/forum/votes', { method: 'PUT', body });

export const reportContent = (body: ForumReportInput) =>
  apiFetch<unknown>('/api/forum/reports', { method: 'POST', body });

export const fetchMyTopics = (page: number, signal?: AbortSignal) =>
  apiFetch<ForumTopicPage>('/api/forum/me/topics', { query: { page }, signal });

export const fetchMyPosts = (page: number, signal?: AbortSignal) =>
  apiFetch<MyForumPostPage>('/api/forum/me/posts', { query: { page }, signal });

export const fetchReports = (status: ForumReportStatus, page: number, signal?: AbortSignal) =>
  apiFetch<ForumReportPage>('/api/admin/forum/reports', { query: { status, page }, signal });

export const decideReport = (reportId: string, status: 'resolved' | 'dismissed') =>
  apiFetch<ForumReport>(`/api/admin/forum/reports/${id(reportId)}`, { method: 'POST', body: { status } });

export const fetchAdminCategories = (signal?: AbortSignal) =>
  apiFetch<ForumCategoryList>('/api/admin/forum/categories', { signal });

export const createCategory = (body: ForumCategoryInput) =>
  apiFetch<ForumCategory>('/api/admin/forum/categories', { method: 'POST', body });

export const updateCategory = (categoryId: string, body: ForumCategoryPatch) =>
  apiFetch<ForumCategory>(`/api/admin/forum/categories/${id(categoryId)}`, { method: 'PATCH', body });

export const orderCategories = (ids: string[]) =>
  apiFetch<unknown>('/api/admin/forum/categories/order', { method: 'POST', body: { ids } });

export type { ForumTarget };
