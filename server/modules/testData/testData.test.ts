import { and, count, desc, eq, inArray, like, notLike, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDataOverview, TestDataRunDto } from '../../../core/schemas/testData';
import {
  auditLog,
  events,
  forumPosts,
  forumTopics,
  forumVotes,
  organizationProfiles,
  professionals,
  testDataRuns,
  users,
  venueProfiles,
} from '../../db/schema';
import { ADMIN_EMAIL } from '../../test/accounts';
import { type TestApp, createTestApp } from '../../test/app';
import { callAs, errorOf, signInAs } from '../../test/http';
import { runJobOnce } from '../../jobs';
import { testDataRunsJob } from '../../jobs/testDataRuns';

let t: TestApp;
let admin: string;
let participant: string;

beforeAll(async () => {
  t = await createTestApp({ seed: { events: 20, members: 4 } });
  admin = await signInAs(t, ADMIN_EMAIL);
  participant = await signInAs(t, 'deelnemer@demo.kring.test');
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const MARKED = '%@testdata.kring.test';
const start = (body: unknown) => callAs(t, admin, 'POST', '/api/admin/test-data/runs', body);
const overview = async () =>
  (await callAs(t, admin, 'GET', '/api/admin/test-data')).json() as TestDataOverview;

/** Polls the run until it is no longer queued or running. */
const finished = async (runId: string): Promise<TestDataRunDto> => {
  for (let i = 0; i < 600; i += 1) {
    const run = (
      await callAs(t, admin, 'GET', `/api/admin/test-data/runs/${runId}`)
    ).json() as TestDataRunDto;
    if (run.status !== 'running' && run.status !== 'queued') return run;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('run did not finish');
};

/** What the demo seed holds outside test data: must survive 'remove' untouched. */
const demoFigures = async () => {
  const [u] = await t.db.select({ n: count() }).from(users).where(notLike(users.email, MARKED));
  const [e] = await t.db.select({ n: count() }).from(events);
  const [topics] = await t.db.select({ n: count() }).from(forumTopics);
  const [posts] = await t.db.select({ n: count() }).from(forumPosts);
  const [orgs] = await t.db.select({ n: count() }).from(organizationProfiles);
  return { users: u?.n, events: e?.n, topics: topics?.n, posts: posts?.n, orgs: orgs?.n };
};

describe('/admin/test-data: who may', () => {
  it('refuses visitors (401) and members who are not admin (403 admin_only)', async () => {
    const anonymous = await callAs(t, null, 'GET', '/api/admin/test-data');
    expect(anonymous.statusCode).toBe(401);
    const member = await callAs(t, participant, 'POST', '/api/admin/test-data/runs', { action: 'remove' });
    expect(member.statusCode).toBe(403);
    expect(errorOf(member).code).toBe('admin_only');
    expect((await t.db.select({ n: count() }).from(testDataRuns))[0]?.n).toBe(0);
  });

  it('refuses every call in production, with a Dutch reason', async () => {
    const config = t.config as { isProduction: boolean };
    config.isProduction = true;
    try {
      for (const res of [
        await callAs(t, admin, 'GET', '/api/admin/test-data'),
        await start({ action: 'generate', counts: { members: 1 } }),
        await start({ action: 'remove' }),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(errorOf(res)).toMatchObject({ code: 'test_data_production' });
        expect(errorOf(res).message).toContain('productieomgeving');
      }
    } finally {
      config.isProduction = false;
    }
    expect((await t.db.select({ n: count() }).from(testDataRuns))[0]?.n).toBe(0);
  });

  it('validates the counts (400 with a Dutch message)', async () => {
    const nothing = await start({ action: 'generate', counts: {} });
    expect(nothing.statusCode).toBe(400);
    expect(JSON.stringify(nothing.json())).toContain('Kies bij minstens één soort');
    const tooMany = await start({ action: 'generate', counts: { events: 2001 } });
    expect(tooMany.statusCode).toBe(400);
    expect(JSON.stringify(tooMany.json())).toContain('Maximaal 2000 per keer');
  });
});

describe('/admin/test-data: generate and remove', () => {
  it('generates what was asked in the background, marked as test data, events visible on /events', async () => {
    const before = await demoFigures();
    const res = await start({
      action: 'generate',
      counts: {
        organizations: 2,
        venues: 1,
        professionals: 1,
        members: 3,
        events: 6,
        topics: 2,
        posts: 3,
        votes: 4,
      },
    });
    expect(res.statusCode).toBe(202);
    const run = await finished((res.json() as TestDataRunDto).id);
    expect(run).toMatchObject({ status: 'completed', percent: 100, done: 22, total: 22, error: null });
    expect(run.counts).toEqual({
      organizations: 2,
      venues: 1,
      professionals: 1,
      members: 3,
      events: 6,
      topics: 2,
      posts: 3,
      votes: 4,
    });

    // Marked: every account at @testdata.kring.test; profiles, events and forum rows belong to such accounts.
    const marked = t.db.select({ id: users.id }).from(users).where(like(users.email, MARKED));
    expect((await t.db.select({ n: count() }).from(users).where(like(users.email, MARKED)))[0]?.n).toBe(7);
    const [orgs] = await t.db
      .select({ n: count() })
      .from(organizationProfiles)
      .where(inArray(organizationProfiles.userId, marked));
    const [venues] = await t.db
      .select({ n: count() })
      .from(venueProfiles)
      .where(inArray(venueProfiles.userId, marked));
    const [pros] = await t.db
      .select({ n: count() })
      .from(professionals)
      .where(inArray(professionals.userId, marked));
    expect([orgs?.n, venues?.n, pros?.n]).toEqual([2, 1, 1]);
    const generated = await t.db.select().from(events).where(inArray(events.organizerId, marked));
    expect(generated).toHaveLength(6);
    const [votes] = await t.db
      .select({ n: count() })
      .from(forumVotes)
      .where(inArray(forumVotes.userId, marked));
    expect(votes?.n).toBe(4);

    const after = await demoFigures();
    expect(after.events).toBe(Number(before.events) + 6);

    // The overview counts them and offers published upcoming ones to look up; /events finds one at once.
    const view = await overview();
    expect(view.present).toMatchObject({
      organizations: 2,
      members: 3,
      events: 6,
      topics: 2,
      posts: 3,
      votes: 4,
    });
    expect(view.activeRun).toBeNull();
    expect(view.sampleEvents.length).toBeGreaterThan(0);
    const sample = view.sampleEvents[0];
    if (sample) {
      const found = await callAs(
        t,
        null,
        'GET',
        `/api/events?q=${encodeURIComponent(sample.title)}&page=1&pageSize=50`,
      );
      expect(found.statusCode).toBe(200);
      expect(JSON.stringify(found.json())).toContain(sample.id);
    }

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'test_data.generate'))
      .orderBy(desc(auditLog.createdAt));
    expect(audit).toMatchObject({ targetType: 'test_data_run', targetId: run.id });
    expect((audit?.data as { counts: Record<string, number> }).counts).toMatchObject({ events: 6, votes: 4 });

    const history = (await callAs(t, admin, 'GET', '/api/admin/test-data/runs')).json() as {
      items: TestDataRunDto[];
      total: number;
    };
    expect(history.total).toBe(1);
    expect(history.items[0]).toMatchObject({ id: run.id, action: 'generate', status: 'completed' });
  }, 120_000);

  it('refuses a second run while one is active (409 with a Dutch message)', async () => {
    const [busy] = await t.db
      .insert(testDataRuns)
      .values({ action: 'generate', status: 'running', options: { heartbeatAt: new Date().toISOString() } })
      .returning();
    try {
      const res = await start({ action: 'remove' });
      expect(res.statusCode).toBe(409);
      expect(errorOf(res)).toMatchObject({ code: 'test_data_busy' });
      expect(errorOf(res).message).toContain('Er loopt al een testdata-opdracht');
    } finally {
      await t.db.delete(testDataRuns).where(eq(testDataRuns.id, busy?.id ?? ''));
    }
  });

  it('the test-data-runs job marks a run that lost its process (no heartbeat for 90 s) failed', async () => {
    const old = new Date(Date.now() - 5 * 60_000).toISOString();
    const [stale] = await t.db
      .insert(testDataRuns)
      .values({ action: 'generate', status: 'running', options: { heartbeatAt: old } })
      .returning();
    const [live] = await t.db
      .insert(testDataRuns)
      .values({ action: 'generate', status: 'running', options: { heartbeatAt: new Date().toISOString() } })
      .returning();
    expect(await runJobOnce(t.db, testDataRunsJob)).toEqual({ ran: true, affected: 1 });
    const rows = await t.db
      .select({ id: testDataRuns.id, status: testDataRuns.status, error: testDataRuns.error })
      .from(testDataRuns)
      .where(inArray(testDataRuns.id, [stale?.id ?? '', live?.id ?? '']));
    expect(rows.find((r) => r.id === stale?.id)).toMatchObject({ status: 'failed' });
    expect(rows.find((r) => r.id === stale?.id)?.error).toContain('Onderbroken');
    expect(rows.find((r) => r.id === live?.id)).toMatchObject({ status: 'running' });
    await t.db.delete(testDataRuns).where(and(eq(testDataRuns.id, live?.id ?? '')));
  });

  it('cancels a run at its next batch', async () => {
    const res = await start({ action: 'generate', counts: { members: 2000 } });
    expect(res.statusCode).toBe(202);
    const { id } = res.json() as TestDataRunDto;
    const cancel = await callAs(t, admin, 'POST', `/api/admin/test-data/runs/${id}/cancel`);
    expect(cancel.statusCode).toBe(200);
    expect((cancel.json() as TestDataRunDto).cancelRequested).toBe(true);
    const run = await finished(id);
    expect(run.status).toBe('cancelled');
    expect(run.done).toBeLessThan(2000);
    expect(run.counts.members).toBe(run.done);
  }, 120_000);

  it('removes exactly the test data in batches and leaves the demo seed intact', async () => {
    const demoUsers = await t.db.select({ n: count() }).from(users).where(notLike(users.email, MARKED));
    const demoEvents = await t.db
      .select({ n: count() })
      .from(events)
      .where(
        sql`${events.organizerId} is null or ${events.organizerId} not in (select id from users where email like ${MARKED})`,
      );
    const present = (await overview()).present;
    const res = await start({ action: 'remove' });
    expect(res.statusCode).toBe(202);
    const run = await finished((res.json() as TestDataRunDto).id);
    expect(run).toMatchObject({ status: 'completed', action: 'remove', percent: 100 });
    expect(run.counts).toMatchObject({ events: 6, topics: 2, posts: 3, votes: 4, organizations: 2 });
    expect(run.counts.members).toBe(present.members);

    expect((await overview()).present).toEqual({
      organizations: 0,
      venues: 0,
      professionals: 0,
      members: 0,
      events: 0,
      topics: 0,
      posts: 0,
      votes: 0,
    });
    expect((await t.db.select({ n: count() }).from(users).where(notLike(users.email, MARKED)))[0]?.n).toBe(
      demoUsers[0]?.n,
    );
    expect((await t.db.select({ n: count() }).from(events))[0]?.n).toBe(demoEvents[0]?.n);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'test_data.remove'));
    expect(audit).toMatchObject({ targetType: 'test_data_run', targetId: run.id });
    expect((audit?.data as { counts: Record<string, number> }).counts).toMatchObject({ events: 6 });
  }, 120_000);

  it('adds an organisation for events and members for forum activity when there are none', async () => {
    const res = await start({ action: 'generate', counts: { events: 3, topics: 1, votes: 2 } });
    expect(res.statusCode).toBe(202);
    const run = await finished((res.json() as TestDataRunDto).id);
    expect(run.status).toBe('completed');
    expect(run.requested).toMatchObject({ organizations: 1, members: 10, events: 3, topics: 1, votes: 2 });
    expect(run.counts).toMatchObject({ organizations: 1, members: 10, events: 3, topics: 1, votes: 2 });
    const cleanup = await finished(((await start({ action: 'remove' })).json() as TestDataRunDto).id);
    expect(cleanup.status).toBe('completed');
    expect(Object.values((await overview()).present).every((n) => n === 0)).toBe(true);
  }, 120_000);
});
