import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminEventBulkResponse,
  AdminEventDetailDto,
  AdminEventListResponse,
} from '../../../../core/schemas/adminEvents';
import type { EventEditorDto } from '../../../../core/schemas/eventWrite';
import { auditLog, events } from '../../../db/schema';
import {
  ADMIN_EMAIL,
  ORGANISER_EMAIL,
  PARTICIPANT_EMAIL,
  createSignedInTestApp,
} from '../../../test/accounts';
import type { TestApp } from '../../../test/app';
import { eventBody } from '../../../test/events';
import { daysFromNow, insertEvent, insertOrganization } from '../../../test/fixtures';
import { callAs, errorOf } from '../../../test/http';

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

const list = async (query: string): Promise<AdminEventListResponse> => {
  const res = await callAs(t, admin, 'GET', `/api/admin/events?pageSize=100&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdminEventListResponse;
};
const idsOf = (page: AdminEventListResponse) => page.items.map((i) => i.id);

const bulk = async (action: string, ids: string[]): Promise<AdminEventBulkResponse> => {
  const res = await callAs(t, admin, 'POST', '/api/admin/events/bulk', { action, ids });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdminEventBulkResponse;
};

const auditOf = (eventId: string, action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'event'), eq(auditLog.targetId, eventId), eq(auditLog.action, action)))
    .orderBy(desc(auditLog.createdAt));

const statusOf = async (id: string) => {
  const [row] = await t.db
    .select({ status: events.status, deletedAt: events.deletedAt, featuredAt: events.featuredAt })
    .from(events)
    .where(eq(events.id, id));
  return row;
};

describe('who may use the admin events API', () => {
  it('refuses members and organisers (403 admin_only) and visitors (401)', async () => {
    for (const cookie of [participant, organiser]) {
      const res = await callAs(t, cookie, 'GET', '/api/admin/events');
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).code).toBe('admin_only');
    }
    const event = await insertEvent(t.db);
    const refused = await callAs(t, organiser, 'POST', '/api/admin/events/bulk', {
      action: 'cancel',
      ids: [event.id],
    });
    expect(refused.statusCode).toBe(403);
    expect((await statusOf(event.id))?.status).toBe('published');
    expect((await callAs(t, null, 'GET', '/api/admin/events')).statusCode).toBe(401);
    expect((await callAs(t, null, 'GET', `/api/admin/events/${event.id}`)).statusCode).toBe(401);
  });
});

describe('the list of every event', () => {
  it('filters by status (the trash only on request), text, city, organiser, dates and featured', async () => {
    const org = await insertOrganization(t.db, { name: 'Filterhuis Organisatie' });
    const city = `Filterstad${Date.now()}`;
    const draft = await insertEvent(t.db, { status: 'draft', city, title: `Concept filter ${Date.now()}` });
    const live = await insertEvent(t.db, { city, organizationProfileId: org.id, startDate: daysFromNow(40) });
    const trashed = await insertEvent(t.db, { status: 'trashed', deletedAt: new Date(), city });
    const featured = await insertEvent(t.db, { city, featuredAt: new Date(), startDate: daysFromNow(3) });

    const all = await list(`city=${city}`);
    expect(idsOf(all).sort()).toEqual([draft.id, live.id, featured.id].sort());
    expect(idsOf(await list(`city=${city}&status=trashed`))).toEqual([trashed.id]);
    expect(idsOf(await list(`city=${city}&status=draft`))).toEqual([draft.id]);
    expect(idsOf(await list(`city=${city}&featured=true`))).toEqual([featured.id]);
    expect(idsOf(await list(`organizer=${org.id}`))).toEqual([live.id]);
    expect(idsOf(await list(`q=${encodeURIComponent('concept filter')}&city=${city}`))).toEqual([draft.id]);
    const day = (d: Date) => d.toISOString().slice(0, 10);
    const within = await list(`city=${city}&from=${day(daysFromNow(30))}&to=${day(daysFromNow(50))}`);
    expect(idsOf(within)).toEqual([live.id]);
    const item = all.items.find((i) => i.id === featured.id);
    expect(item).toMatchObject({ featured: true, openReports: 0, status: 'published' });
  });

  it('pages with a total', async () => {
    const page = await callAs(t, admin, 'GET', '/api/admin/events?pageSize=1&page=2');
    const body = page.json() as AdminEventListResponse;
    expect(body.items).toHaveLength(1);
    expect(body.total).toBeGreaterThan(2);
  });

  it('refuses a malformed filter with a Dutch message', async () => {
    const res = await callAs(t, admin, 'GET', '/api/admin/events?from=morgen');
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('validation_failed');
    expect(res.body).toContain('Gebruik een datum als 2026-05-31.');
    // A day that does not exist is the admin's mistake too, not a database error.
    for (const day of ['2026-02-31', '2026-13-45', '0000-01-01']) {
      const impossible = await callAs(t, admin, 'GET', `/api/admin/events?from=${day}`);
      expect(impossible.statusCode).toBe(400);
      expect(errorOf(impossible).code).toBe('validation_failed');
      expect(impossible.body).toContain('Deze datum bestaat niet.');
    }
  });
});

describe('bulk actions', () => {
  it('cancels a published event and refuses a draft, each audited or explained', async () => {
    const published = await insertEvent(t.db);
    const draft = await insertEvent(t.db, { status: 'draft' });
    const result = await bulk('cancel', [published.id, draft.id]);
    expect(result).toMatchObject({ action: 'cancel', succeeded: 1, refused: 1 });
    const ok = result.results.find((r) => r.id === published.id);
    expect(ok).toMatchObject({ ok: true, status: 'cancelled', code: null });
    const refused = result.results.find((r) => r.id === draft.id);
    expect(refused).toMatchObject({ ok: false, code: 'event_status_invalid', title: draft.title });
    expect(refused?.message).toMatch(/\S/);
    expect((await statusOf(published.id))?.status).toBe('cancelled');
    expect((await statusOf(draft.id))?.status).toBe('draft');

    const [entry] = await auditOf(published.id, 'event.cancel');
    expect(entry?.data).toEqual({ before: { status: 'published' }, after: { status: 'cancelled' } });
    expect(await auditOf(draft.id, 'event.cancel')).toHaveLength(0);
  });

  it('publishes a future draft, refuses one whose start has passed and an unknown id', async () => {
    const future = await insertEvent(t.db, { status: 'draft', startDate: daysFromNow(10) });
    const past = await insertEvent(t.db, { status: 'draft', startDate: daysFromNow(-2) });
    const unknown = '00000000-0000-4000-8000-000000000000';
    const result = await bulk('publish', [future.id, past.id, unknown]);
    const by = new Map(result.results.map((r) => [r.id, r]));
    expect(by.get(future.id)).toMatchObject({ ok: true, status: 'published' });
    expect(by.get(past.id)).toMatchObject({ ok: false, code: 'event_start_in_past' });
    expect(by.get(unknown)).toMatchObject({ ok: false, code: 'event_not_found', title: null });
    const [entry] = await auditOf(future.id, 'event.publish');
    expect(entry?.data).toEqual({ before: { status: 'draft' }, after: { status: 'published' } });
  });

  it('trashes and restores (the trash filter follows), audited both ways', async () => {
    const event = await insertEvent(t.db, { city: `Prullenbakstad${Date.now()}` });
    expect((await bulk('trash', [event.id])).succeeded).toBe(1);
    expect(idsOf(await list(`city=${event.city}&status=trashed`))).toEqual([event.id]);
    expect(idsOf(await list(`city=${event.city}`))).toEqual([]);
    expect((await bulk('restore', [event.id])).results[0]).toMatchObject({ ok: true, status: 'draft' });
    expect(await statusOf(event.id)).toMatchObject({ status: 'draft', deletedAt: null });
    expect((await auditOf(event.id, 'event.trash'))[0]?.data).toEqual({
      before: { status: 'published' },
      after: { status: 'trashed' },
    });
    expect((await auditOf(event.id, 'event.restore'))[0]?.data).toEqual({
      before: { status: 'trashed' },
      after: { status: 'draft' },
    });
    // Restoring what is not in the trash is an invalid transition.
    expect((await bulk('restore', [event.id])).results[0]).toMatchObject({
      ok: false,
      code: 'event_status_invalid',
    });
  });

  it('features and unfeatures, not an event in the trash', async () => {
    const event = await insertEvent(t.db);
    const inTrash = await insertEvent(t.db, { status: 'trashed', deletedAt: new Date() });
    const result = await bulk('feature', [event.id, inTrash.id]);
    expect(result.succeeded).toBe(1);
    expect(result.results.find((r) => r.id === inTrash.id)?.code).toBe('event_trashed_locked');
    expect((await statusOf(event.id))?.featuredAt).not.toBeNull();
    expect((await bulk('feature', [event.id])).results[0]?.code).toBe('event_already_featured');
    expect((await bulk('unfeature', [event.id])).succeeded).toBe(1);
    expect((await statusOf(event.id))?.featuredAt).toBeNull();
    expect((await auditOf(event.id, 'event.feature'))[0]?.data).toEqual({
      before: { featured: false },
      after: { featured: true },
    });
    expect(await auditOf(event.id, 'event.unfeature')).toHaveLength(1);
  });

  it('refuses an empty selection and an unknown action with Dutch messages', async () => {
    const empty = await callAs(t, admin, 'POST', '/api/admin/events/bulk', { action: 'cancel', ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Kies minstens één evenement.');
    const bad = await callAs(t, admin, 'POST', '/api/admin/events/bulk', { action: 'explode', ids: [] });
    expect(bad.statusCode).toBe(400);
  });
});

describe('one event for the admin', () => {
  it('shows facts and the full history', async () => {
    const event = await insertEvent(t.db, { publishedAt: new Date() });
    await bulk('cancel', [event.id]);
    const res = await callAs(t, admin, 'GET', `/api/admin/events/${event.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json() as AdminEventDetailDto;
    expect(detail).toMatchObject({ id: event.id, status: 'cancelled', ticketsSold: 0, reports: [] });
    const actions = detail.history.map((h) => h.action);
    expect(actions).toContain('event.cancel');
    expect(actions).toContain('event.created');
    expect(actions).toContain('event.first_published');
    expect(detail.history.find((h) => h.action === 'event.cancel')).toMatchObject({
      before: 'published',
      after: 'cancelled',
    });
    expect(detail.history.find((h) => h.action === 'event.cancel')?.actorName).toBeTruthy();
    const missing = await callAs(t, admin, 'GET', '/api/admin/events/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
  });
});

describe('creating an event on behalf of an organisation', () => {
  it('creates it for the organisation with the organisers’ rules, audited', async () => {
    const org = await insertOrganization(t.db, { name: 'Namens Organisatie' });
    const body = eventBody({ organizationProfileId: org.id, publish: true });
    const res = await callAs(t, admin, 'POST', '/api/admin/events', body);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as EventEditorDto;
    expect(created).toMatchObject({ title: body.title, status: 'published', organizationProfileId: org.id });
    const [row] = await t.db.select().from(events).where(eq(events.id, created.id));
    expect(row).toMatchObject({ organizationProfileId: org.id, organizerId: org.userId });
    const [entry] = await auditOf(created.id, 'event.create_on_behalf');
    expect(entry?.data).toMatchObject({ organizationId: org.id, after: { status: 'published' } });
    expect(idsOf(await list(`organizer=${org.id}`))).toEqual([created.id]);
  });

  it('needs an organisation, a valid form and an admin', async () => {
    const without = await callAs(t, admin, 'POST', '/api/admin/events', eventBody());
    expect(without.statusCode).toBe(400);
    expect((without.json() as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      organizationProfileId: 'Kies eerst een organisatie.',
    });
    const org = await insertOrganization(t.db);
    const invalid = await callAs(t, admin, 'POST', '/api/admin/events', {
      ...eventBody({ organizationProfileId: org.id }),
      title: '',
    });
    expect(invalid.statusCode).toBe(400);
    const refused = await callAs(
      t,
      organiser,
      'POST',
      '/api/admin/events',
      eventBody({ organizationProfileId: org.id }),
    );
    expect(refused.statusCode).toBe(403);
    const missing = await callAs(
      t,
      admin,
      'POST',
      '/api/admin/events',
      eventBody({ organizationProfileId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(missing.statusCode).toBe(404);
  });
});
