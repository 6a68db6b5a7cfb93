import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FORUM_SIDEBAR_RECENT_ACTIVITY } from '@core/domain/forum';
import {
  forumCategoriesQueryKey,
  forumStatsQueryKey,
  forumTopicQueryKey,
  forumTopicsQueryKey,
} from '@core/domain/initialData';
import type {
  ForumCategoryInput,
  ForumCategoryPatch,
  ForumPostInput,
  ForumReportInput,
  ForumReportStatus,
  ForumTopicDetail,
  ForumTopicInput,
  ForumTopicModeration,
  ForumTopicPatch,
  ForumVoteInput,
  TopicStatus,
} from '@core/schemas/forum';
import { isApiError } from '@web/lib/api';
import * as api from './api';

/**
 * One key factory for the forum (house rule 10). The keys the server embeds (categories, stats and topic lists
 * on /community, the topic on topic pages) come from core, so both sides build them alike.
 */
export const forumKeys = {
  all: ['forum'] as const,
  categories: forumCategoriesQueryKey,
  category: (slug: string) => ['forum', 'category', slug] as const,
  stats: forumStatsQueryKey,
  topics: forumTopicsQueryKey,
  topic: forumTopicQueryKey,
  posts: (topicId: string, page: number) => ['forum', 'posts', topicId, page] as const,
  leaderboard: (page: number) => ['forum', 'leaderboard', page] as const,
  myTopics: (page: number) => ['forum', 'me', 'topics', page] as const,
  myPosts: (page: number) => ['forum', 'me', 'posts', page] as const,
  reports: (status: ForumReportStatus, page: number) => ['forum', 'admin', 'reports', status, page] as const,
  adminCategories: () => ['forum', 'admin', 'categories'] as const,
};

const notRetriedOn404 = (count: number, error: unknown) =>
  !(isApiError(error) && (error.status === 404 || error.status === 403)) && count < 2;

/** Spec §9: categories cached an hour. */
export const useForumCategories = () =>
  useQuery({
    queryKey: forumKeys.categories(),
    queryFn: ({ signal }) => api.fetchCategories(signal),
    staleTime: 60 * 60_000,
  });

export const useForumCategory = (slug: string) =>
  useQuery({
    queryKey: forumKeys.category(slug),
    queryFn: ({ signal }) => api.fetchCategory(slug, signal),
    retry: notRetriedOn404,
  });

/** Spec §9: forum stats stale after 5 minutes; 6 recent items in the sidebar. */
export const useForumStats = () =>
  useQuery({
    queryKey: forumKeys.stats(),
    queryFn: ({ signal }) => api.fetchStats(FORUM_SIDEBAR_RECENT_ACTIVITY, signal),
    staleTime: 5 * 60_000,
  });

export const useForumTopics = (query: api.TopicListQuery, enabled = true) =>
  useQuery({
    queryKey: forumKeys.topics(query),
    queryFn: ({ signal }) => api.fetchTopics(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useForumTopic = (slug: string) =>
  useQuery({
    queryKey: forumKeys.topic(slug),
    queryFn: ({ signal }) => api.fetchTopic(slug, signal),
    retry: notRetriedOn404,
    enabled: slug !== '',
  });

export const useTopicPosts = (topicId: string, page: number) =>
  useQuery({
    queryKey: forumKeys.posts(topicId, page),
    queryFn: ({ signal }) => api.fetchPosts(topicId, page, signal),
    placeholderData: keepPreviousData,
  });

export const useLeaderboard = (page: number) =>
  useQuery({
    queryKey: forumKeys.leaderboard(page),
    queryFn: ({ signal }) => api.fetchLeaderboard(page, signal),
    placeholderData: keepPreviousData,
  });

export const useMyTopics = (page: number) =>
  useQuery({
    queryKey: forumKeys.myTopics(page),
    queryFn: ({ signal }) => api.fetchMyTopics(page, signal),
    placeholderData: keepPreviousData,
  });

export const useMyPosts = (page: number) =>
  useQuery({
    queryKey: forumKeys.myPosts(page),
    queryFn: ({ signal }) => api.fetchMyPosts(page, signal),
    placeholderData: keepPreviousData,
  });

export const useForumReports = (status: ForumReportStatus, page: number) =>
  useQuery({
    queryKey: forumKeys.reports(status, page),
    queryFn: ({ signal }) => api.fetchReports(status, page, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminCategories = () =>
  useQuery({
    queryKey: forumKeys.adminCategories(),
    queryFn: ({ signal }) => api.fetchAdminCategories(signal),
  });

/** Counts the view once when a topic opens (the server counts a visitor once per hour). */
export const useCountTopicView = (topicId: string | undefined) => {
  const { mutate } = useMutation({ mutationFn: api.countTopicView });
  useEffect(() => {
    if (topicId) mutate(topicId);
  }, [topicId, mutate]);
};

/**
 * Every forum write refreshes what the forum shows (lists, counts, the topic, its posts). Not awaited: the
 * refetch may unmount the component that wrote (a resolved report leaves the open list), and TanStack Query
 * skips the caller's own onSuccess (its toast) once that component is gone.
 */
const useInvalidateForum = () => {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: forumKeys.all });
  };
};

/** Puts a fresh topic under both keys it may be read by (the slug of the URL and the id). */
const useStoreTopic = () => {
  const client = useQueryClient();
  return (topic: ForumTopicDetail) => {
    client.setQueryData(forumKeys.topic(topic.slug), topic);
  };
};

export const useCreateTopic = () => {
  const invalidate = useInvalidateForum();
  return useMutation({ mutationFn: (body: ForumTopicInput) => api.createTopic(body), onSuccess: invalidate });
};

export const useUpdateTopic = () => {
  const invalidate = useInvalidateForum();
  const store = useStoreTopic();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ForumTopicPatch }) => api.updateTopic(id, body),
    onSuccess: (topic) => {
      store(topic);
      invalidate();
    },
  });
};

export const useDeleteTopic = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.deleteTopic(id),
    // The topic's own query must not refetch (it is gone): drop it, refresh the lists.
    onSuccess: () => {
      void client.invalidateQueries({
        queryKey: forumKeys.all,
        predicate: (q) => q.queryKey[1] !== 'topic',
      });
    },
  });
};

export const useTopicStatus = () => {
  const invalidate = useInvalidateForum();
  const store = useStoreTopic();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: TopicStatus }) => api.setTopicStatus(id, status),
    onSuccess: (topic) => {
      store(topic);
      invalidate();
    },
  });
};

export const useModerateTopic = () => {
  const invalidate = useInvalidateForum();
  const store = useStoreTopic();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ForumTopicModeration }) => api.moderateTopic(id, body),
    onSuccess: (topic) => {
      store(topic);
      invalidate();
    },
  });
};

export const useCreatePost = () => {
  const invalidate = useInvalidateForum();
  return useMutation({
    mutationFn: ({ topicId, body }: { topicId: string; body: ForumPostInput }) =>
      api.createPost(topicId, body),
    onSuccess: invalidate,
  });
};

export const useUpdatePost = () => {
  const invalidate = useInvalidateForum();
  return useMutation({
    mutationFn: ({ id, content }: { id: string; content: string }) => api.updatePost(id, content),
    onSuccess: invalidate,
  });
};

export const useDeletePost = () => {
  const invalidate = useInvalidateForum();
  return useMutation({ mutationFn: (id: string) => api.deletePost(id), onSuccess: invalidate });
};

export const useModeratePost = () => {
  const invalidate = useInvalidateForum();
  return useMutation({
    mutationFn: ({ id, isHidden }: { id: string; isHidden: boolean }) => api.moderatePost(id, isHidden),
    onSuccess: invalidate,
  });
};

export const useVote = () => {
  const invalidate = useInvalidateForum();
  return useMutation({ mutationFn: (body: ForumVoteInput) => api.castVote(body), onSuccess: invalidate });
};

export const useReport = () =>
  useMutation({ mutationFn: (body: ForumReportInput) => api.reportContent(body) });

export const useDecideReport = () => {
  const invalidate = useInvalidateForum();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'resolved' | 'dismissed' }) =>
      api.decideReport(id, status),
    onSuccess: invalidate,
  });
};

export const useSaveCategory = () => {
  const invalidate = useInvalidateForum();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: ForumCategoryInput | ForumCategoryPatch }) =>
      id ? api.updateCategory(id, body) : api.createCategory(body as ForumCategoryInput),
    onSuccess: invalidate,
  });
};

export const useOrderCategories = () => {
  const invalidate = useInvalidateForum();
  return useMutation({ mutationFn: (ids: string[]) => api.orderCategories(ids), onSuccess: invalidate });
};
