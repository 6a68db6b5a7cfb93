import type {
  ConversationPage,
  ConversationReportPage,
  ConversationReportView,
  ConversationStarted,
  ConversationTarget,
  ConversationView,
  MessageDto,
  MessagePage,
  ReadResult,
  ResolveReportBody,
} from '@core/schemas/messages';
import { apiFetch } from '@web/lib/api';

const id = (value: string) => encodeURIComponent(value);

export const fetchConversations = (page: number, signal?: AbortSignal) =>
  apiFetch<ConversationPage>('/api/me/conversations', { query: { page }, signal });

export const fetchConversation = (conversationId: string, signal?: AbortSignal) =>
  apiFetch<ConversationView>(`/api/conversations/${id(conversationId)}`, { signal });

export const fetchMessages = (conversationId: string, before: string | undefined, signal?: AbortSignal) =>
  apiFetch<MessagePage>(`/api/conversations/${id(conversationId)}/messages`, {
    query: { before, limit: 30 },
    signal,
  });

export const startConversation = (to: ConversationTarget, content: string) =>
  apiFetch<ConversationStarted>('/api/conversations', { method: 'POST', body: { to, content } });

export const sendMessage = (conversationId: string, content: string) =>
  apiFetch<MessageDto>(`/api/conversations/${id(conversationId)}/messages`, {
    method: 'POST',
    body: { content },
  });

export const markRead = (conversationId: string) =>
  apiFetch<ReadResult>(`/api/conversations/${id(conversationId)}/read`, { method: 'POST' });

export const reportConversation = (conversationId: string, reason: string) =>
  apiFetch<{ id: string }>(`/api/conversations/${id(conversationId)}/report`, {
    method: 'POST',
    body: { reason },
  });

export const setBlocked = (userId: string, blocked: boolean) =>
  apiFetch<void>(`/api/me/blocks/${id(userId)}`, { method: blocked ? 'PUT' : 'DELETE' });

export const fetchReports = (status: string, page: number, signal?: AbortSignal) =>
  apiFetch<ConversationReportPage>('/api/admin/conversation-reports', { query: { status, page }, signal });

export const fetchReport = (reportId: string, signal?: AbortSignal) =>
  apiFetch<ConversationReportView>(`/api/admin/conversation-reports/${id(reportId)}`, { signal });

export const decideReport = (reportId: string, body: ResolveReportBody) =>
  apiFetch<ConversationReportView>(`/api/admin/conversation-reports/${id(reportId)}`, {
    method: 'POST',
    body,
  });
