import { and, count, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  chatMessages,
  conversationReports,
  conversations,
  memberBlocks,
  organizationProfiles,
  profiles,
} from '../../db/schema';
import { type ChatMessage, chatChannel } from './channels';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Writer = Db | Tx;

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;

/** The pair as stored: user_a < user_b (conversations_pair_ordered), so one conversation per pair. */
export const orderedPair = (a: string, b: string) =>
  a < b ? { userA: a, userB: b } : { userA: b, userB: a };

const memberOf = (userId: string) => or(eq(conversations.userA, userId), eq(conversations.userB, userId));

/** What the thread header and lists show of a member: name (organisation first), avatar, public profile. */
export const selectMembers = async (db: Writer, userIds: readonly string[]) => {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: profiles.id,
      fullName: profiles.fullName,
      email: profiles.email,
      avatarUrl: profiles.avatarUrl,
      slug: profiles.slug,
      isPublic: profiles.isPublic,
      suspendedAt: profiles.suspendedAt,
      joinDate: profiles.joinDate,
      organizationName: sql<string | null>`(select ${organizationProfiles.organizationName}
        from ${organizationProfiles} where ${organizationProfiles.userId} = ${profiles.id}
        order by ${organizationProfiles.createdAt} limit 1)`,
    })
    .from(profiles)
    .where(inArray(profiles.id, [...new Set(userIds)]));
};
export type MemberRow = Awaited<ReturnType<typeof selectMembers>>[number];

/** The conversation if this member is one of its two (anybody else: null, so a 404 reveals nothing). */
export const selectConversationFor = async (db: Writer, id: string, userId: string) => {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, id), memberOf(userId)))
    .limit(1);
  return row ?? null;
};

export const selectConversation = async (db: Writer, id: string) => {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id)).limit(1);
  return row ?? null;
};

export const selectConversationOfPair = async (db: Writer, a: string, b: string) => {
  const pair = orderedPair(a, b);
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.userA, pair.userA), eq(conversations.userB, pair.userB)))
    .limit(1);
  return row ?? null;
};

/** Create the pair's conversation, or answer the existing one (a concurrent start wins the unique key). */
export const upsertConversation = async (
  tx: Tx,
  values: { from: string; to: string; context: ContextValues | null },
): Promise<{ row: ConversationRow; created: boolean }> => {
  const pair = orderedPair(values.from, values.to);
  const [inserted] = await tx
    .insert(conversations)
    .values({
      ...pair,
      startedBy: values.from,
      contextType: values.context?.type ?? null,
      contextId: values.context?.id ?? null,
      contextTitle: values.context?.title ?? null,
      contextUrl: values.context?.url ?? null,
    })
    .onConflictDoNothing({ target: [conversations.userA, conversations.userB] })
    .returning();
  if (inserted) return { row: inserted, created: true };
  const existing = await selectConversationOfPair(tx, values.from, values.to);
  if (!existing) throw new Error('conversation vanished during start');
  return { row: existing, created: false };
};
export type ContextValues = { type: string; id: string; title: string; url: string | null };

/** One page of the member's conversations, latest activity first, with last message, unread and blocked. */
export const selectConversationPage = async (db: Db, userId: string, limit: number, offset: number) => {
  // Spelled out: inside the subqueries below a bare column name would bind to the inner table.
  const c = {
    id: sql.raw('"conversations"."id"'),
    a: sql.raw('"conversations"."user_a"'),
    b: sql.raw('"conversations"."user_b"'),
  };
  const other = sql<string>`case when ${c.a} = ${userId} then ${c.b} else ${c.a} end`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        conversation: conversations,
        otherId: other,
        last: sql<{
          content: string;
          created_at: string;
          sender_id: string;
          is_read: boolean;
        } | null>`(select json_build_object('content', m.content, 'created_at', m.created_at,
            'sender_id', m.sender_id, 'is_read', m.is_read)
          from ${chatMessages} m where m.conversation_id = ${c.id}
          order by m.created_at desc, m.id desc limit 1)`,
        unread: sql<number>`(select count(*)::int from ${chatMessages} m
          where m.conversation_id = ${c.id} and m.receiver_id = ${userId} and not m.is_read)`,
        blocked: sql<boolean>`exists (select 1 from ${memberBlocks} b
          where b.blocker_id = ${userId} and b.blocked_id = ${other})`,
      })
      .from(conversations)
      .where(memberOf(userId))
      .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(conversations).where(memberOf(userId)),
  ]);
  return { rows, total: total?.n ?? 0 };
};

/** The last message, my unread count and both block directions of one conversation. */
export const selectConversationState = async (db: Writer, conversation: ConversationRow, userId: string) => {
  const otherId = conversation.userA === userId ? conversation.userB : conversation.userA;
  const [last] = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversation.id))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(1);
  const [unread] = await db
    .select({ n: count() })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, conversation.id),
        eq(chatMessages.receiverId, userId),
        eq(chatMessages.isRead, false),
      ),
    );
  const blocks = await selectBlocksBetween(db, userId, otherId);
  const [report] = await db
    .select({ id: conversationReports.id })
    .from(conversationReports)
    .where(
      and(
        eq(conversationReports.conversationId, conversation.id),
        eq(conversationReports.reporterId, userId),
      ),
    )
    .limit(1);
  return {
    otherId,
    last: last ?? null,
    unread: unread?.n ?? 0,
    blocked: blocks.some((b) => b.blockerId === userId),
    blockedByOther: blocks.some((b) => b.blockerId === otherId),
    reported: report !== undefined,
  };
};

export const selectBlocksBetween = (db: Writer, a: string, b: string) =>
  db
    .select({ blockerId: memberBlocks.blockerId })
    .from(memberBlocks)
    .where(
      or(
        and(eq(memberBlocks.blockerId, a), eq(memberBlocks.blockedId, b)),
        and(eq(memberBlocks.blockerId, b), eq(memberBlocks.blockedId, a)),
      ),
    );

/** Newest first; `before` is a message id of this conversation (older ones than it). One extra for hasMore. */
export const selectMessages = async (
  db: Db,
  conversationId: string,
  before: string | null,
  limit: number,
) => {
  const cursor = before
    ? sql`(${chatMessages.createdAt}, ${chatMessages.id}) < (select m.created_at, m.id from ${chatMessages} m
        where m.id = ${before} and m.conversation_id = ${conversationId})`
    : undefined;
  return db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), cursor))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(limit + 1);
};

/** Serialise one member's sends and starts (the rate-limit counts below then see each other). */
export const lockMember = async (tx: Tx, userId: string) => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`messages:${userId}`}))`);
};

/** Messages the member sent since `since` (chat_messages_sender_created_idx). */
export const countSentSince = async (db: Writer, userId: string, since: Date) => {
  const [row] = await db
    .select({ n: count() })
    .from(chatMessages)
    .where(and(eq(chatMessages.senderId, userId), gt(chatMessages.createdAt, since)));
  return row?.n ?? 0;
};

/** Conversations the member started since `since` (conversations_started_idx). */
export const countStartedSince = async (db: Writer, userId: string, since: Date) => {
  const [row] = await db
    .select({ n: count() })
    .from(conversations)
    .where(and(eq(conversations.startedBy, userId), gt(conversations.createdAt, since)));
  return row?.n ?? 0;
};

/** Whether the receiver has any unread message in the conversation (one notification per unread burst). */
export const hasUnread = async (db: Writer, conversationId: string, receiverId: string) => {
  const [row] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, conversationId),
        eq(chatMessages.receiverId, receiverId),
        eq(chatMessages.isRead, false),
      ),
    )
    .limit(1);
  return row !== undefined;
};

export const insertMessage = async (
  tx: Tx,
  values: { conversationId: string; senderId: string; receiverId: string; content: string },
): Promise<MessageRow> => {
  const [row] = await tx.insert(chatMessages).values(values).returning();
  if (!row) throw new Error('message insert returned nothing');
  await tx
    .update(conversations)
    .set({ lastMessageAt: row.createdAt })
    .where(eq(conversations.id, values.conversationId));
  return row;
};

/** Mark the other member's messages to me as read; answers how many and when. */
export const markRead = async (tx: Tx, conversationId: string, readerId: string, now: Date) => {
  const rows = await tx
    .update(chatMessages)
    .set({ isRead: true, readAt: now })
    .where(
      and(
        eq(chatMessages.conversationId, conversationId),
        eq(chatMessages.receiverId, readerId),
        eq(chatMessages.isRead, false),
      ),
    )
    .returning({ id: chatMessages.id });
  return rows.length;
};

/** The header badge: unread messages to the member (chat_messages_receiver_unread_idx). */
export const countUnread = async (db: Writer, userId: string) => {
  const [row] = await db
    .select({ n: count() })
    .from(chatMessages)
    .where(and(eq(chatMessages.receiverId, userId), eq(chatMessages.isRead, false)));
  return row?.n ?? 0;
};

/**
 * Announce on the chat channel; pg_notify inside the transaction is delivered at commit. Postgres refuses
 * payloads of 8000 bytes or more: a very long message goes out shortened (the web refetches the thread).
 */
export const notifyChat = async (tx: Tx, message: ChatMessage) => {
  let payload = JSON.stringify(message);
  if (Buffer.byteLength(payload) > 7_000 && message.event === 'message') {
    const m = message.payload.message;
    const short = {
      ...message,
      payload: { ...message.payload, message: { ...m, content: m.content.slice(0, 1_000) } },
    };
    payload = JSON.stringify(short);
  }
  await tx.execute(sql`select pg_notify(${chatChannel.name}, ${payload})`);
};

// Blocks

export const insertBlock = (db: Db, blockerId: string, blockedId: string) =>
  db.insert(memberBlocks).values({ blockerId, blockedId }).onConflictDoNothing();

export const deleteBlock = (db: Db, blockerId: string, blockedId: string) =>
  db
    .delete(memberBlocks)
    .where(and(eq(memberBlocks.blockerId, blockerId), eq(memberBlocks.blockedId, blockedId)));

export const selectBlocks = (db: Db, blockerId: string, limit: number) =>
  db
    .select({ userId: memberBlocks.blockedId, createdAt: memberBlocks.createdAt })
    .from(memberBlocks)
    .where(eq(memberBlocks.blockerId, blockerId))
    .orderBy(desc(memberBlocks.createdAt))
    .limit(limit);

export const memberExists = async (db: Db, userId: string) => {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, userId), isNull(profiles.suspendedAt)))
    .limit(1);
  return row !== undefined;
};
