import { AppError } from '../../../core/errors';
import {
  MESSAGES_PER_MINUTE,
  NEW_ACCOUNT_CONVERSATIONS_PER_DAY,
  NEW_ACCOUNT_DAYS,
} from '../../../core/domain/notifications';
import type {
  BlockList,
  ConversationPage,
  ConversationStarted,
  ConversationView,
  MessageDto,
  MessagePage,
  ReadResult,
  StartConversationBody,
} from '../../../core/schemas/messages';
import type { Db } from '../../db/client';
import { ensure } from '../../http/authorize';
import type { Actor } from '../../http/context';
import { notify } from '../notifications';
import { messagesPolicy } from './policy';
import { presentMember, presentMessage, presentSummary, presentView } from './presenter';
import {
  type ConversationRow,
  type MessageRow,
  countSentSince,
  countStartedSince,
  countUnread,
  deleteBlock,
  hasUnread,
  insertBlock,
  insertMessage,
  lockMember,
  markRead,
  memberExists,
  notifyChat,
  selectBlocks,
  selectBlocksBetween,
  selectConversationFor,
  selectConversationOfPair,
  selectConversationPage,
  selectConversationState,
  selectMembers,
  selectMessages,
  upsertConversation,
} from './queries';
import { resolveRecipient } from './queriesTargets';
import { ensureFeatureOn } from '../site';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const PAGE_SIZE = 20;
const MINUTE = 60_000;
const DAY = 86_400_000;

const otherOf = (row: ConversationRow, me: string) => (row.userA === me ? row.userB : row.userA);

/** The conversation of this member, else 404 (a third member, an admin outside a report: nothing to see). */
const loadOwn = async (db: Db | Tx, actor: Actor, id: string): Promise<ConversationRow> => {
  const row = await selectConversationFor(db, id, actor.userId);
  if (!row || !messagesPolicy.member(actor, row)) throw new AppError('conversation_not_found');
  return row;
};

const viewOf = async (db: Db | Tx, actor: Actor, row: ConversationRow): Promise<ConversationView> => {
  const state = await selectConversationState(db, row, actor.userId);
  const [member] = await selectMembers(db, [state.otherId]);
  return presentView(row, actor.userId, presentMember(state.otherId, member), state);
};

/** /dashboard/berichten: my conversations, latest activity first. */
export const listConversations = async (db: Db, actor: Actor, page: number): Promise<ConversationPage> => {
  ensure(messagesPolicy.write(actor));
  const { rows, total } = await selectConversationPage(db, actor.userId, PAGE_SIZE, (page - 1) * PAGE_SIZE);
  const members = new Map(
    (
      await selectMembers(
        db,
        rows.map((r) => r.otherId),
      )
    ).map((m) => [m.userId, m]),
  );
  return {
    items: rows.map((r) =>
      presentSummary(r.conversation, actor.userId, presentMember(r.otherId, members.get(r.otherId)), {
        last: r.last
          ? {
              content: r.last.content,
              createdAt: r.last.created_at,
              senderId: r.last.sender_id,
              isRead: r.last.is_read,
            }
          : null,
        unread: r.unread,
        blocked: r.blocked,
      }),
    ),
    total,
    page,
    pageSize: PAGE_SIZE,
  };
};

export const unreadCount = async (db: Db, actor: Actor): Promise<{ count: number }> => {
  ensure(messagesPolicy.write(actor));
  return { count: await countUnread(db, actor.userId) };
};

export const getConversation = async (db: Db, actor: Actor, id: string): Promise<ConversationView> =>
  viewOf(db, actor, await loadOwn(db, actor, id));

export const listMessages = async (
  db: Db,
  actor: Actor,
  id: string,
  query: { before?: string | undefined; limit: number },
): Promise<MessagePage> => {
  const row = await loadOwn(db, actor, id);
  const rows = await selectMessages(db, row.id, query.before ?? null, query.limit);
  return { items: rows.slice(0, query.limit).map(presentMessage), hasMore: rows.length > query.limit };
};

/** Blocked either way, or the other member suspended: nothing can be sent (history stays readable). */
const ensureMayWrite = async (tx: Tx, actor: Actor, otherId: string) => {
  if ((await selectBlocksBetween(tx, actor.userId, otherId)).length > 0)
    throw new AppError('conversation_blocked');
  const [member] = await selectMembers(tx, [otherId]);
  if (!member || member.suspendedAt) throw new AppError('conversation_recipient_not_found');
};

/**
 * Store one message and tell both members (every tab) on commit. The recipient gets a 'message'
 * notification (bell, and e-mail/push per their preference) only when they had no unread message in this
 * conversation yet: one notification per unread burst, not one per line of a quick exchange.
 */
const deliver = async (
  tx: Tx,
  actor: Actor,
  row: ConversationRow,
  content: string,
  now: Date,
): Promise<MessageRow> => {
  if ((await countSentSince(tx, actor.userId, new Date(now.getTime() - MINUTE))) >= MESSAGES_PER_MINUTE) {
    throw new AppError('message_rate_limited');
  }
  const receiverId = otherOf(row, actor.userId);
  const burstStarts = !(await hasUnread(tx, row.id, receiverId));
  const message = await insertMessage(tx, {
    conversationId: row.id,
    senderId: actor.userId,
    receiverId,
    content,
  });
  const dto = presentMessage(message);
  for (const userId of [receiverId, actor.userId]) {
    await notifyChat(tx, { event: 'message', userId, payload: { conversationId: row.id, message: dto } });
  }
  if (burstStarts) {
    const [sender] = await selectMembers(tx, [actor.userId]);
    const name = presentMember(actor.userId, sender).name;
    await notify(tx, {
      userIds: [receiverId],
      kind: 'message',
      title: `Nieuw bericht van ${name}`,
      content: content.length > 140 ? `${content.slice(0, 139)}…` : content,
      actionUrl: `/dashboard/berichten?gesprek=${row.id}`,
      data: { conversation_id: row.id, sender_id: actor.userId },
    });
  }
  return message;
};

/**
 * Start (or continue) the conversation with whoever answers for the target, with a first message. The
 * member's sends are serialised by an advisory lock, so the rate-limit counts are exact per member.
 */
export const startConversation = async (
  db: Db,
  actor: Actor,
  body: StartConversationBody,
  now = new Date(),
): Promise<ConversationStarted> => {
  ensure(messagesPolicy.write(actor));
  await ensureFeatureOn(db, 'directMessages');
  const recipient = await resolveRecipient(db, body.to, actor.userId);
  if (!recipient) throw new AppError('conversation_recipient_not_found');
  if (recipient.userId === actor.userId) throw new AppError('conversation_self');
  return db.transaction(async (tx) => {
    await lockMember(tx, actor.userId);
    await ensureMayWrite(tx, actor, recipient.userId);
    const existing = await selectConversationOfPair(tx, actor.userId, recipient.userId);
    if (!existing && messagesPolicy.newAccountLimited(actor)) {
      const [me] = await selectMembers(tx, [actor.userId]);
      const young =
        me !== undefined && now.getTime() - new Date(me.joinDate).getTime() < NEW_ACCOUNT_DAYS * DAY;
      if (
        young &&
        (await countStartedSince(tx, actor.userId, new Date(now.getTime() - DAY))) >=
          NEW_ACCOUNT_CONVERSATIONS_PER_DAY
      ) {
        throw new AppError('conversation_limit');
      }
    }
    const { row } = existing
      ? { row: existing }
      : await upsertConversation(tx, {
          from: actor.userId,
          to: recipient.userId,
          context: recipient.context,
        });
    const message = await deliver(tx, actor, row, body.content, now);
    return { conversation: await viewOf(tx, actor, row), message: presentMessage(message) };
  });
};

export const sendMessage = async (
  db: Db,
  actor: Actor,
  id: string,
  content: string,
  now = new Date(),
): Promise<MessageDto> => {
  await ensureFeatureOn(db, 'directMessages');
  return db.transaction(async (tx) => {
    const row = await loadOwn(tx, actor, id);
    await lockMember(tx, actor.userId);
    await ensureMayWrite(tx, actor, otherOf(row, actor.userId));
    return presentMessage(await deliver(tx, actor, row, content, now));
  });
};

/** Read receipts: the other member's messages to me become read; both members hear it on commit. */
export const readConversation = async (
  db: Db,
  actor: Actor,
  id: string,
  now = new Date(),
): Promise<ReadResult> =>
  db.transaction(async (tx) => {
    const row = await loadOwn(tx, actor, id);
    const updated = await markRead(tx, row.id, actor.userId, now);
    if (updated === 0) return { updated, readAt: null };
    const readAt = now.toISOString();
    for (const userId of [otherOf(row, actor.userId), actor.userId]) {
      await notifyChat(tx, {
        event: 'messages-read',
        userId,
        payload: { conversationId: row.id, readerId: actor.userId, readAt },
      });
    }
    return { updated, readAt };
  });

// Blocks

const BLOCK_LIST_LIMIT = 200;

export const listBlocks = async (db: Db, actor: Actor): Promise<BlockList> => {
  ensure(messagesPolicy.write(actor));
  const rows = await selectBlocks(db, actor.userId, BLOCK_LIST_LIMIT);
  const members = new Map(
    (
      await selectMembers(
        db,
        rows.map((r) => r.userId),
      )
    ).map((m) => [m.userId, m]),
  );
  return {
    items: rows.map((r) => ({
      ...presentMember(r.userId, members.get(r.userId)),
      blockedAt: r.createdAt.toISOString(),
    })),
  };
};

/** Block or unblock a member (idempotent). A blocked member can still read the history, not write. */
export const setBlocked = async (db: Db, actor: Actor, userId: string, blocked: boolean): Promise<void> => {
  ensure(messagesPolicy.write(actor));
  if (userId === actor.userId) throw new AppError('block_self');
  if (!blocked) {
    await deleteBlock(db, actor.userId, userId);
    return;
  }
  if (!(await memberExists(db, userId))) throw new AppError('conversation_recipient_not_found');
  await insertBlock(db, actor.userId, userId);
};
