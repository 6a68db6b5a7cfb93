import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../db/schema';
import { type TestApp, createTestApp } from '../test/app';
import { RATE_LIMIT_RETENTION_MS } from '../db/maintenance';
import { rateLimitCleanupJob } from './rateLimitCleanup';
import { runJobOnce } from './runner';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

describe('rate-limit cleanup job', () => {
  it('deletes counters older than a day and keeps live ones', async () => {
    const now = Date.now();
    await t.db.insert(rateLimits).values([
      { key: 'totp:used:old', count: 1, lastRequest: now - RATE_LIMIT_RETENTION_MS - 1000 },
      { key: 'signin:ip:old', count: 3, lastRequest: now - 2 * RATE_LIMIT_RETENTION_MS },
      { key: 'signin:ip:live', count: 2, lastRequest: now - 60_000 },
    ]);
    expect(await runJobOnce(t.db, rateLimitCleanupJob)).toEqual({ ran: true, affected: 2 });
    const keys = (await t.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    expect(keys).toEqual(['signin:ip:live']);
    expect(await runJobOnce(t.db, rateLimitCleanupJob)).toEqual({ ran: true, affected: 0 });
  });
});
