import type { MatrixRow, MatrixTools, Persona, SignedInPersona } from '../../test/policyMatrix';

/**
 * Forum (issue 13): every signed-in persona writes (topics, replies, votes, reports, its own edits and
 * deletes); moderation and /admin/forum are the admin's. Reads are public (PUBLIC_ENDPOINTS). Demo accounts
 * are new accounts (made at seed time), so each persona starts at most two topics here: the one of the
 * 'start a topic' row and one own topic shared by its edit, status and delete rows (made once, deleted last).
 * Votes, replies and reports go to a seeded topic of a member who is none of the personas.
 */

const ownTopics = new Map<Persona, string>();
const ownPosts = new Map<Persona, string>();
let shared: string | null = null;

type Item = { id: string; status: string; author: { id: string | null } };

/** An open seeded topic written by someone who is not a persona (so everyone may vote on it). */
const sharedTopic = async (tools: MatrixTools): Promise<string> => {
  if (shared) return shared;
  const personaIds = new Set(Object.values(tools.seed.accounts).map((a) => a.userId));
  for (let page = 1; page <= 5 && !shared; page += 1) {
    const res = await tools.callAs('admin', 'GET', `/api/forum/topics?sort=new&page=${page}`);
    const items = (res.json() as { items: Item[] }).items;
    shared =
      items.find((i) => i.status === 'open' && i.author.id !== null && !personaIds.has(i.author.id))?.id ??
      null;
  }
  if (!shared) throw new Error('no seeded forum topic by a non-persona member');
  return shared;
};

const ownTopic = async (tools: MatrixTools, persona: Persona): Promise<string> => {
  if (persona === 'anonymous') return sharedTopic(tools);
  const known = ownTopics.get(persona);
  if (known) return known;
  const res = await tools.callAs(persona, 'POST', '/api/forum/topics', {
    title: `Eigen matrixtopic van ${persona}`,
    content: `Dit topic hoort bij ${persona} en verdwijnt aan het eind.`,
  });
  if (res.statusCode !== 201) throw new Error(`own topic of ${persona}: ${res.statusCode} ${res.body}`);
  const id = (res.json() as { id: string }).id;
  ownTopics.set(persona, id);
  return id;
};

const ownPost = async (tools: MatrixTools, persona: Persona): Promise<string> => {
  const author: SignedInPersona = persona === 'anonymous' ? 'admin' : persona;
  const known = ownPosts.get(author);
  if (known) return known;
  const res = await tools.callAs(author, 'POST', `/api/forum/topics/${await sharedTopic(tools)}/posts`, {
    content: `Eigen matrixreactie van ${author}.`,
  });
  if (res.statusCode !== 201) throw new Error(`own post of ${author}: ${res.statusCode} ${res.body}`);
  const id = (res.json() as { id: string }).id;
  ownPosts.set(author, id);
  return id;
};

const reportId = async (tools: MatrixTools, persona: Persona): Promise<string> => {
  const res = await tools.callAs(persona === 'anonymous' ? 'admin' : persona, 'POST', '/api/forum/reports', {
    target: 'topic',
    id: await sharedTopic(tools),
    reason: 'Matrix: graag even nakijken.',
  });
  return (res.json() as { id: string }).id;
};

const categoryIds = async (tools: MatrixTools): Promise<string[]> =>
  (
    (await tools.callAs('admin', 'GET', '/api/admin/forum/categories')).json() as { items: { id: string }[] }
  ).items.map((c) => c.id);

const member = { allowed: 'signed-in', anonymousRefusal: 'forum_login_required' } as const;
const moderator = {
  allowed: ['admin'],
  refusal: 'forum_forbidden',
  anonymousRefusal: 'forum_login_required',
} as const;
const admin = { allowed: ['admin'], refusal: 'admin_only' } as const;

export const MATRIX: readonly MatrixRow[] = [
  {
    action: 'start a forum topic',
    method: 'POST',
    url: '/api/forum/topics',
    payload: ({ persona }) => ({
      title: `Matrixtopic van ${persona}`,
      content: `Een vraag van ${persona} aan de community.`,
    }),
    ...member,
  },
  {
    action: 'edit my forum topic',
    method: 'PATCH',
    url: ({ prepared }) => `/api/forum/topics/${prepared}`,
    route: '/api/forum/topics/{id}',
    prepare: ownTopic,
    payload: { title: 'Eigen matrixtopic, bijgewerkt' },
    ...member,
  },
  {
    action: 'open my forum topic',
    method: 'POST',
    url: ({ prepared }) => `/api/forum/topics/${prepared}/status`,
    route: '/api/forum/topics/{id}/status',
    prepare: ownTopic,
    payload: { status: 'open' },
    ...member,
  },
  {
    action: 'reply to a forum topic',
    method: 'POST',
    url: ({ prepared }) => `/api/forum/topics/${prepared}/posts`,
    route: '/api/forum/topics/{id}/posts',
    prepare: (tools) => sharedTopic(tools),
    payload: ({ persona }) => ({ content: `Reactie van ${persona} in de matrix.` }),
    ...member,
  },
  {
    action: 'edit my forum reply',
    method: 'PATCH',
    url: ({ prepared }) => `/api/forum/posts/${prepared}`,
    route: '/api/forum/posts/{id}',
    prepare: ownPost,
    payload: { content: 'Bijgewerkte matrixreactie.' },
    ...member,
  },
  {
    action: 'vote on a forum topic',
    method: 'PUT',
    url: '/api/forum/votes',
    prepare: (tools) => sharedTopic(tools),
    payload: ({ prepared }) => ({ target: 'topic', id: prepared, value: 1 }),
    ...member,
  },
  {
    action: 'report a forum topic',
    method: 'POST',
    url: '/api/forum/reports',
    prepare: (tools) => sharedTopic(tools),
    payload: ({ prepared }) => ({ target: 'topic', id: prepared, reason: 'Matrix: graag even nakijken.' }),
    ...member,
  },
  { action: 'my forum topics', method: 'GET', url: '/api/forum/me/topics', ...member },
  { action: 'my forum replies', method: 'GET', url: '/api/forum/me/posts', ...member },
  {
    action: 'moderate a forum topic',
    method: 'POST',
    url: ({ prepared }) => `/api/forum/topics/${prepared}/moderation`,
    route: '/api/forum/topics/{id}/moderation',
    prepare: (tools) => sharedTopic(tools),
    payload: { isFeatured: true },
    ...moderator,
  },
  {
    action: 'moderate a forum reply',
    method: 'POST',
    url: ({ prepared }) => `/api/forum/posts/${prepared}/moderation`,
    route: '/api/forum/posts/{id}/moderation',
    prepare: ownPost,
    payload: { isHidden: false },
    ...moderator,
  },
  { action: 'forum report queue', method: 'GET', url: '/api/admin/forum/reports', ...admin },
  {
    action: 'decide a forum report',
    method: 'POST',
    url: ({ prepared }) => `/api/admin/forum/reports/${prepared}`,
    route: '/api/admin/forum/reports/{id}',
    prepare: reportId,
    payload: { status: 'dismissed' },
    ...admin,
  },
  { action: 'all forum categories', method: 'GET', url: '/api/admin/forum/categories', ...admin },
  {
    action: 'add a forum category',
    method: 'POST',
    url: '/api/admin/forum/categories',
    payload: ({ persona }) => ({ name: `Matrixcategorie ${persona}` }),
    ...admin,
  },
  {
    action: 'edit a forum category',
    method: 'PATCH',
    url: ({ prepared }) => `/api/admin/forum/categories/${prepared}`,
    route: '/api/admin/forum/categories/{id}',
    prepare: async (tools) => (await categoryIds(tools))[0]!,
    payload: { isActive: true },
    ...admin,
  },
  {
    action: 'order the forum categories',
    method: 'POST',
    url: '/api/admin/forum/categories/order',
    prepare: async (tools) => (await categoryIds(tools)).join(','),
    payload: ({ prepared }) => ({ ids: prepared.split(',') }),
    ...admin,
  },
  {
    action: 'delete my forum reply',
    method: 'DELETE',
    url: ({ prepared }) => `/api/forum/posts/${prepared}`,
    route: '/api/forum/posts/{id}',
    prepare: ownPost,
    ...member,
  },
  {
    action: 'delete my forum topic',
    method: 'DELETE',
    url: ({ prepared }) => `/api/forum/topics/${prepared}`,
    route: '/api/forum/topics/{id}',
    prepare: ownTopic,
    ...member,
  },
];
