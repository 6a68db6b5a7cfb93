import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventOccurrences, events, jobRuns } from '../db/schema';
import { createLogger } from '../http/logger';
import { LogErrorReporter } from '../integrations/errors';
import { type TestApp, createTestApp } from '../test/app';
import { daysFromNow, insertEvent } from '../test/fixtures';
import { eventLifecycleJob } from './eventLifecycle';
import { runJobOnce, startJobs } from './runner';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

const statusOf = async (id: string) => {
  const [row] = await t.db
    .select({ status: events.status, startDate: events.startDate, endDate: events.endDate })
    .from(events)
    .where(eq(events.id, id));
  return row;
};

describe('event lifecycle job', () => {
  it('moves finished recurring events to their next occurrence and expires finished one-off events', async () => {
    const weekly = await insertEvent(t.db, {
      title: 'Wekelijkse meditatie',
      startDate: daysFromNow(-6),
      endDate: daysFromNow(-5.9),
    });
    const next = daysFromNow(1);
    await t.db.insert(eventOccurrences).values([
      { eventId: weekly.id, startDate: daysFromNow(-6), endDate: daysFromNow(-5.9) },
      { eventId: weekly.id, startDate: next, endDate: new Date(next.getTime() + 2 * 3_600_000) },
      { eventId: weekly.id, startDate: daysFromNow(8) },
    ]);
    const finished = await insertEvent(t.db, { title: 'Afgelopen workshop', startDate: daysFromNow(-3) });
    const running = await insertEvent(t.db, {
      title: 'Lopend festival',
      startDate: daysFromNow(-1),
      endDate: daysFromNow(1),
    });
    const upcoming = await insertEvent(t.db, { title: 'Komende retreat', startDate: daysFromNow(10) });
    const draft = await insertEvent(t.db, {
      title: 'Oud concept',
      status: 'draft',
      startDate: daysFromNow(-3),
    });

    const result = await runJobOnce(t.db, eventLifecycleJob);
    expect(result).toEqual({ ran: true, affected: 2 });

    const moved = await statusOf(weekly.id);
    expect(moved?.status).toBe('published');
    expect(moved?.startDate.getTime()).toBe(next.getTime());
    expect(moved?.endDate?.getTime()).toBe(next.getTime() + 2 * 3_600_000);
    expect((await statusOf(finished.id))?.status).toBe('expired');
    expect((await statusOf(running.id))?.status).toBe('published');
    expect((await statusOf(upcoming.id))?.status).toBe('published');
    expect((await statusOf(draft.id))?.status).toBe('draft');

    // The moved event is public again.
    const list = (await t.app.inject({ url: '/api/events' })).json<{ items: { id: string }[] }>();
    expect(list.items.map((e) => e.id)).toContain(weekly.id);

    expect(await runJobOnce(t.db, eventLifecycleJob)).toEqual({ ran: true, affected: 0 });
    const runs = await t.db.select().from(jobRuns).where(eq(jobRuns.job, 'event-lifecycle'));
    expect(runs.map((r) => r.affected).sort()).toEqual([0, 2]);
    expect(runs.every((r) => r.finishedAt !== null && r.error === null)).toBe(true);
  });

  it('runs on start and stops cleanly', async () => {
    const logger = createLogger({ env: 'test', logLevel: 'silent' });
    const before = await t.db.$count(jobRuns);
    const scheduler = startJobs(t.db, [eventLifecycleJob], {
      logger,
      reporter: new LogErrorReporter(logger),
    });
    await scheduler.stop();
    expect(await t.db.$count(jobRuns)).toBe(before + 1);
  });

  it('records a failing run and rethrows', async () => {
    const failing = { name: 'kapot', intervalMs: 1000, run: async () => Promise.reject(new Error('stuk')) };
    await expect(runJobOnce(t.db, failing)).rejects.toThrow('stuk');
    const [run] = await t.db.select().from(jobRuns).where(eq(jobRuns.job, 'kapot'));
    expect(run?.error).toBe('stuk');
  });
});
