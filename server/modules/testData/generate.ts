import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { TEST_DATA_EMAIL_DOMAIN, type TestDataKind } from '../../../core/domain/testData';
import type { TestDataCounts } from '../../../core/schemas/testData';
import type { Db } from '../../db/client';
import {
  DEMO_PASSWORD,
  buildForumTopics,
  createEventStream,
  createRng,
  generateMembers,
  slugify,
  type EventSeed,
} from '../../db/seed/data';
import {
  selectCatalog,
  selectMarkedMembers,
  selectMarkedOrganizations,
  selectRecentForum,
  selectTakenTitles,
} from './queries';
import {
  insertEvents,
  insertMemberBatch,
  insertPosts,
  insertProfiles,
  insertTopics,
  insertVotes,
} from './queriesGenerate';

/**
 * A generate run, batch by batch, through the demo seed's generators (server/db/seed): profiles first (events
 * need organisers), then members (the forum needs authors), events, topics, posts and votes. After every
 * batch `advance` records progress; when it answers false (cancel asked, server stopping) the run stops there.
 * Every account gets an address at @testdata.kring.test: that is what 'remove' recognises.
 */

const BATCH: Record<TestDataKind, number> = {
  organizations: 100,
  venues: 100,
  professionals: 100,
  members: 200,
  events: 100,
  topics: 100,
  posts: 250,
  votes: 500,
};
const DAY = 86_400_000;

export type Advance = (kind: TestDataKind, written: number) => Promise<boolean>;

type GenerateContext = {
  db: Db;
  runId: string;
  counts: TestDataCounts;
  now: Date;
  advance: Advance;
  /** Lowers the run's total when fewer rows can be made than asked (votes need distinct member × item). */
  shrinkTotal: (by: number) => void;
};

/** Runs `write(start, size)` in batches of the kind's size; false when the run must stop. */
const inBatches = async (
  ctx: GenerateContext,
  kind: TestDataKind,
  total: number,
  write: (start: number, size: number) => Promise<void>,
): Promise<boolean> => {
  for (let start = 0; start < total; start += BATCH[kind]) {
    const size = Math.min(BATCH[kind], total - start);
    await write(start, size);
    if (!(await ctx.advance(kind, size))) return false;
  }
  return true;
};

/** A random 32-bit seed: every run draws other names, titles and dates than the demo seed and other runs. */
const freshSeed = (): number => Math.floor(Math.random() * 0xffffffff);

const generateProfiles = async (ctx: GenerateContext, catalog: Awaited<ReturnType<typeof selectCatalog>>) => {
  const mark = { namespace: `testdata-${ctx.runId.slice(0, 8)}`, emailDomain: TEST_DATA_EMAIL_DOMAIN };
  const kinds = [
    ['organizations', 'organization'],
    ['venues', 'venue'],
    ['professionals', 'professional'],
  ] as const;
  for (const [kind, profileKind] of kinds) {
    const ok = await inBatches(ctx, kind, ctx.counts[kind], async (start, count) => {
      await insertProfiles(ctx.db, profileKind, { start, count, now: ctx.now, catalog, mark });
    });
    if (!ok) return false;
  }
  return true;
};

const generateMembersInBatches = async (ctx: GenerateContext): Promise<boolean> => {
  if (ctx.counts.members === 0) return true;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return inBatches(ctx, 'members', ctx.counts.members, async (_start, count) => {
    const members = generateMembers({ count, now: ctx.now, seed: freshSeed() }).map((m) => {
      const id = randomUUID();
      const username = `${m.username}.${id.slice(0, 6)}`;
      return { ...m, id, username, email: `${username}@${TEST_DATA_EMAIL_DOMAIN}` };
    });
    await insertMemberBatch(ctx.db, members, passwordHash);
  });
};

const generateEvents = async (
  ctx: GenerateContext,
  catalog: Awaited<ReturnType<typeof selectCatalog>>,
): Promise<boolean> => {
  if (ctx.counts.events === 0) return true;
  const orgs = await selectMarkedOrganizations(ctx.db, 200);
  if (orgs.length === 0) throw new Error('Er zijn geen testorganisaties om evenementen aan te geven.');
  const refs = {
    plan: { orgOwner: new Map(orgs.map((o) => [o.slug, { id: o.userId }])) },
    catalog,
    ids: { orgBySlug: new Map(orgs.map((o) => [o.slug, o.id])), venueBySlug: new Map<string, string>() },
  };
  const stream = createEventStream({ now: ctx.now, seed: freshSeed() });
  return inBatches(ctx, 'events', ctx.counts.events, async (_start, count) => {
    const raw = stream.take(count);
    const taken = await selectTakenTitles(
      ctx.db,
      raw.map((e) => e.title),
    );
    const slice = raw.map((e): EventSeed => {
      const org = orgs[e.index % orgs.length] as (typeof orgs)[number];
      return {
        ...e,
        // Events of generated organisations only (that is how 'remove' finds them); no demo venue is linked.
        organizationSlug: org.slug,
        organizerName: org.name,
        description: e.description.replaceAll(e.organizerName, org.name),
        venueSlug: null,
        venueName: null,
        speakerKeys: catalog.hasSpeakers ? e.speakerKeys : [],
        title: taken.has(e.title) ? `${e.title} (${e.id.slice(0, 6)})` : e.title,
      };
    });
    await insertEvents(ctx.db, slice, refs);
  });
};

type ForumItem = { topicId: string } | { postId: string };

const generateForum = async (
  ctx: GenerateContext,
  catalog: Awaited<ReturnType<typeof selectCatalog>>,
): Promise<boolean> => {
  const { topics, posts, votes } = ctx.counts;
  if (topics + posts + votes === 0) return true;
  const members = await selectMarkedMembers(ctx.db, 500);
  if (members.length === 0) throw new Error('Er zijn geen testleden om forumactiviteit aan te geven.');
  const source = buildForumTopics(ctx.now);
  const replies = source.flatMap((t) => t.posts.map((p) => p.content));
  const fallbackCategory = [...catalog.forumCategoryBySlug.values()][0];
  const rng = createRng(freshSeed());
  const recent = await selectRecentForum(ctx.db, 200);
  const topicIds: string[] = [];
  const postIds: string[] = [];

  const topicsOk = await inBatches(ctx, 'topics', topics, async (start, count) => {
    const rows = Array.from({ length: count }, (_, k) => {
      const src = source[(start + k) % source.length] as (typeof source)[number];
      const categoryId = catalog.forumCategoryBySlug.get(src.category) ?? fallbackCategory;
      if (!categoryId) throw new Error('Er zijn geen forumcategorieën.');
      const id = randomUUID();
      const at = new Date(ctx.now.getTime() - rng.int(0, 60) * DAY - rng.int(0, DAY));
      topicIds.push(id);
      return {
        id,
        title: src.title,
        content: src.content,
        slug: `${slugify(src.title)}-${id.slice(0, 8)}`,
        categoryId,
        authorId: members[(start + k) % members.length] as string,
        tags: [...src.tags],
        viewCount: rng.int(0, 300),
        lastActivityAt: at,
        createdAt: at,
        updatedAt: at,
      };
    });
    await insertTopics(ctx.db, rows);
  });
  if (!topicsOk) return false;

  const parents = [...topicIds, ...recent.topicIds];
  if (posts > 0 && parents.length === 0) throw new Error('Er zijn geen forumonderwerpen om op te reageren.');
  const postsOk = await inBatches(ctx, 'posts', posts, async (start, count) => {
    const rows = Array.from({ length: count }, (_, k) => {
      const id = randomUUID();
      postIds.push(id);
      const at = new Date(ctx.now.getTime() - rng.int(0, 30 * DAY));
      return {
        id,
        topicId: parents[(start + k) % parents.length] as string,
        authorId: members[((start + k) * 7 + 1) % members.length] as string,
        content: replies[(start + k) % replies.length] ?? 'Mooi initiatief, ik doe graag mee.',
        createdAt: at,
        updatedAt: at,
      };
    });
    await insertPosts(ctx.db, rows);
  });
  if (!postsOk) return false;

  // Vote k is member k mod M on item ⌊k / M⌋: distinct pairs, so at most M × items votes.
  const topicSet = [...new Set([...topicIds, ...recent.topicIds])];
  const postSet = [...new Set([...postIds, ...recent.postIds])];
  const items: ForumItem[] = [
    ...topicSet.map((topicId) => ({ topicId })),
    ...postSet.map((postId) => ({ postId })),
  ];
  const possible = Math.min(votes, members.length * items.length);
  ctx.shrinkTotal(votes - possible);
  return inBatches(ctx, 'votes', possible, async (start, count) => {
    const rows = Array.from({ length: count }, (_, k) => {
      const n = start + k;
      return {
        userId: members[n % members.length] as string,
        ...(items[Math.floor(n / members.length)] as ForumItem),
        value: rng.chance(0.1) ? -1 : 1,
      };
    });
    await insertVotes(ctx.db, rows);
  });
};

/** Generates what `counts` asks; false when it stopped early (cancelled or the server is stopping). */
export const generateTestData = async (ctx: GenerateContext): Promise<boolean> => {
  const catalog = await selectCatalog(ctx.db);
  return (
    (await generateProfiles(ctx, catalog)) &&
    (await generateMembersInBatches(ctx)) &&
    (await generateEvents(ctx, catalog)) &&
    (await generateForum(ctx, catalog))
  );
};
