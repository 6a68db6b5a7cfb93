import {
  type InfiniteData,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ConversationTarget, MessagePage, ResolveReportBody } from '@core/schemas/messages';
import { isApiError } from '@web/lib/api';
import * as api from './api';

/** One key factory for direct messages. */
export const messageKeys = {
  all: ['messages'] as const,
  list: (page: number) => ['messages', 'conversations', page] as const,
  conversation: (id: string) => ['messages', 'conversation', id] as const,
  thread: (id: string) => ['messages', 'thread', id] as const,
  reports: (status: string, page: number) => ['messages', 'admin', 'reports', status, page] as const,
  report: (id: string) => ['messages', 'admin', 'report', id] as const,
};

/** While the realtime stream is not open, lists and threads refetch this often (live.ts). */
export const LIVE_REFETCH_MS = 10_000;

const notRetriedOnRefusal = (count: number, error: unknown) =>
  !(isApiError(error) && error.status >= 400 && error.status < 500) && count < 2;

export const useConversations = (page: number, refetchInterval: number | false = LIVE_REFETCH_MS) =>
  useQuery({
    queryKey: messageKeys.list(page),
    queryFn: ({ signal }) => api.fetchConversations(page, signal),
    placeholderData: keepPreviousData,
    refetchInterval,
    retry: notRetriedOnRefusal,
  });

export const useConversation = (id: string, refetchInterval: number | false = LIVE_REFETCH_MS) =>
  useQuery({
    queryKey: messageKeys.conversation(id),
    queryFn: ({ signal }) => api.fetchConversation(id, signal),
    retry: notRetriedOnRefusal,
    refetchInterval,
  });

export const useThread = (id: string, refetchInterval: number | false = LIVE_REFETCH_MS) =>
  useInfiniteQuery({
    queryKey: messageKeys.thread(id),
    queryFn: ({ pageParam, signal }) => api.fetchMessages(id, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: MessagePage) => (last.hasMore ? last.items.at(-1)?.id : undefined),
    retry: notRetriedOnRefusal,
    refetchInterval,
  });

/** Everything about messages is stale after a send, a read, a block. */
const useInvalidateMessages = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: messageKeys.all });
};

export const useSendMessage = (conversationId: string) => {
  const client = useQueryClient();
  const invalidate = useInvalidateMessages();
  return useMutation({
    mutationFn: (content: string) => api.sendMessage(conversationId, content),
    onSuccess: (message) => {
      // Show the sent message at once (newest first in the first page), then refetch.
      client.setQueryData<InfiniteData<MessagePage, string | undefined>>(
        messageKeys.thread(conversationId),
        (old) => {
          if (!old || old.pages.length === 0) return old;
          const [first, ...rest] = old.pages;
          if (!first || first.items.some((m) => m.id === message.id)) return old;
          return { ...old, pages: [{ ...first, items: [message, ...first.items] }, ...rest] };
        },
      );
      void invalidate();
    },
  });
};

export const useMarkRead = () => {
  const invalidate = useInvalidateMessages();
  return useMutation({
    mutationFn: (conversationId: string) => api.markRead(conversationId),
    onSuccess: (result) => {
      if (result.updated > 0) void invalidate();
    },
  });
};

export const useStartConversation = () => {
  const invalidate = useInvalidateMessages();
  return useMutation({
    mutationFn: ({ to, content }: { to: ConversationTarget; content: string }) =>
      api.startConversation(to, content),
    onSuccess: () => void invalidate(),
  });
};

export const useSetBlocked = () => {
  const invalidate = useInvalidateMessages();
  return useMutation({
    mutationFn: ({ userId, blocked }: { userId: string; blocked: boolean }) =>
      api.setBlocked(userId, blocked),
    onSuccess: () => void invalidate(),
  });
};

export const useReportConversation = () => {
  const invalidate = useInvalidateMessages();
  return useMutation({
    mutationFn: ({ conversationId, reason }: { conversationId: string; reason: string }) =>
      api.reportConversation(conversationId, reason),
    onSuccess: () => void invalidate(),
  });
};

export const useConversationReports = (status: string, page: number) =>
  useQuery({
    queryKey: messageKeys.reports(status, page),
    queryFn: ({ signal }) => api.fetchReports(status, page, signal),
    placeholderData: keepPreviousData,
    retry: notRetriedOnRefusal,
  });

export const useConversationReport = (id: string | null) =>
  useQuery({
    queryKey: messageKeys.report(id ?? ''),
    queryFn: ({ signal }) => api.fetchReport(id ?? '', signal),
    enabled: id !== null,
    retry: notRetriedOnRefusal,
  });

export const useDecideReport = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ResolveReportBody }) => api.decideReport(id, body),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['messages', 'admin'] }),
  });
};
