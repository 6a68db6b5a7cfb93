import { useQueryClient } from '@tanstack/react-query';
import type { MessageEvent, MessagesRead } from '@core/schemas/realtime';
import { useRealtimeEvent, useRealtimeState } from '@web/features/realtime';
import { LIVE_REFETCH_MS, messageKeys } from './queries';

/**
 * Keeps /dashboard/berichten live from the tab's one stream: a new message (either member, any tab) or a read
 * receipt refreshes the list, the open thread and the badge. While the stream is not open (connecting,
 * retrying, failed) the queries fall back to refetching every 10 s.
 */
export const useLiveMessages = (): number | false => {
  const client = useQueryClient();
  const state = useRealtimeState();
  const refresh = (conversationId: string) => {
    void client.invalidateQueries({ queryKey: ['messages', 'conversations'] });
    void client.invalidateQueries({ queryKey: messageKeys.conversation(conversationId) });
    void client.invalidateQueries({ queryKey: messageKeys.thread(conversationId) });
    void client.invalidateQueries({ queryKey: ['messages', 'unread-count'] });
  };
  useRealtimeEvent<MessageEvent>('message', (event) => refresh(event.conversationId));
  useRealtimeEvent<MessagesRead>('messages-read', (event) => refresh(event.conversationId));
  return state === 'open' ? false : LIVE_REFETCH_MS;
};
