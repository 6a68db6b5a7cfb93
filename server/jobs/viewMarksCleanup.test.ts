import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewMarks } from '../db/schema';
import { type TestApp, createTestApp } from '../test/app';
import { runJobOnce } from './runner';
import { viewMarksCleanupJob } from './viewMarksCleanup';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

describe('view-marks cleanup job', () => {
  it('drops marks older than an hour and keeps recent ones', async () => {
    const id = '00000000-0000-4000-8000-000000000001';
    const now = Date.now();
    await t.db.insert(viewMarks).values([
      {
        targetType: 'forum_topic',
        targetId: id,
        viewerKey: 'u:old',
        viewedAt: new Date(now - 2 * 3_600_000),
      },
      { targetType: 'help_article', targetId: id, viewerKey: 'v:old', viewedAt: new Date(now - 61 * 60_000) },
      { targetType: 'forum_topic', targetId: id, viewerKey: 'u:live', viewedAt: new Date(now - 5 * 60_000) },
    ]);
    expect(await runJobOnce(t.db, viewMarksCleanupJob)).toEqual({ ran: true, affected: 2 });
    const keys = (await t.db.select({ key: viewMarks.viewerKey }).from(viewMarks)).map((r) => r.key);
    expect(keys).toEqual(['u:live']);
  });
});
