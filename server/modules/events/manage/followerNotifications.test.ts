import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventEditorDto } from '../../../../core/schemas/eventWrite';
import { type TestApp, createTestApp } from '../../../test/app';
import { bodyFromEditor, callAs, createEventAs, inDays, signInAs } from '../../../test/events';
import { notificationsOf, userIdByEmail } from '../../../test/notifications';

/**
 * Issue 15: followers of an organiser hear about a new event once, when it is first published (create as
 * published, publish a draft, publish from the editor), in the publishing transaction; never the actor, never
 * a follower who switched the organiser's notifications off, never again on an edit or a re-publication.
 */
let t: TestApp;
let org: string;
let orgUserId: string;
let member: string;
let memberId: string;
let muted: string;
let mutedId: string;

const follow = async (cookie: string, userId: string, notificationsEnabled = true) => {
  const res = await callAs(t, cookie, 'PUT', `/api/follows/${userId}`);
  expect(res.statusCode, res.body).toBe(200);
  if (!notificationsEnabled) {
    const off = await callAs(t, cookie, 'PATCH', `/api/follows/${userId}`, { notificationsEnabled: false });
    expect(off.statusCode, off.body).toBe(200);
  }
};

const published = async (eventId: string, userId: string) =>
  (await notificationsOf(t, userId, 'event_published')).filter((n) => n.data.event_id === eventId);

beforeAll(async () => {
  t = await createTestApp({ seed: { events: 6, members: 2 } });
  org = await signInAs(t, 'organisatie@demo.kring.test');
  orgUserId = await userIdByEmail(t, 'organisatie@demo.kring.test');
  member = await signInAs(t, 'deelnemer@demo.kring.test');
  memberId = await userIdByEmail(t, 'deelnemer@demo.kring.test');
  muted = await signInAs(t, 'multi@demo.kring.test');
  mutedId = await userIdByEmail(t, 'multi@demo.kring.test');
  await follow(member, orgUserId);
  await follow(muted, orgUserId, false);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('a followed organiser publishes an event', () => {
  it('notifies followers with notifications on when an event is created as published', async () => {
    const created = await createEventAs(t, org, { publish: true });
    const [row, ...more] = await published(created.id, memberId);
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({
      type: 'event_published',
      actionUrl: `/evenement/${created.slug}`,
      data: { event_id: created.id },
    });
    expect(row?.title).toMatch(/^Nieuw evenement van /);
    expect(row?.content).toContain(created.title);
    expect(row?.content.length).toBeLessThanOrEqual(200);
    expect(await published(created.id, mutedId)).toHaveLength(0);
    expect(await published(created.id, orgUserId)).toHaveLength(0);
  });

  it('a draft notifies nobody; publishing it notifies once; edits and re-publication do not repeat it', async () => {
    const draft = await createEventAs(t, org, { publish: false });
    expect(await published(draft.id, memberId)).toHaveLength(0);

    const pub = await callAs(t, org, 'POST', `/api/dashboard/events/${draft.id}/publish`);
    expect(pub.statusCode, pub.body).toBe(200);
    expect(await published(draft.id, memberId)).toHaveLength(1);

    const live = pub.json() as EventEditorDto;
    const edit = await callAs(
      t,
      org,
      'PUT',
      `/api/dashboard/events/${draft.id}`,
      bodyFromEditor(live, { shortDescription: 'Nieuwe tekst', publish: true }),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    const cancel = await callAs(t, org, 'POST', `/api/dashboard/events/${draft.id}/cancel`);
    expect(cancel.statusCode, cancel.body).toBe(200);
    const again = await callAs(t, org, 'POST', `/api/dashboard/events/${draft.id}/publish`);
    expect(again.statusCode, again.body).toBe(200);
    expect(await published(draft.id, memberId)).toHaveLength(1);
  });

  it('publishing a draft from the editor (PUT with publish) notifies; a recurring series once', async () => {
    const draft = await createEventAs(t, org, {
      publish: false,
      startDate: inDays(10),
      endDate: inDays(10, 21),
      recurrence: { frequency: 'weekly', interval: 1, endType: 'after', occurrences: 4 },
    });
    const res = await callAs(
      t,
      org,
      'PUT',
      `/api/dashboard/events/${draft.id}`,
      bodyFromEditor(draft, { publish: true }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await published(draft.id, memberId)).toHaveLength(1);
  });

  it('an unfollowed organiser notifies nobody', async () => {
    const unfollow = await callAs(t, member, 'DELETE', `/api/follows/${orgUserId}`);
    expect(unfollow.statusCode, unfollow.body).toBe(200);
    const created = await createEventAs(t, org, { publish: true });
    expect(await published(created.id, memberId)).toHaveLength(0);
    await follow(member, orgUserId);
  });
});
