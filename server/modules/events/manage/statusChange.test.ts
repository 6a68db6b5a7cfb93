import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../../db/schema';
import { type TestApp, createTestApp } from '../../../test/app';
import { insertEvent } from '../../../test/fixtures';
import { updateEventStatus } from './queriesWrite';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const statusOf = async (id: string) =>
  (await t.db.select({ status: events.status }).from(events).where(eq(events.id, id)))[0]?.status;

describe('a status change writes only from the status that was checked', () => {
  it('refuses when someone else changed the status in between, and runs no after-work', async () => {
    // Checked as published (an admin about to cancel), but trashed meanwhile by its organiser.
    const event = await insertEvent(t.db, { status: 'trashed', deletedAt: new Date() });
    let afterRan = false;
    await expect(
      updateEventStatus(
        t.db,
        { id: event.id, status: 'published' },
        { status: 'cancelled' },
        undefined,
        async () => {
          afterRan = true;
        },
      ),
    ).rejects.toMatchObject({ code: 'event_status_invalid' });
    expect(await statusOf(event.id)).toBe('trashed');
    expect(afterRan).toBe(false);
  });

  it('lets only one of two first publications through (followers are announced once)', async () => {
    const event = await insertEvent(t.db, { status: 'draft', publishedAt: null });
    const target = { id: event.id, status: 'draft' as const, firstPublication: true };
    await updateEventStatus(t.db, target, { status: 'published', publishedAt: new Date() });
    // The second saw the same draft before the first wrote; by now it is published.
    await expect(
      updateEventStatus(t.db, target, { status: 'published', publishedAt: new Date() }),
    ).rejects.toMatchObject({ code: 'event_status_invalid' });
    expect(await statusOf(event.id)).toBe('published');
  });
});
