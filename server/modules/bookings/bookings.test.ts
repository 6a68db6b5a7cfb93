import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import nlErrors from '../../../web/public/locales/nl/errors.json';
import { events, organizationProfiles, profileUsers, users } from '../../db/schema';
import { type TestApp, createTestApp } from '../../test/app';
import { callAs, errorOf, latestMail, mailsTo } from '../../test/http';
import { notificationsOf } from '../../test/notifications';
import { openTestVenue } from '../../test/venueHire';

/**
 * Venue hire through HTTP into the real database: setup, requests, answers, mails, the exclusion constraint
 * under concurrent accepts, whole-venue vs room spans and daylight saving.
 */
let t: TestApp;
let owner: string;
let org: string;
let multi: string;
let participant: string;
let admin: string;
let venueId: string;
let wholeId: string;
let roomA: string;
let roomB: string;

const idOf = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

const request = (cookie: string, body: Record<string, unknown>) =>
  callAs(t, cookie, 'POST', `/api/venues/${venueId}/bookings`, { participants: 10, ...body });

const answer = (cookie: string, id: string, status: string) =>
  callAs(t, cookie, 'PATCH', `/api/venue-bookings/${id}`, { status });

beforeAll(async () => {
  t = await createTestApp({ seed: { events: 6, members: 2 } });
  ({ owner, org, multi, participant, admin, venueId, wholeId, roomA, roomB } = await openTestVenue(t));
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe('venue setup', () => {
  it('keeps units, hours and blocked dates for the owner; refuses bad input in Dutch', async () => {
    const dup = await callAs(t, owner, 'POST', `/api/dashboard/venue-hire/${venueId}/units`, {
      name: 'Testzaal A',
      capacity: 5,
    });
    expect(dup.statusCode).toBe(409);
    expect(errorOf(dup).code).toBe('booking_unit_name_exists');
    const overlap = await callAs(t, owner, 'PUT', `/api/dashboard/venue-hire/${venueId}/opening-hours`, {
      ranges: [
        { weekday: 1, start: '09:00', end: '12:00' },
        { weekday: 1, start: '11:00', end: '13:00' },
      ],
    });
    expect(overlap.statusCode).toBe(400);
    const backwards = await callAs(t, owner, 'PUT', `/api/dashboard/venue-hire/${venueId}/opening-hours`, {
      ranges: [{ weekday: 1, start: '12:00', end: '09:00' }],
    });
    expect(backwards.statusCode).toBe(400);
    expect(JSON.stringify(backwards.json())).toContain(nlErrors.booking_hours_invalid);

    const block = await callAs(t, owner, 'POST', `/api/dashboard/venue-hire/${venueId}/blocked-dates`, {
      startsOn: '2027-05-10',
      endsOn: '2027-05-11',
      reason: 'Onderhoud',
    });
    expect(block.statusCode).toBe(201);
    const setup = (await callAs(t, owner, 'GET', `/api/dashboard/venue-hire/${venueId}`)).json();
    expect(setup.blockedDates.map((b: { startsOn: string }) => b.startsOn)).toContain('2027-05-10');
    expect(setup.units.map((u: { name: string }) => u.name)).toEqual(
      expect.arrayContaining(['Testzaal A', 'Testzaal B']),
    );
    expect(setup.units.find((u: { id: string }) => u.id === roomA)).toMatchObject({
      dayRate: 250,
      partDayRate: 120.5,
    });

    // Others may not touch the venue: another venue owner and a participant get 403, visitors 401.
    for (const cookie of [multi, participant]) {
      const res = await callAs(t, cookie, 'GET', `/api/dashboard/venue-hire/${venueId}`);
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).code).toBe('booking_forbidden');
    }
    expect((await callAs(t, null, 'GET', `/api/dashboard/venue-hire/${venueId}`)).statusCode).toBe(401);
    expect((await callAs(t, admin, 'GET', `/api/dashboard/venue-hire/${venueId}`)).statusCode).toBe(200);
  });

  it('shows a public calendar without who booked', async () => {
    const cal = await t.app.inject({
      method: 'GET',
      url: `/api/venues/${venueId}/calendar?from=2027-05-09&to=2027-05-12`,
    });
    expect(cal.statusCode).toBe(200);
    const days = cal.json().days;
    expect(days.map((d: { date: string }) => d.date)).toEqual([
      '2027-05-09',
      '2027-05-10',
      '2027-05-11',
      '2027-05-12',
    ]);
    expect(days[0]).toMatchObject({
      blocked: false,
      open: [
        { start: '09:00', end: '17:00' },
        { start: '18:00', end: '22:00' },
      ],
    });
    expect(days[1]).toMatchObject({ blocked: true, open: [] });
    const tooWide = await t.app.inject({
      method: 'GET',
      url: `/api/venues/${venueId}/calendar?from=2027-01-01&to=2027-06-01`,
    });
    expect(tooWide.statusCode).toBe(400);
    const badDate = await t.app.inject({
      method: 'GET',
      url: `/api/venues/${venueId}/calendar?from=2027-02-30&to=2027-03-01`,
    });
    expect(badDate.statusCode).toBe(400);
  });
});

describe('booking requests', () => {
  let accepted: string;

  it('takes a request from an organisation and mails the venue', async () => {
    const res = await request(org, {
      unitId: roomA,
      startsAt: '2027-05-03T10:00:00+02:00',
      endsAt: '2027-05-03T12:00:00+02:00',
      message: 'Workshop ademwerk',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ status: 'requested', participants: 10, unit: { id: roomA } });
    expect(body.startsAt).toBe('2027-05-03T08:00:00.000Z');
    accepted = body.id;
    // Issue 15: the owner's notification is written with the request; its mail is the booking mail, sent by
    // the notification dispatcher after commit (the owner wants e-mail about 'Boekingen' by default).
    const ownerId = await idOf('locatie@demo.kring.test');
    const [told, ...more] = (await notificationsOf(t, ownerId, 'booking_requested')).filter(
      (n) => n.data.booking_id === accepted,
    );
    expect(more).toHaveLength(0);
    expect(told).toMatchObject({ actionUrl: '/dashboard/venue/bookings', data: { venue_id: venueId } });
    expect(told!.title).toContain('Nieuwe boekingsaanvraag');
    const orgId = await idOf('organisatie@demo.kring.test');
    expect(await notificationsOf(t, orgId, 'booking_requested')).toHaveLength(0);
    await t.app.notificationDispatcher.run();
    const mail = await latestMail(t, 'locatie@demo.kring.test', 'venue_booking_requested');
    expect(mail?.subject).toContain('Nieuwe boekingsaanvraag');
    expect(mail?.text).toContain('Workshop ademwerk');
    expect(mail?.text).toContain('Afmelden voor deze e-mails');

    const mine = (await callAs(t, org, 'GET', `/api/venues/${venueId}/bookings/mine`)).json();
    expect(mine.organization).not.toBeNull();
    expect(mine.items.map((i: { id: string }) => i.id)).toContain(accepted);
  });

  it('refuses what is not allowed, in Dutch', async () => {
    const slot = { startsAt: '2027-05-04T10:00:00+02:00', endsAt: '2027-05-04T12:00:00+02:00' };
    const noOrg = await request(participant, { unitId: roomA, ...slot });
    expect(noOrg.statusCode).toBe(403);
    expect(errorOf(noOrg)).toEqual({
      code: 'booking_organization_required',
      message: nlErrors.booking_organization_required,
    });
    expect(
      (
        await callAs(t, null, 'POST', `/api/venues/${venueId}/bookings`, {
          unitId: roomA,
          participants: 1,
          ...slot,
        })
      ).statusCode,
    ).toBe(401);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ unitId: roomA, ...slot, participants: 21 }, 400, 'booking_over_capacity'],
      [
        { unitId: roomA, startsAt: '2025-05-04T10:00:00+02:00', endsAt: '2025-05-04T12:00:00+02:00' },
        400,
        'booking_in_past',
      ],
      [
        { unitId: roomA, startsAt: '2027-05-10T10:00:00+02:00', endsAt: '2027-05-10T12:00:00+02:00' },
        409,
        'booking_slot_unavailable',
      ],
      [
        { unitId: roomA, startsAt: '2027-05-04T07:00:00+02:00', endsAt: '2027-05-04T08:00:00+02:00' },
        409,
        'booking_slot_unavailable',
      ],
      [
        { unitId: roomA, startsAt: '2027-05-04T16:00:00+02:00', endsAt: '2027-05-04T19:00:00+02:00' },
        409,
        'booking_slot_unavailable',
      ],
      [
        { unitId: roomA, startsAt: '2027-06-01T10:00:00+02:00', endsAt: '2027-06-16T12:00:00+02:00' },
        400,
        'booking_too_long',
      ],
      [{ unitId: '00000000-0000-4000-8000-000000000000', ...slot }, 404, 'booking_unit_not_found'],
      [
        { unitId: roomA, startsAt: '2027-05-04T12:00:00+02:00', endsAt: '2027-05-04T10:00:00+02:00' },
        400,
        'validation_failed',
      ],
      [{ unitId: roomA, ...slot, message: 'x'.repeat(2001) }, 400, 'validation_failed'],
    ];
    for (const [body, status, code] of cases) {
      const res = await request(org, body);
      expect({ body, status: res.statusCode, code: errorOf(res).code }).toEqual({ body, status, code });
    }
    // A multi-day request keeps the nights but every date must be open.
    const weekend = await request(org, {
      unitId: roomB,
      startsAt: '2027-05-14T18:00:00+02:00',
      endsAt: '2027-05-16T12:00:00+02:00',
    });
    expect(weekend.statusCode).toBe(201);
  });

  it('lets only the venue side answer; accepting mails the requester', async () => {
    const stranger = await answer(multi, accepted, 'accepted');
    expect(stranger.statusCode).toBe(403);
    expect(errorOf(stranger).code).toBe('booking_forbidden');
    const self = await answer(org, accepted, 'accepted');
    expect(self.statusCode).toBe(403);
    const ok = await answer(owner, accepted, 'accepted');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'accepted', abilities: { answer: false, cancel: true } });
    const again = await answer(owner, accepted, 'declined');
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('booking_already_answered');
    const orgId = await idOf('organisatie@demo.kring.test');
    const answered = (await notificationsOf(t, orgId, 'booking_answered')).filter(
      (n) => n.data.booking_id === accepted,
    );
    expect(answered).toMatchObject([
      { actionUrl: expect.stringMatching(/^\/venues\//), data: { status: 'accepted' } },
    ]);
    expect(await notificationsOf(t, await idOf('locatie@demo.kring.test'), 'booking_answered')).toHaveLength(
      0,
    );
    await t.app.notificationDispatcher.run();
    const mail = await latestMail(t, 'organisatie@demo.kring.test', 'venue_booking_accepted');
    expect(mail?.subject).toContain('geaccepteerd');
  });

  it('keeps the whole venue and a room apart, two rooms not', async () => {
    const slot = { startsAt: '2027-05-03T11:00:00+02:00', endsAt: '2027-05-03T13:00:00+02:00' };
    const whole = await request(org, { unitId: wholeId, ...slot });
    expect(whole.statusCode).toBe(409);
    expect(errorOf(whole).code).toBe('booking_slot_unavailable');
    const sameRoom = await request(multi, { unitId: roomA, ...slot });
    expect(sameRoom.statusCode).toBe(409);
    const otherRoom = await request(multi, { unitId: roomB, ...slot });
    expect(otherRoom.statusCode).toBe(201);
    expect((await answer(owner, otherRoom.json().id, 'accepted')).statusCode).toBe(200);

    const cal = (
      await t.app.inject({
        method: 'GET',
        url: `/api/venues/${venueId}/calendar?from=2027-05-03&to=2027-05-03`,
      })
    ).json();
    const busyUnits = new Set(cal.days[0].busy.map((b: { unitId: string }) => b.unitId));
    expect(busyUnits.has(roomA) && busyUnits.has(roomB) && busyUnits.has(wholeId)).toBe(true);
    const [orgRow] = await t.db
      .select({ name: organizationProfiles.organizationName })
      .from(organizationProfiles)
      .where(eq(organizationProfiles.userId, await idOf('organisatie@demo.kring.test')));
    expect(JSON.stringify(cal)).not.toContain(orgRow!.name);
    expect(JSON.stringify(cal)).not.toContain('Workshop ademwerk');
  });

  it('an owner who turned e-mail off for Boekingen gets the notification but no booking mail (issue 15)', async () => {
    const ownerCookie = owner;
    const off = await callAs(t, ownerCookie, 'PUT', '/api/me/notification-preferences', {
      preferences: [{ type: 'bookings', email: false }],
    });
    expect(off.statusCode, off.body).toBe(200);
    const before = (await mailsTo(t, 'locatie@demo.kring.test', 'venue_booking_requested')).length;
    const res = await request(org, {
      unitId: roomB,
      startsAt: '2027-05-04T10:00:00+02:00',
      endsAt: '2027-05-04T11:00:00+02:00',
      message: 'Zonder mail graag',
    });
    expect(res.statusCode, res.body).toBe(201);
    await t.app.notificationDispatcher.run();
    const ownerId = await idOf('locatie@demo.kring.test');
    expect(
      (await notificationsOf(t, ownerId, 'booking_requested')).filter(
        (n) => n.data.booking_id === res.json().id,
      ),
    ).toHaveLength(1);
    expect(await mailsTo(t, 'locatie@demo.kring.test', 'venue_booking_requested')).toHaveLength(before);
    // The venue's own contact address is no member: it keeps the booking mail.
    expect(
      (await latestMail(t, 'contact@dansstudio-de-vonk.kring.test', 'venue_booking_requested'))?.text,
    ).toContain('Zonder mail graag');
    const on = await callAs(t, ownerCookie, 'PUT', '/api/me/notification-preferences', {
      preferences: [{ type: 'bookings', email: true }],
    });
    expect(on.statusCode).toBe(200);
    expect((await answer(org, res.json().id, 'cancelled')).statusCode).toBe(200);
  });

  it('lets a requester cancel and tells the venue; the slot opens again', async () => {
    const res = await request(org, {
      unitId: roomA,
      startsAt: '2027-05-05T10:00:00+02:00',
      endsAt: '2027-05-05T11:00:00+02:00',
    });
    const id = res.json().id;
    expect((await answer(owner, id, 'accepted')).statusCode).toBe(200);
    const cancel = await answer(org, id, 'cancelled');
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().status).toBe('cancelled');
    const cancelled = (
      await notificationsOf(t, await idOf('locatie@demo.kring.test'), 'booking_cancelled')
    ).filter((n) => n.data.booking_id === id);
    expect(cancelled).toMatchObject([{ actionUrl: '/dashboard/venue/bookings' }]);
    await t.app.notificationDispatcher.run();
    expect(await latestMail(t, 'locatie@demo.kring.test', 'venue_booking_cancelled')).not.toBeNull();
    expect((await answer(org, id, 'cancelled')).statusCode).toBe(409);
    const again = await request(multi, {
      unitId: roomA,
      startsAt: '2027-05-05T10:00:00+02:00',
      endsAt: '2027-05-05T11:00:00+02:00',
    });
    expect(again.statusCode).toBe(201);
  });

  it('lets an active team member of the venue answer and list', async () => {
    await t.db.insert(profileUsers).values({
      profileId: venueId,
      profileType: 'venue',
      userId: await idOf('deelnemer@demo.kring.test'),
      role: 'member',
      status: 'active',
    });
    const res = await request(org, {
      unitId: roomB,
      startsAt: '2027-05-06T10:00:00+02:00',
      endsAt: '2027-05-06T11:00:00+02:00',
    });
    const decline = await answer(participant, res.json().id, 'declined');
    expect(decline.json()).toMatchObject({ status: 'declined' });
    expect(decline.json().status).toBe('declined');
    await t.app.notificationDispatcher.run();
    expect(await latestMail(t, 'organisatie@demo.kring.test', 'venue_booking_declined')).not.toBeNull();
    const list = await callAs(
      t,
      participant,
      'GET',
      `/api/dashboard/venue-hire/${venueId}/bookings?status=declined&pageSize=1`,
    );
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ page: 1, pageSize: 1, total: 1 });
    expect(list.json().items[0].id).toBe(res.json().id);
    const all = (await callAs(t, owner, 'GET', `/api/dashboard/venue-hire/${venueId}/bookings`)).json();
    expect(all.counts.declined).toBe(1);
    expect(all.total).toBe(
      all.counts.requested + all.counts.accepted + all.counts.declined + all.counts.cancelled,
    );
    const times = all.items.map((i: { createdAt: string }) => i.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('gives a linked event the venue once accepted', async () => {
    const orgId = (
      await t.db
        .select({ id: organizationProfiles.id })
        .from(organizationProfiles)
        .where(eq(organizationProfiles.userId, await idOf('organisatie@demo.kring.test')))
    )[0]!.id;
    const [event] = await t.db
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.organizationProfileId, orgId), gt(events.startDate, sql`now()`)))
      .limit(1);
    expect(event).toBeDefined();
    // Published, so its public page can be read below.
    await t.db
      .update(events)
      .set({ status: 'published', publishedAt: new Date() })
      .where(eq(events.id, event!.id));
    const res = await request(org, {
      unitId: roomA,
      startsAt: '2027-05-07T10:00:00+02:00',
      endsAt: '2027-05-07T11:00:00+02:00',
      eventId: event!.id,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().event.id).toBe(event!.id);
    expect((await answer(owner, res.json().id, 'accepted')).statusCode).toBe(200);
    const [row] = await t.db
      .select({ venue: events.venueProfileId, name: events.venueName })
      .from(events)
      .where(eq(events.id, event!.id));
    expect(row).toEqual({ venue: venueId, name: 'Dansstudio De Vonk' });
    // The event page shows the venue.
    const detail = await t.app.inject({ method: 'GET', url: `/api/events/${event!.id}/detail` });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().venue).toMatchObject({ slug: 'dansstudio-de-vonk', name: 'Dansstudio De Vonk' });
    // Someone else's event cannot be linked.
    const multiLink = await callAs(t, multi, 'PUT', `/api/venue-bookings/${res.json().id}/event`, {
      eventId: event!.id,
    });
    expect(multiLink.statusCode).toBe(403);
    const unlink = await callAs(t, org, 'PUT', `/api/venue-bookings/${res.json().id}/event`, {
      eventId: null,
    });
    expect(unlink.json().event).toBeNull();
  });
});
