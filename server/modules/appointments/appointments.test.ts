import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, type ErrorCode } from '../../../core/errors';
import type {
  AppointmentDto,
  AppointmentList,
  AvailabilityDto,
  CalendarDto,
  ExceptionDto,
  ExceptionList,
  FreeTimeDto,
  MyAppointments,
  ServiceSlotsDto,
} from '../../../core/schemas/appointments';
import type { DashboardServicesResponse } from '../../../core/schemas/services';
import { professionalBookings } from '../../db/schema';
import { type TestApp, createTestApp } from '../../test/app';
import { callAs, latestMail, signInAs } from '../../test/http';
import { notificationsOf, userIdByEmail } from '../../test/notifications';

let t: TestApp;
let pro: string; // professional@ owns Wandelcoaching De Graaf
let otherPro: string; // multi@ owns Relatiepraktijk Samen
let participant: string;
let admin: string;
let serviceId: string;
let professionalId: string;

const PRO_EMAIL = 'professional@demo.kring.test';
const PARTICIPANT_EMAIL = 'deelnemer@demo.kring.test';

const expectError = (res: { statusCode: number; json: () => unknown; body: string }, code: ErrorCode) => {
  expect(res.statusCode, res.body).toBe(ERRORS[code].status);
  expect((res.json() as { error: { code: string; message: string } }).error).toMatchObject({
    code,
    message: ERRORS[code].message,
  });
};

const WEEK = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '09:00', end: '17:00' }));

const slotsOn = async (date: string): Promise<ServiceSlotsDto> => {
  const res = await callAs(
    t,
    null,
    'GET',
    `/api/appointments/services/${serviceId}/slots?from=${date}&to=${date}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ServiceSlotsDto;
};

const request = (cookie: string, startsAt: string, message: string | null = null) =>
  callAs(t, cookie, 'POST', `/api/appointments/services/${serviceId}/requests`, { startsAt, message });

const answer = (cookie: string, id: string, status: string) =>
  callAs(t, cookie, 'PATCH', `/api/appointments/${id}`, { status });

beforeAll(async () => {
  t = await createTestApp({ seed: { events: 4, members: 2 } });
  [pro, otherPro, participant, admin] = await Promise.all([
    signInAs(t, PRO_EMAIL),
    signInAs(t, 'multi@demo.kring.test'),
    signInAs(t, PARTICIPANT_EMAIL),
    signInAs(t, 'admin@demo.kring.test'),
  ]);
  const services = (
    await callAs(t, pro, 'GET', '/api/dashboard/services')
  ).json() as DashboardServicesResponse;
  serviceId = services.items[0]?.id ?? '';
  professionalId = services.professional?.id ?? '';
  // Every day 09:00–17:00, so the DST Sundays have hours.
  const saved = await callAs(t, pro, 'PUT', '/api/dashboard/availability', { ranges: WEEK });
  expect(saved.statusCode, saved.body).toBe(200);
});

afterAll(async () => {
  await t?.close();
});

describe('weekly availability', () => {
  it('reads the saved week, Monday first, in Amsterdam wall-clock time', async () => {
    const res = await callAs(t, pro, 'GET', '/api/dashboard/availability');
    expect(res.statusCode).toBe(200);
    const body = res.json() as AvailabilityDto;
    expect(body.professional?.id).toBe(professionalId);
    expect(body.ranges).toEqual(WEEK);
  });

  it('keeps up to three ranges a day and refuses bad ones with Dutch field messages', async () => {
    const three = [
      { weekday: 1, start: '08:00', end: '10:00' },
      { weekday: 1, start: '13:00', end: '15:00' },
      { weekday: 1, start: '19:00', end: '24:00' },
    ];
    const ok = await callAs(t, pro, 'PUT', '/api/dashboard/availability', { ranges: three });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((ok.json() as AvailabilityDto).ranges).toEqual(three);

    const bad = [
      [{ weekday: 1, start: '10:00', end: '09:00' }],
      [{ weekday: 8, start: '09:00', end: '10:00' }],
      [{ weekday: 2, start: '9:00', end: '10:00' }],
      [
        { weekday: 2, start: '09:00', end: '12:00' },
        { weekday: 2, start: '11:00', end: '13:00' },
      ],
      [...three, { weekday: 1, start: '16:00', end: '17:00' }],
    ];
    for (const ranges of bad) {
      const res = await callAs(t, pro, 'PUT', '/api/dashboard/availability', { ranges });
      expectError(res, 'validation_failed');
      expect(Object.keys((res.json() as { error: { fields: object } }).error.fields).length).toBeGreaterThan(
        0,
      );
    }
    // Back to the week the other tests use.
    expect((await callAs(t, pro, 'PUT', '/api/dashboard/availability', { ranges: WEEK })).statusCode).toBe(
      200,
    );
  });

  it('is for professionals: a participant gets 403, a visitor 401', async () => {
    expectError(await callAs(t, participant, 'GET', '/api/dashboard/availability'), 'forbidden');
    expectError(await callAs(t, null, 'GET', '/api/dashboard/availability'), 'unauthenticated');
    expectError(
      await callAs(t, otherPro, 'PUT', `/api/dashboard/availability?professionalId=${professionalId}`, {
        ranges: [],
      }),
      'booking_forbidden',
    );
  });
});

describe('exceptions', () => {
  it('adds a day off and other hours, refuses clashes and past dates, lists and removes', async () => {
    const dayOff = await callAs(t, pro, 'POST', '/api/dashboard/availability/exceptions', {
      date: '2027-05-12',
      dayOff: true,
      note: 'Studiedag',
    });
    expect(dayOff.statusCode, dayOff.body).toBe(201);
    expect(dayOff.json()).toMatchObject({ date: '2027-05-12', start: null, end: null, note: 'Studiedag' });

    const hours = await callAs(t, pro, 'POST', '/api/dashboard/availability/exceptions', {
      date: '2027-05-13',
      dayOff: false,
      start: '13:00',
      end: '15:00',
    });
    expect(hours.statusCode, hours.body).toBe(201);

    expectError(
      await callAs(t, pro, 'POST', '/api/dashboard/availability/exceptions', {
        date: '2027-05-13',
        dayOff: false,
        start: '14:00',
        end: '16:00',
      }),
      'appointment_exception_exists',
    );
    expectError(
      await callAs(t, pro, 'POST', '/api/dashboard/availability/exceptions', {
        date: '2020-01-01',
        dayOff: true,
      }),
      'booking_in_past',
    );
    expectError(
      await callAs(t, pro, 'POST', '/api/dashboard/availability/exceptions', {
        date: '2027-05-14',
        dayOff: false,
        start: '15:00',
        end: '14:00',
      }),
      'validation_failed',
    );

    const list = (
      await callAs(t, pro, 'GET', '/api/dashboard/availability/exceptions')
    ).json() as ExceptionList;
    expect(list.items.map((e) => e.date)).toEqual(expect.arrayContaining(['2027-05-12', '2027-05-13']));

    // The day off takes the whole date out of the free time; the other hours replace the week's.
    const free = (
      await callAs(
        t,
        null,
        'GET',
        `/api/appointments/professionals/${professionalId}/free?from=2027-05-12&to=2027-05-13`,
      )
    ).json() as FreeTimeDto;
    expect(free.free).toEqual([{ start: '2027-05-13T11:00:00.000Z', end: '2027-05-13T13:00:00.000Z' }]);

    const id = (dayOff.json() as ExceptionDto).id;
    expect((await callAs(t, pro, 'DELETE', `/api/dashboard/availability/exceptions/${id}`)).statusCode).toBe(
      200,
    );
    expectError(await callAs(t, pro, 'DELETE', `/api/dashboard/availability/exceptions/${id}`), 'not_found');
  });
});

describe('free time around daylight saving', () => {
  it('turns 09:00–17:00 into the right instants on both sides of the March and October changes', async () => {
    const march = (
      await callAs(
        t,
        null,
        'GET',
        `/api/appointments/professionals/${professionalId}/free?from=2027-03-27&to=2027-03-28`,
      )
    ).json() as FreeTimeDto;
    expect(march.free).toEqual([
      { start: '2027-03-27T08:00:00.000Z', end: '2027-03-27T16:00:00.000Z' },
      { start: '2027-03-28T07:00:00.000Z', end: '2027-03-28T15:00:00.000Z' },
    ]);
    const october = (
      await callAs(
        t,
        null,
        'GET',
        `/api/appointments/professionals/${professionalId}/free?from=2027-10-30&to=2027-10-31`,
      )
    ).json() as FreeTimeDto;
    expect(october.free).toEqual([
      { start: '2027-10-30T07:00:00.000Z', end: '2027-10-30T15:00:00.000Z' },
      { start: '2027-10-31T08:00:00.000Z', end: '2027-10-31T16:00:00.000Z' },
    ]);
    const slots = await slotsOn('2027-03-28');
    expect(slots.days[0]?.slots[0]?.start).toBe('2027-03-28T07:00:00.000Z');
    expect((await slotsOn('2027-10-31')).days[0]?.slots[0]?.start).toBe('2027-10-31T08:00:00.000Z');
  });

  it('refuses windows that are too long or reversed with a Dutch 400', async () => {
    const url = `/api/appointments/professionals/${professionalId}/free`;
    expectError(await callAs(t, null, 'GET', `${url}?from=2027-01-01&to=2027-06-01`), 'validation_failed');
    expectError(await callAs(t, null, 'GET', `${url}?from=2027-02-01&to=2027-01-01`), 'validation_failed');
    expectError(await callAs(t, null, 'GET', `${url}?from=gisteren&to=2027-01-01`), 'validation_failed');
  });
});

describe('requests', () => {
  it('a member requests a free slot; the professional is mailed, accepts; the requester is mailed', async () => {
    const slot = (await slotsOn('2027-02-08')).days[0]?.slots[0];
    expect(slot?.start).toBe('2027-02-08T08:00:00.000Z');
    const res = await request(participant, slot?.start ?? '', 'Graag een eerste kennismaking.');
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as AppointmentDto;
    expect(created).toMatchObject({
      status: 'requested',
      requester: null,
      canCancel: true,
      canAccept: false,
    });
    // Issue 15: the professional's notification is written with the request, the mail rides along.
    const proId = await userIdByEmail(t, PRO_EMAIL);
    const participantId = await userIdByEmail(t, PARTICIPANT_EMAIL);
    const about = async (userId: string, kind: string) =>
      (await notificationsOf(t, userId, kind)).filter((n) => n.data.appointment_id === created.id);
    expect(await about(proId, 'booking_requested')).toMatchObject([
      { title: 'Nieuwe afspraakaanvraag', actionUrl: '/dashboard/availability' },
    ]);
    expect(await about(participantId, 'booking_requested')).toHaveLength(0);
    await t.app.notificationDispatcher.run();
    expect((await latestMail(t, PRO_EMAIL, 'appointment_requested'))?.subject).toContain(
      'Nieuwe afspraakaanvraag',
    );

    const incoming = (
      await callAs(t, pro, 'GET', '/api/dashboard/appointments?status=requested')
    ).json() as AppointmentList;
    const mine = incoming.items.find((i) => i.id === created.id);
    expect(mine).toMatchObject({
      canAccept: true,
      canDecline: true,
      message: 'Graag een eerste kennismaking.',
    });
    expect(mine?.requester?.name).toBeTruthy();
    expect(incoming.counts.requested).toBeGreaterThan(0);

    // The requester may not answer their own request; another professional may not either.
    expectError(await answer(participant, created.id, 'accepted'), 'booking_forbidden');
    expectError(await answer(otherPro, created.id, 'accepted'), 'booking_forbidden');

    const accepted = await answer(pro, created.id, 'accepted');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'accepted', canCancel: true, canAccept: false });
    expect(await about(participantId, 'booking_answered')).toMatchObject([
      { title: 'Je afspraak is bevestigd', actionUrl: `/dienst/${serviceId}`, data: { status: 'accepted' } },
    ]);
    expect(await about(proId, 'booking_answered')).toHaveLength(0);
    await t.app.notificationDispatcher.run();
    const mail = await latestMail(t, PARTICIPANT_EMAIL, 'appointment_accepted');
    expect(mail?.text).toContain('maandag 8 februari 2027, 09:00');
    expectError(await answer(pro, created.id, 'declined'), 'booking_already_answered');

    // The slot is taken now: neither offered nor accepted as a new request.
    expect((await slotsOn('2027-02-08')).days[0]?.slots[0]?.start).not.toBe(slot?.start);
    expectError(await request(admin, slot?.start ?? ''), 'booking_slot_unavailable');

    // The requester sees the status on the service page, and cancels; the professional is mailed.
    const my = (
      await callAs(t, participant, 'GET', `/api/appointments/services/${serviceId}/mine`)
    ).json() as MyAppointments;
    expect(my.canRequest).toBe(true);
    expect(my.items.find((i) => i.id === created.id)?.status).toBe('accepted');
    const cancelled = await answer(participant, created.id, 'cancelled');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await about(proId, 'booking_cancelled')).toHaveLength(1);
    expect(await about(participantId, 'booking_cancelled')).toHaveLength(0);
    await t.app.notificationDispatcher.run();
    expect((await latestMail(t, PRO_EMAIL, 'appointment_cancelled'))?.subject).toContain('geannuleerd');
  });

  it('declines with a mail, and the professional cancels an accepted one with a mail', async () => {
    const id = ((await request(participant, '2027-02-09T09:00:00.000Z')).json() as AppointmentDto).id;
    expect((await answer(pro, id, 'declined')).json()).toMatchObject({ status: 'declined' });
    await t.app.notificationDispatcher.run();
    expect((await latestMail(t, PARTICIPANT_EMAIL, 'appointment_declined'))?.subject).toContain(
      'niet aannemen',
    );
    const second = ((await request(participant, '2027-02-09T12:00:00.000Z')).json() as AppointmentDto).id;
    expect((await answer(pro, second, 'accepted')).statusCode).toBe(200);
    expect((await answer(pro, second, 'cancelled')).json()).toMatchObject({ status: 'cancelled' });
    await t.app.notificationDispatcher.run();
    expect((await latestMail(t, PARTICIPANT_EMAIL, 'appointment_cancelled'))?.subject).toContain(
      'geannuleerd',
    );
  });

  it('refuses the past, time outside the hours, own services and bad input', async () => {
    expectError(await request(participant, '2020-03-02T09:00:00.000Z'), 'booking_in_past');
    expectError(await request(participant, '2027-02-10T19:00:00.000Z'), 'booking_slot_unavailable');
    expectError(await request(participant, '2027-02-10T15:30:00.000Z'), 'booking_slot_unavailable');
    expectError(await request(pro, '2027-02-10T09:00:00.000Z'), 'appointment_own_service');
    expectError(await request(participant, 'morgen'), 'validation_failed');
    expectError(
      await request(participant, '2027-02-10T09:00:00.000Z', 'x'.repeat(2001)),
      'validation_failed',
    );
    expectError(await request(null as unknown as string, '2027-02-10T09:00:00.000Z'), 'unauthenticated');
    const own = (
      await callAs(t, pro, 'GET', `/api/appointments/services/${serviceId}/mine`)
    ).json() as MyAppointments;
    expect(own).toMatchObject({ canRequest: false, reason: 'own' });
  });

  it('two overlapping requests accepted at once: exactly one wins, the other is 409 and stays requested', async () => {
    const a = ((await request(participant, '2027-02-11T09:00:00.000Z')).json() as AppointmentDto).id;
    const b = ((await request(admin, '2027-02-11T09:30:00.000Z')).json() as AppointmentDto).id;
    const results = await Promise.all([answer(pro, a, 'accepted'), answer(pro, b, 'accepted')]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const loser = results.find((r) => r.statusCode === 409);
    if (loser) expectError(loser, 'booking_slot_taken');
    const rows = await t.db
      .select({ id: professionalBookings.id, status: professionalBookings.status })
      .from(professionalBookings)
      .where(eq(professionalBookings.professionalId, professionalId));
    const statuses = rows
      .filter((r) => r.id === a || r.id === b)
      .map((r) => r.status)
      .sort();
    expect(statuses).toEqual(['accepted', 'requested']);
  });

  it('the calendar shows open and free time with the appointments of the day, for the owner only', async () => {
    const res = await callAs(
      t,
      pro,
      'GET',
      '/api/dashboard/availability/calendar?from=2027-02-11&to=2027-02-11',
    );
    expect(res.statusCode, res.body).toBe(200);
    const day = res.json() as CalendarDto;
    expect(day.open).toEqual([{ start: '2027-02-11T08:00:00.000Z', end: '2027-02-11T16:00:00.000Z' }]);
    const accepted = day.booked.find((b) => b.status === 'accepted');
    expect(accepted?.requester).toBeTruthy();
    // The accepted appointment is cut out of the free time; a mere request is not.
    expect(day.free.some((f) => f.start <= (accepted?.start ?? '') && (accepted?.end ?? '') <= f.end)).toBe(
      false,
    );
    expect(day.booked.some((b) => b.status === 'requested')).toBe(true);
    expectError(
      await callAs(t, pro, 'GET', '/api/dashboard/availability/calendar?from=2027-01-01&to=2027-04-01'),
      'validation_failed',
    );
    expectError(
      await callAs(
        t,
        participant,
        'GET',
        '/api/dashboard/availability/calendar?from=2027-02-11&to=2027-02-11',
      ),
      'forbidden',
    );
  });

  it('pages the incoming requests and filters by status', async () => {
    const all = (await callAs(t, pro, 'GET', '/api/dashboard/appointments')).json() as AppointmentList;
    expect(all.pageSize).toBe(10);
    expect(all.total).toBe(Object.values(all.counts).reduce((s, n) => s + n, 0));
    const declined = (
      await callAs(t, pro, 'GET', '/api/dashboard/appointments?status=declined')
    ).json() as AppointmentList;
    expect(declined.items.every((i) => i.status === 'declined')).toBe(true);
    expectError(await callAs(t, pro, 'GET', '/api/dashboard/appointments?status=open'), 'validation_failed');
    expectError(await callAs(t, participant, 'GET', '/api/dashboard/appointments'), 'forbidden');
  });

  it('the public free time never names members or messages', async () => {
    const res = await callAs(
      t,
      null,
      'GET',
      `/api/appointments/professionals/${professionalId}/free?from=2027-02-08&to=2027-02-12`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('kennismaking');
    expect(Object.keys(res.json() as object).sort()).toEqual(['free', 'from', 'to']);
  });
});
