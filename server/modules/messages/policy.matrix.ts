import type {
  MatrixCall,
  MatrixRow,
  MatrixSeed,
  MatrixTools,
  Persona,
  SignedInPersona,
} from '../../test/policyMatrix';
import { ADMIN_PERSONAS } from '../../test/policyMatrix';

const NOWHERE = '00000000-0000-4000-8000-000000000000';

/** Whom a persona writes to in the matrix: the participant, or (for the participant) the organisation. */
const partnerOf = (seed: MatrixSeed, persona: SignedInPersona): string =>
  seed.accounts[persona === 'participant' ? 'organization' : 'participant'].userId;

/** The persona's own conversation with its partner (started, or the existing one); visitors get nothing. */
const ownConversation = async (tools: MatrixTools, persona: Persona): Promise<string> => {
  if (persona === 'anonymous') return NOWHERE;
  const res = await tools.callAs(persona, 'POST', '/api/conversations', {
    to: { kind: 'user', userId: partnerOf(tools.seed, persona) },
    content: 'Hallo vanuit de matrix.',
  });
  if (res.statusCode !== 201) throw new Error(`start failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { conversation: { id: string } }).conversation.id;
};

/**
 * A report for the admin rows: the venue reports its conversation with the professional (another pair than
 * the one the 'report a conversation' row uses), once; later calls find it in the queue.
 */
const aReport = async (tools: MatrixTools): Promise<string> => {
  const started = await tools.callAs('venue', 'POST', '/api/conversations', {
    to: { kind: 'user', userId: tools.seed.accounts.professional.userId },
    content: 'Hallo, een vraag.',
  });
  const conversationId = (started.json() as { conversation: { id: string } }).conversation.id;
  const res = await tools.callAs('venue', 'POST', `/api/conversations/${conversationId}/report`, {
    reason: 'Matrix: een melding om te beoordelen.',
  });
  if (res.statusCode === 201) return (res.json() as { id: string }).id;
  for (const status of ['open', 'resolved', 'dismissed']) {
    const list = await tools.callAs('admin', 'GET', `/api/admin/conversation-reports?status=${status}`);
    const found = (list.json() as { items: { id: string; conversationId: string }[] }).items.find(
      (r) => r.conversationId === conversationId,
    );
    if (found) return found.id;
  }
  throw new Error('no conversation report');
};

const conversation = (call: MatrixCall, suffix = '') => `/api/conversations/${call.prepared}${suffix}`;
const signedIn = { allowed: 'signed-in', anonymousRefusal: 'messages_login_required' } as const;

/**
 * Direct messages (issue 15): every signed-in persona uses its own conversations, blocks and reports;
 * nobody reads another's conversations (a third member gets 404: messages.test.ts); the report queue is the
 * admins' (the only way an admin sees a conversation).
 */
export const MATRIX: readonly MatrixRow[] = [
  { action: 'my conversations', method: 'GET', url: '/api/me/conversations', ...signedIn },
  { action: 'unread messages', method: 'GET', url: '/api/me/messages/unread-count', ...signedIn },
  {
    action: 'start a conversation',
    method: 'POST',
    url: '/api/conversations',
    payload: ({ persona, seed }) => ({
      to: { kind: 'user', userId: persona === 'anonymous' ? NOWHERE : partnerOf(seed, persona) },
      content: 'Hallo!',
    }),
    ...signedIn,
  },
  {
    action: 'read a conversation',
    method: 'GET',
    url: (call) => conversation(call),
    route: '/api/conversations/{id}',
    prepare: ownConversation,
    ...signedIn,
  },
  {
    action: 'read its messages',
    method: 'GET',
    url: (call) => conversation(call, '/messages'),
    route: '/api/conversations/{id}/messages',
    prepare: ownConversation,
    ...signedIn,
  },
  {
    action: 'send a message',
    method: 'POST',
    url: (call) => conversation(call, '/messages'),
    route: '/api/conversations/{id}/messages',
    payload: { content: 'Nog een bericht.' },
    prepare: ownConversation,
    ...signedIn,
  },
  {
    action: 'mark a conversation read',
    method: 'POST',
    url: (call) => conversation(call, '/read'),
    route: '/api/conversations/{id}/read',
    prepare: ownConversation,
    ...signedIn,
  },
  {
    action: 'report a conversation',
    method: 'POST',
    url: (call) => conversation(call, '/report'),
    route: '/api/conversations/{id}/report',
    payload: { reason: 'Dit gesprek voelt niet goed.' },
    prepare: ownConversation,
    ...signedIn,
  },
  { action: 'members I blocked', method: 'GET', url: '/api/me/blocks', ...signedIn },
  ...(['PUT', 'DELETE'] as const).map((method): MatrixRow => ({
    action: method === 'PUT' ? 'block a member' : 'unblock a member',
    method,
    url: ({ seed }) => `/api/me/blocks/${seed.memberId}`,
    route: '/api/me/blocks/{userId}',
    ...signedIn,
  })),
  {
    action: 'the conversation report queue',
    method: 'GET',
    url: '/api/admin/conversation-reports',
    allowed: ADMIN_PERSONAS,
    anonymousRefusal: 'messages_login_required',
  },
  {
    action: 'a reported conversation',
    method: 'GET',
    url: ({ prepared }) => `/api/admin/conversation-reports/${prepared}`,
    route: '/api/admin/conversation-reports/{id}',
    prepare: aReport,
    allowed: ADMIN_PERSONAS,
    anonymousRefusal: 'messages_login_required',
  },
  {
    action: 'decide on a report',
    method: 'POST',
    url: ({ prepared }) => `/api/admin/conversation-reports/${prepared}`,
    route: '/api/admin/conversation-reports/{id}',
    payload: { action: 'dismiss' },
    prepare: aReport,
    allowed: ADMIN_PERSONAS,
    anonymousRefusal: 'messages_login_required',
  },
];
