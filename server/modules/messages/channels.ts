import { z } from 'zod';
import { MessagesRead, MessageEvent } from '../../../core/schemas/realtime';
import { defineChannel } from '../../realtime';

/**
 * Realtime channel of direct messages (issue 15): sending a message notifies both members (the sender's other
 * tabs too), reading a conversation notifies the other member (read receipts). pg_notify inside the
 * transaction, keyed by the member who should receive it.
 */
export const ChatMessage = z.discriminatedUnion('event', [
  z.object({ event: z.literal('message'), userId: z.string().uuid(), payload: MessageEvent }),
  z.object({ event: z.literal('messages-read'), userId: z.string().uuid(), payload: MessagesRead }),
]);
export type ChatMessage = z.infer<typeof ChatMessage>;

export const chatChannel = defineChannel<ChatMessage>({
  name: 'kring_messages',
  schema: ChatMessage,
  keyOf: (message) => message.userId,
});
