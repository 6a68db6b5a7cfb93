import { type SQL, and, count, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { TEST_DATA_EMAIL_DOMAIN, type TestDataKind } from '../../../core/domain/testData';
import { type Db, executeRows } from '../../db/client';
import {
  eventCategories,
  events,
  forumCategories,
  forumTopics,
  professionalTypes,
  profiles,
  speakers,
  testDataRuns,
} from '../../db/schema';
import { recordAudit, type AuditEntry } from '../admin';

/**
 * All SQL of /admin/test-data except the bulk inserts, which reuse the demo seed's writers (generate.ts).
 * "Test data" is whatever belongs to an account whose e-mail ends in @testdata.kring.test (core/domain/testData).
 */

const MARKER = `%@${TEST_DATA_EMAIL_DOMAIN}`;
/** The ids of every generated account, as a subquery. */
const markedUsers = sql`(select id from users where email like ${MARKER})`;

export type RunRow = typeof testDataRuns.$inferSelect & { requestedByName: string | null };

const runColumns = {
  id: testDataRuns.id,
  action: testDataRuns.action,
  status: testDataRuns.status,
  options: testDataRuns.options,
  done: testDataRuns.done,
  total: testDataRuns.total,
  counts: testDataRuns.counts,
  error: testDataRuns.error,
  requestedBy: testDataRuns.requestedBy,
  cancelRequested: testDataRuns.cancelRequested,
  startedAt: testDataRuns.startedAt,
  finishedAt: testDataRuns.finishedAt,
  createdAt: testDataRuns.createdAt,
  requestedByName: profiles.fullName,
};

const activeStatus = inArray(testDataRuns.status, ['queued', 'running']);

export const selectRun = async (db: Db, id: string): Promise<RunRow | null> => {
  const [row] = await db
    .select(runColumns)
    .from(testDataRuns)
    .leftJoin(profiles, eq(profiles.id, testDataRuns.requestedBy))
    .where(eq(testDataRuns.id, id));
  return row ?? null;
};

export const selectActiveRun = async (db: Db): Promise<RunRow | null> => {
  const [row] = await db
    .select(runColumns)
    .from(testDataRuns)
    .leftJoin(profiles, eq(profiles.id, testDataRuns.requestedBy))
    .where(activeStatus)
    .orderBy(desc(testDataRuns.createdAt))
    .limit(1);
  return row ?? null;
};

export const selectRunPage = (db: Db, limit: number, offset: number): Promise<RunRow[]> =>
  db
    .select(runColumns)
    .from(testDataRuns)
    .leftJoin(profiles, eq(profiles.id, testDataRuns.requestedBy))
    .orderBy(desc(testDataRuns.createdAt))
    .limit(limit)
    .offset(offset);

export const countRuns = async (db: Db): Promise<number> => {
  const [row] = await db.select({ n: count() }).from(testDataRuns);
  return row?.n ?? 0;
};

/**
 * Start a run if none is active: under a transaction-scoped advisory lock (so two admins on two instances
 * cannot both start one), the check, the 'running' row and its audit entry commit together. Null when busy.
 */
export const startRun = async (
  db: Db,
  input: {
    action: 'generate' | 'remove';
    options: Record<string, unknown>;
    total: number;
    requestedBy: string;
    audit: Omit<AuditEntry, 'targetId' | 'targetType'>;
  },
): Promise<string | null> =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('kring.test_data_runs'))`);
    const [busy] = await tx.select({ id: testDataRuns.id }).from(testDataRuns).where(activeStatus).limit(1);
    if (busy) return null;
    const now = new Date();
    const [row] = await tx
      .insert(testDataRuns)
      .values({
        action: input.action,
        status: 'running',
        options: { ...input.options, heartbeatAt: now.toISOString() },
        total: input.total,
        requestedBy: input.requestedBy,
        startedAt: now,
      })
      .returning({ id: testDataRuns.id });
    if (!row) throw new Error('test data run not inserted');
    await recordAudit(tx, { ...input.audit, targetType: 'test_data_run', targetId: row.id });
    return row.id;
  });

/**
 * Progress of a running run (and its heartbeat, so a run whose process died is recognised as stale).
 * Returns whether an admin asked to cancel it.
 */
export const saveProgress = async (
  db: Db,
  id: string,
  progress: { done: number; total: number; counts: Record<string, number> },
): Promise<boolean> => {
  const [row] = await db
    .update(testDataRuns)
    .set({
      done: progress.done,
      total: progress.total,
      counts: progress.counts,
      options: sql`${testDataRuns.options} || jsonb_build_object('heartbeatAt', now())`,
    })
    .where(eq(testDataRuns.id, id))
    .returning({ cancelRequested: testDataRuns.cancelRequested });
  return row?.cancelRequested ?? false;
};

export const finishRun = async (
  db: Db,
  id: string,
  status: 'completed' | 'failed' | 'cancelled',
  error: string | null = null,
): Promise<void> => {
  await db
    .update(testDataRuns)
    .set({ status, error, finishedAt: new Date() })
    .where(and(eq(testDataRuns.id, id), activeStatus));
};

export const requestCancel = async (db: Db, id: string): Promise<void> => {
  await db
    .update(testDataRuns)
    .set({ cancelRequested: true })
    .where(and(eq(testDataRuns.id, id), activeStatus));
};

/**
 * Runs left 'queued'/'running' by a process that stopped (restart, crash): no heartbeat since `staleBefore`.
 * Marked failed with `reason`; returns how many.
 */
export const failStaleRuns = async (db: Db, staleBefore: Date, reason: string): Promise<number> => {
  const rows = await db
    .update(testDataRuns)
    .set({ status: 'failed', error: reason, finishedAt: new Date() })
    .where(
      and(
        activeStatus,
        or(
          sql`(${testDataRuns.options} ->> 'heartbeatAt') is null`,
          lt(sql`(${testDataRuns.options} ->> 'heartbeatAt')::timestamptz`, staleBefore.toISOString()),
        ),
      ),
    )
    .returning({ id: testDataRuns.id });
  return rows.length;
};

/** Test data present now, per kind. Members are generated accounts that own no profile. */
export const countPresent = async (db: Db): Promise<Record<TestDataKind, number>> => {
  const [row] = await executeRows<Record<TestDataKind, number>>(
    db,
    sql`select
      (select count(*)::int from organization_profiles where user_id in ${markedUsers}) as organizations,
      (select count(*)::int from venue_profiles where user_id in ${markedUsers}) as venues,
      (select count(*)::int from professionals where user_id in ${markedUsers}) as professionals,
      (select count(*)::int from users u where u.email like ${MARKER}
         and not exists (select 1 from organization_profiles o where o.user_id = u.id)
         and not exists (select 1 from venue_profiles v where v.user_id = u.id)
         and not exists (select 1 from professionals p where p.user_id = u.id)) as members,
      (select count(*)::int from events where organizer_id in ${markedUsers}) as events,
      (select count(*)::int from forum_topics where author_id in ${markedUsers}) as topics,
      (select count(*)::int from forum_posts where author_id in ${markedUsers}) as posts,
      (select count(*)::int from forum_votes where user_id in ${markedUsers}) as votes`,
  );
  return row as Record<TestDataKind, number>;
};

/** A few published upcoming generated events, newest first (to find them on /events). */
export const selectSampleEvents = (db: Db, limit: number) =>
  db
    .select({ id: events.id, title: events.title, slug: events.slug })
    .from(events)
    .where(
      and(
        sql`${events.organizerId} in ${markedUsers}`,
        eq(events.status, 'published'),
        sql`${events.deletedAt} is null`,
        sql`${events.startDate} > now()`,
      ),
    )
    .orderBy(desc(events.createdAt), events.startDate)
    .limit(limit);

/** What generating needs from the catalogue: categories and professional types by slug, forum categories. */
export const selectCatalog = async (db: Db) => {
  const [categories, types, forum, speakerRows] = await Promise.all([
    db.select({ id: eventCategories.id, slug: eventCategories.slug }).from(eventCategories),
    db.select({ id: professionalTypes.id, slug: professionalTypes.slug }).from(professionalTypes),
    db
      .select({ id: forumCategories.id, slug: forumCategories.slug })
      .from(forumCategories)
      .orderBy(forumCategories.slug),
    db.select({ id: speakers.id }).from(speakers).limit(1),
  ]);
  return {
    categoryBySlug: new Map(categories.map((c) => [c.slug, c.id])),
    professionalTypeBySlug: new Map(types.map((t) => [t.slug, t.id])),
    forumCategoryBySlug: new Map(forum.map((f) => [f.slug, f.id])),
    hasSpeakers: speakerRows.length > 0,
  };
};

/** Generated organisations events can be given to (owner account and name). */
export const selectMarkedOrganizations = (db: Db, limit: number) =>
  executeRows<{ id: string; userId: string; name: string; slug: string }>(
    db,
    sql`select o.id, o.user_id as "userId", o.organization_name as name, o.slug
        from organization_profiles o where o.user_id in ${markedUsers}
        order by o.created_at desc limit ${limit}`,
  );

/** Generated members (accounts with a profile that own no organisation, venue or practice): forum authors. */
export const selectMarkedMembers = async (db: Db, limit: number): Promise<string[]> =>
  (
    await executeRows<{ id: string }>(
      db,
      sql`select u.id from users u join profiles p on p.id = u.id
          where u.email like ${MARKER} and p.username is not null
          order by u.created_at desc limit ${limit}`,
    )
  ).map((r) => r.id);

/** The newest visible topics and posts (what generated replies and votes go to besides their own). */
export const selectRecentForum = async (db: Db, limit: number) => {
  const topics = await db
    .select({ id: forumTopics.id })
    .from(forumTopics)
    .where(and(eq(forumTopics.isHidden, false), eq(forumTopics.status, 'open')))
    .orderBy(desc(forumTopics.lastActivityAt))
    .limit(limit);
  const posts = await executeRows<{ id: string }>(
    db,
    sql`select id from forum_posts where not is_hidden order by created_at desc limit ${limit}`,
  );
  return { topicIds: topics.map((t) => t.id), postIds: posts.map((p) => p.id) };
};

/** Which of these event titles exist already (events_title_unique). */
export const selectTakenTitles = async (db: Db, titles: readonly string[]): Promise<Set<string>> => {
  if (titles.length === 0) return new Set();
  const rows = await db
    .select({ title: events.title })
    .from(events)
    .where(inArray(events.title, [...titles]));
  return new Set(rows.map((r) => r.title));
};

/** One delete of at most `limit` rows; returns how many went. */
const deleteBatch = async (db: Db, statement: SQL): Promise<number> =>
  (await executeRows<{ id: string }>(db, statement)).length;

/**
 * The batches of 'remove', in dependency order: votes, posts and topics of generated members, events of
 * generated organisers, then the accounts (a profile goes with its owner: ON DELETE CASCADE). Each call deletes
 * at most `limit` rows in its own statement, so no giant transaction holds locks on the whole set.
 */
export const REMOVAL_STEPS: readonly { kind: TestDataKind; statement: (limit: number) => SQL }[] = [
  {
    kind: 'votes',
    statement: (limit) =>
      sql`delete from forum_votes where id in (select id from forum_votes where user_id in ${markedUsers} limit ${limit}) returning id`,
  },
  {
    kind: 'posts',
    statement: (limit) =>
      sql`delete from forum_posts where id in (select id from forum_posts where author_id in ${markedUsers} limit ${limit}) returning id`,
  },
  {
    kind: 'topics',
    statement: (limit) =>
      sql`delete from forum_topics where id in (select id from forum_topics where author_id in ${markedUsers} limit ${limit}) returning id`,
  },
  {
    kind: 'events',
    statement: (limit) =>
      sql`delete from events where id in (select id from events where organizer_id in ${markedUsers} limit ${limit}) returning id`,
  },
  {
    kind: 'organizations',
    statement: (limit) =>
      sql`delete from users where id in (select user_id from organization_profiles where user_id in ${markedUsers} limit ${limit}) returning id`,
  },
  {
    kind: 'venues',
    statement: (limit) =>
      sql`delete from users where id in (select user_id from venue_profiles where user_id in ${markedUsers} limit ${limit}) returning id`,
  },
  {
    kind: 'professionals',
    statement: (limit) =>
      sql`delete from users where id in (select user_id from professionals where user_id in ${markedUsers} limit ${limit}) returning id`,
  },
  {
    kind: 'members',
    statement: (limit) =>
      sql`delete from users where id in (select id from users where email like ${MARKER} limit ${limit}) returning id`,
  },
];

export const runRemovalStep = (db: Db, step: (typeof REMOVAL_STEPS)[number], limit: number) =>
  deleteBatch(db, step.statement(limit));
