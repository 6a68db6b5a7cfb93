import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatMessages } from '../../db/schema';

/** The member's unread direct messages (the 'Berichten' badge), on chat_messages_receiver_unread_idx. */
export const unreadMessageCount = async (db: Db, userId: string): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(chatMessages)
    .where(and(eq(chatMessages.receiverId, userId), eq(chatMessages.isRead, false)));
  return row?.n ?? 0;
};
