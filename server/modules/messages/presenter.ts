import type {
  ConversationMember,
  ConversationSummary,
  ConversationView,
  MessageDto,
} from '../../../core/schemas/messages';
import { CONVERSATION_CONTEXTS, type ConversationContext } from '../../../core/domain/notifications';
import { displayName } from '../accounts';
import type { ConversationRow, MemberRow, MessageRow } from './queries';

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** A member as a conversation shows them; suspended or gone members stay readable as 'Onbekend lid'. */
export const presentMember = (userId: string, row: MemberRow | undefined): ConversationMember => ({
  userId,
  name: row
    ? displayName({ organizationName: row.organizationName, fullName: row.fullName, email: row.email })
    : 'Onbekend lid',
  avatarUrl: row?.avatarUrl ?? null,
  profileUrl: row?.isPublic && row.slug ? `/member/${row.slug}` : null,
});

export const presentMessage = (row: MessageRow): MessageDto => ({
  id: row.id,
  conversationId: row.conversationId ?? '',
  senderId: row.senderId,
  content: row.content,
  isRead: row.isRead,
  readAt: iso(row.readAt),
  createdAt: iso(row.createdAt) ?? '',
});

const isContext = (value: string | null): value is ConversationContext =>
  value !== null && (CONVERSATION_CONTEXTS as readonly string[]).includes(value);

const presentContext = (row: ConversationRow): ConversationSummary['context'] =>
  isContext(row.contextType) && row.contextId && row.contextTitle
    ? { type: row.contextType, id: row.contextId, title: row.contextTitle, url: row.contextUrl }
    : null;

export type LastMessage = {
  content: string;
  createdAt: Date | string;
  senderId: string;
  isRead: boolean;
} | null;

export const presentSummary = (
  row: ConversationRow,
  me: string,
  other: ConversationMember,
  state: { last: LastMessage; unread: number; blocked: boolean },
): ConversationSummary => ({
  id: row.id,
  other,
  context: presentContext(row),
  lastMessage: state.last
    ? {
        content: state.last.content,
        createdAt: iso(state.last.createdAt) ?? '',
        fromMe: state.last.senderId === me,
        isRead: state.last.isRead,
      }
    : null,
  unread: state.unread,
  blocked: state.blocked,
});

export const presentView = (
  row: ConversationRow,
  me: string,
  other: ConversationMember,
  state: { last: LastMessage; unread: number; blocked: boolean; blockedByOther: boolean; reported: boolean },
): ConversationView => ({
  ...presentSummary(row, me, other, state),
  blockedByOther: state.blockedByOther,
  reported: state.reported,
});
