import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminEventDetailDto, AdminEventListResponse } from '../../../../core/schemas/adminEvents';
import { auditLog, eventReports } from '../../../db/schema';
import {
  ADMIN_EMAIL,
  ORGANISER_EMAIL,
  PARTICIPANT_EMAIL,
  createSignedInTestApp,
} from '../../../test/accounts';
import type { TestApp } from '../../../test/app';
import { insertEvent } from '../../../test/fixtures';
import { callAs, errorOf } from '../../../test/http';
import { countOpenEventReports } from '..';

let t: TestApp;
let admin: string;
let participant: string;
let organiser: string;

beforeAll(async () => {
  ({ t, admin, participant, organiser } = await createSignedInTestApp({
    admin: ADMIN_EMAIL,
    participant: PARTICIPANT_EMAIL,
    organiser: ORGANISER_EMAIL,
  }));
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const report = (cookie: string | null, idOrSlug: string, reason = 'Dit evenement lijkt nep te zijn.') =>
  callAs(t, cookie, 'POST', `/api/events/${idOrSlug}/reports`, { reason });

const reportedIds = async (city: string) => {
  const res = await callAs(t, admin, 'GET', `/api/admin/events?reported=true&city=${city}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as AdminEventListResponse).items.map((i) => i.id);
};

describe('a member reports an event', () => {
  it('one open report per member per event; the admin sees it under "reported"', async () => {
    const city = `Meldstad${Date.now()}`;
    const event = await insertEvent(t.db, { city });
    const other = await insertEvent(t.db, { city });
    const before = await countOpenEventReports(t.db);

    const res = await report(participant, event.slug);
    expect(res.statusCode, res.body).toBe(201);
    const again = await report(participant, event.id, 'Nog een keer gemeld, andere reden.');
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toEqual({
      code: 'event_report_exists',
      message: 'Je hebt dit evenement al gemeld. We kijken ernaar.',
    });
    // Another member may report the same event.
    expect((await report(organiser, event.id)).statusCode).toBe(201);

    expect(await reportedIds(city)).toEqual([event.id]);
    expect(await countOpenEventReports(t.db)).toBe(before + 2);
    expect(other.id).not.toBe(event.id);
  });

  it('needs a session, a reason and an event anyone can see', async () => {
    const event = await insertEvent(t.db);
    expect((await report(null, event.id)).statusCode).toBe(401);
    const short = await report(participant, event.id, 'nee');
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('Geef een reden op van minstens 5 tekens.');
    const draft = await insertEvent(t.db, { status: 'draft' });
    expect((await report(participant, draft.id)).statusCode).toBe(404);
  });
});

describe('an admin resolves a report', () => {
  it('resolves it on the event (audited), after which the event leaves the filter', async () => {
    const city = `Oplosstad${Date.now()}`;
    const event = await insertEvent(t.db, { city });
    const created = await report(participant, event.id);
    const { id: reportId } = created.json() as { id: string };

    const detail = (
      await callAs(t, admin, 'GET', `/api/admin/events/${event.id}`)
    ).json() as AdminEventDetailDto;
    expect(detail.reports).toHaveLength(1);
    expect(detail.reports[0]).toMatchObject({ id: reportId, resolvedAt: null });
    expect(detail.reports[0]?.reporterName).toBeTruthy();

    const url = `/api/admin/events/${event.id}/reports/${reportId}/resolve`;
    expect((await callAs(t, participant, 'POST', url, {})).statusCode).toBe(403);
    const res = await callAs(t, admin, 'POST', url, {});
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json() as AdminEventDetailDto;
    expect(after.reports[0]?.resolvedAt).not.toBeNull();
    expect(after.reports[0]?.resolvedByName).toBeTruthy();
    expect(after.history.map((h) => h.action)).toContain('event.resolve_report');

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, event.id), eq(auditLog.action, 'event.resolve_report')))
      .orderBy(desc(auditLog.createdAt));
    expect(entry?.data).toMatchObject({ reportId, before: { resolved: false }, after: { resolved: true } });
    expect(await reportedIds(city)).toEqual([]);

    const twice = await callAs(t, admin, 'POST', url, {});
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).code).toBe('event_report_resolved');
    const wrong = await callAs(
      t,
      admin,
      'POST',
      `/api/admin/events/${event.id}/reports/${event.id}/resolve`,
      {},
    );
    expect(wrong.statusCode).toBe(404);

    // Resolved: the member may report the event again.
    expect((await report(participant, event.id)).statusCode).toBe(201);
    const [open] = await t.db.select().from(eventReports).where(eq(eventReports.eventId, event.id));
    expect(open).toBeTruthy();
  });
});
