import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import nlErrors from '../../../web/public/locales/nl/errors.json';
import { venueBookings } from '../../db/schema';
import { type TestApp, createTestApp } from '../../test/app';
import { callAs, errorOf } from '../../test/http';
import { openTestVenue } from '../../test/venueHire';

/**
 * Venue hire under pressure: two overlapping requests accepted at once (the exclusion constraint decides,
 * through HTTP and between two raw transactions on PostgreSQL) and opening hours on the days the clocks change.
 */
let t: TestApp;
let owner: string;
let org: string;
let multi: string;
let venueId: string;
let wholeId: string;
let roomA: string;
let roomB: string;
const onPostgres = !!process.env.TEST_DATABASE_URL;

const request = (cookie: string, body: Record<string, unknown>) =>
  callAs(t, cookie, 'POST', `/api/venues/${venueId}/bookings`, { participants: 10, ...body });

const answer = (cookie: string, id: string, status: string) =>
  callAs(t, cookie, 'PATCH', `/api/venue-bookings/${id}`, { status });

const statusOf = async (id: string) =>
  (await t.db.select({ s: venueBookings.status }).from(venueBookings).where(eq(venueBookings.id, id)))[0]!.s;

beforeAll(async () => {
  t = await createTestApp({ seed: { events: 6, members: 2 } });
  ({ owner, org, multi, venueId, wholeId, roomA, roomB } = await openTestVenue(t));
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe('two overlapping requests accepted at once', () => {
  const twoRequests = async (day: string) => {
    const a = await request(org, {
      unitId: roomA,
      startsAt: `${day}T10:00:00+02:00`,
      endsAt: `${day}T12:00:00+02:00`,
    });
    const b = await request(multi, {
      unitId: wholeId,
      startsAt: `${day}T11:00:00+02:00`,
      endsAt: `${day}T13:00:00+02:00`,
    });
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    return [a.json().id as string, b.json().id as string] as const;
  };

  it('accepts exactly one through HTTP; the other gets 409 booking_slot_taken and stays requested', async () => {
    const [a, b] = await twoRequests('2027-06-08');
    const results = await Promise.all([answer(owner, a, 'accepted'), answer(owner, b, 'accepted')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.statusCode === 409)!;
    expect(errorOf(loser)).toEqual({ code: 'booking_slot_taken', message: nlErrors.booking_slot_taken });
    const statuses = [await statusOf(a), await statusOf(b)].sort();
    expect(statuses).toEqual(['accepted', 'requested']);
  });

  it.skipIf(!onPostgres)('lets the exclusion constraint decide between two raw transactions', async () => {
    const [a, b] = await twoRequests('2027-06-09');
    const accept = (id: string) =>
      t.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_sleep(0.05)`);
        await tx.update(venueBookings).set({ status: 'accepted' }).where(eq(venueBookings.id, id));
        await tx.execute(sql`select pg_sleep(0.05)`);
      });
    const settled = await Promise.allSettled([accept(a), accept(b)]);
    expect(settled.map((s) => s.status).sort()).toEqual(['fulfilled', 'rejected']);
    const failure = settled.find((s) => s.status === 'rejected') as PromiseRejectedResult;
    const cause = (failure.reason as { cause?: { code?: string } }).cause ?? failure.reason;
    expect((cause as { code?: string }).code).toBe('23P01');
    expect([await statusOf(a), await statusOf(b)].sort()).toEqual(['accepted', 'requested']);
  });
});

describe('daylight saving', () => {
  // Sundays 09:00–17:00 local on the days the clocks change (opening hours set in beforeAll).
  for (const [day, offset, startZ, endZ] of [
    ['2027-03-28', '+02:00', '2027-03-28T07:00:00.000Z', '2027-03-28T15:00:00.000Z'],
    ['2027-10-31', '+01:00', '2027-10-31T08:00:00.000Z', '2027-10-31T16:00:00.000Z'],
  ] as const) {
    it(`reads 09:00–17:00 on ${day} as local time`, async () => {
      const inside = await request(org, {
        unitId: roomB,
        startsAt: `${day}T09:00:00${offset}`,
        endsAt: `${day}T17:00:00${offset}`,
      });
      expect(inside.statusCode).toBe(201);
      expect(inside.json()).toMatchObject({ startsAt: startZ, endsAt: endZ });
      const early = await request(org, {
        unitId: roomB,
        startsAt: `${day}T08:00:00${offset}`,
        endsAt: `${day}T09:00:00${offset}`,
      });
      expect(early.statusCode).toBe(409);
      expect(errorOf(early).code).toBe('booking_slot_unavailable');
      const cal = (
        await t.app.inject({ method: 'GET', url: `/api/venues/${venueId}/calendar?from=${day}&to=${day}` })
      ).json();
      expect(cal.days[0].open[0]).toEqual({ start: '09:00', end: '17:00' });
    });
  }
});
