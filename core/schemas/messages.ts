import { z } from 'zod';
import { CONVERSATION_CONTEXTS, MESSAGE_MAX_LENGTH } from '../domain/notifications';
import { paged } from './common';

/**
 * Direct messages between two members (issue 15; spec §3 chat_messages, §8 Chat). One conversation per pair;
 * plain text (links are made clickable and safe by the web, never HTML). Every endpoint needs a session and
 * only the two members of a conversation (admins only through a report) see it.
 *
 * Endpoints (server/modules/messages):
 *   GET    /api/me/conversations?page=                 → ConversationPage
 *   GET    /api/me/messages/unread-count                → { count }             (header and mobile menu badge)
 *   POST   /api/conversations                          StartConversationBody → ConversationStarted (201)
 *   GET    /api/conversations/:id                      → ConversationView
 *   GET    /api/conversations/:id/messages?before=&limit= → MessagePage        (newest first; `before` = message id)
 *   POST   /api/conversations/:id/messages             SendMessageBody → MessageDto (201)
 *   POST   /api/conversations/:id/read                 → ReadResult            (read receipts: is_read, read_at)
 *   POST   /api/conversations/:id/report               ReportConversationBody → 201
 *   GET    /api/me/blocks                              → BlockList
 *   PUT    /api/me/blocks/:userId                      → 204
 *   DELETE /api/me/blocks/:userId                      → 204
 *   GET    /api/admin/conversation-reports?status=&page= → ConversationReportPage (admin)
 *   GET    /api/admin/conversation-reports/:id         → ConversationReportView (admin; the messages of the conversation)
 *   POST   /api/admin/conversation-reports/:id         ResolveReportBody → ConversationReportView (admin)
 * Limits: 30 messages per minute per member; accounts younger than 7 days start at most 5 conversations a day
 * (core/domain/notifications.ts).
 */

const uuid = z.string().uuid();

export const ConversationContextSchema = z.enum(CONVERSATION_CONTEXTS);

export const MessageContent = z
  .string()
  .trim()
  .min(1, 'Schrijf een bericht.')
  .max(MESSAGE_MAX_LENGTH, `Een bericht is hooguit ${MESSAGE_MAX_LENGTH} tekens.`)
  .refine((text) => !text.includes('\u0000'), 'Een bericht kan dit teken niet bevatten.');

export const ConversationMember = z.object({
  userId: uuid,
  name: z.string(),
  avatarUrl: z.string().nullable(),
  /** Public profile page, if the member has one. */
  profileUrl: z.string().nullable(),
});
export type ConversationMember = z.infer<typeof ConversationMember>;

export const ConversationContextDto = z.object({
  type: ConversationContextSchema,
  id: uuid,
  title: z.string(),
  url: z.string().nullable(),
});

export const MessageDto = z.object({
  id: uuid,
  conversationId: uuid,
  senderId: uuid,
  content: z.string(),
  isRead: z.boolean(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type MessageDto = z.infer<typeof MessageDto>;

export const ConversationSummary = z.object({
  id: uuid,
  other: ConversationMember,
  context: ConversationContextDto.nullable(),
  lastMessage: z
    .object({ content: z.string(), createdAt: z.string(), fromMe: z.boolean(), isRead: z.boolean() })
    .nullable(),
  unread: z.number().int(),
  /** I blocked the other member. */
  blocked: z.boolean(),
});
export type ConversationSummary = z.infer<typeof ConversationSummary>;

export const ConversationPage = paged(ConversationSummary);
export type ConversationPage = z.infer<typeof ConversationPage>;

export const ConversationView = ConversationSummary.extend({
  /** The other member blocked me: I can read but not write. */
  blockedByOther: z.boolean(),
  reported: z.boolean(),
});
export type ConversationView = z.infer<typeof ConversationView>;

/** Whom to write to: a member directly, or whoever answers for an event, profile, venue or booking. */
export const ConversationTarget = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('user'), userId: uuid }),
  z.object({ kind: z.literal('event'), eventId: uuid }),
  z.object({
    kind: z.literal('profile'),
    profileType: z.enum(['organization', 'professional', 'venue']),
    profileId: uuid,
  }),
  z.object({ kind: z.literal('booking'), bookingId: uuid }),
]);
export type ConversationTarget = z.infer<typeof ConversationTarget>;

export const StartConversationBody = z.object({ to: ConversationTarget, content: MessageContent });
export type StartConversationBody = z.infer<typeof StartConversationBody>;

export const ConversationStarted = z.object({ conversation: ConversationView, message: MessageDto });
export type ConversationStarted = z.infer<typeof ConversationStarted>;

export const MessagePageQuery = z.object({
  before: uuid.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export const MessagePage = z.object({ items: z.array(MessageDto), hasMore: z.boolean() });
export type MessagePage = z.infer<typeof MessagePage>;

export const SendMessageBody = z.object({ content: MessageContent });
export type SendMessageBody = z.infer<typeof SendMessageBody>;

export const ReadResult = z.object({ updated: z.number().int(), readAt: z.string().nullable() });
export type ReadResult = z.infer<typeof ReadResult>;

export const ReportConversationBody = z.object({
  reason: z
    .string()
    .trim()
    .min(5, 'Vertel in een paar woorden wat er mis is.')
    .max(1_000, 'Houd het kort: hooguit 1000 tekens.')
    .refine((text) => !text.includes('\u0000'), 'De reden kan dit teken niet bevatten.'),
});
export type ReportConversationBody = z.infer<typeof ReportConversationBody>;

export const BlockList = z.object({ items: z.array(ConversationMember.extend({ blockedAt: z.string() })) });
export type BlockList = z.infer<typeof BlockList>;

export const ReportStatusSchema = z.enum(['open', 'resolved', 'dismissed']);
export const ConversationReportSummary = z.object({
  id: uuid,
  conversationId: uuid,
  reporter: ConversationMember.nullable(),
  reported: ConversationMember,
  reason: z.string(),
  status: ReportStatusSchema,
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export const ConversationReportPage = paged(ConversationReportSummary);
export type ConversationReportPage = z.infer<typeof ConversationReportPage>;
export const ConversationReportView = ConversationReportSummary.extend({
  messages: z.array(MessageDto),
});
export type ConversationReportView = z.infer<typeof ConversationReportView>;
export const ReportListQuery = z.object({
  status: ReportStatusSchema.default('open'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const ResolveReportBody = z.object({
  action: z.enum(['resolve', 'dismiss']),
  /** Also suspend the reported member (accounts' suspension, with this reason). */
  suspend: z.boolean().default(false),
  note: z.string().trim().max(500).optional(),
});
export type ResolveReportBody = z.infer<typeof ResolveReportBody>;
