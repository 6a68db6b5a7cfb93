import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoToAmsterdamDate } from '../../../core/domain/amsterdamTime';
import { amsterdamInstant } from '../../../core/domain/weeklyHours';
import type {
  DashboardOverview,
  OrganizationAnalytics,
  VenueAnalytics,
} from '../../../core/schemas/analytics';
import { profileUsers } from '../../db/schema';
import { executeRows } from '../../db/client';
import { DEMO_PASSWORD } from '../../db/seed/data/accounts';
import { signUpVerified } from '../../test/accounts';
import { type TestApp, createTestApp } from '../../test/app';
import { createEventAs, organizationIdBySlug, venueIdBySlug } from '../../test/events';
import { insertEvent, insertOrganization } from '../../test/fixtures';
import { callAs, signInAs } from '../../test/http';

let t: TestApp;
const cookie = { organiser: '', participant: '', venue: '', professional: '' };
const today = () => isoToAmsterdamDate(new Date().toISOString());

beforeAll(async () => {
  t = await createTestApp({ seed: { events: 4, members: 2 } });
  cookie.organiser = await signInAs(t, 'organisatie@demo.kring.test', DEMO_PASSWORD);
  cookie.participant = await signInAs(t, 'deelnemer@demo.kring.test', DEMO_PASSWORD);
  cookie.venue = await signInAs(t, 'locatie@demo.kring.test', DEMO_PASSWORD);
  cookie.professional = await signInAs(t, 'professional@demo.kring.test', DEMO_PASSWORD);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const orgAnalytics = async (who: string, days = 7): Promise<OrganizationAnalytics> => {
  const res = await callAs(t, who, 'GET', `/api/dashboard/analytics?days=${days}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as OrganizationAnalytics;
};

const todayOf = <P extends { day: string }>(a: { series: P[] }): P | undefined =>
  a.series.find((p) => p.day === today());

/** A visitor's page view through the real endpoint (counted once per visitor per hour). */
const viewAsVisitor = async (eventId: string, ip: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/events/${eventId}/view`,
    remoteAddress: ip,
    headers: { 'user-agent': `test-${ip}` },
  });
  expect(res.statusCode, res.body).toBe(200);
};

describe('organisation analytics', () => {
  let eventId = '';

  it('counts a view and a save of the organiser’s event on today', async () => {
    const before = await orgAnalytics(cookie.organiser);
    expect(before.organization?.name).toBeTruthy();
    expect(before.series).toHaveLength(7);
    expect(before.series.at(-1)?.day).toBe(today());
    const event = await createEventAs(t, cookie.organiser, { publish: true });
    eventId = event.id;
    await viewAsVisitor(eventId, '10.1.0.1');
    const saved = await callAs(t, cookie.participant, 'PUT', `/api/me/favorites/events/${eventId}`);
    expect(saved.statusCode, saved.body).toBe(200);

    const after = await orgAnalytics(cookie.organiser);
    expect(todayOf(after)?.views).toBe((todayOf(before)?.views ?? 0) + 1);
    expect(todayOf(after)?.saves).toBe((todayOf(before)?.saves ?? 0) + 1);
    expect(after.kpis.views.current).toBe(before.kpis.views.current + 1);
    expect(after.kpis.saves.current).toBe(before.kpis.saves.current + 1);
    expect(after.topEvents).toContainEqual(
      expect.objectContaining({ id: eventId, title: event.title, views: 1, saves: 1 }),
    );
  });

  it('does not count another organiser’s events', async () => {
    const before = await orgAnalytics(cookie.organiser);
    const other = await insertOrganization(t.db, { name: 'Andere Kring' });
    const foreign = await insertEvent(t.db, { organizationProfileId: other.id, organizerId: other.userId });
    await viewAsVisitor(foreign.id, '10.1.0.2');
    const after = await orgAnalytics(cookie.organiser);
    expect(after.kpis.views.current).toBe(before.kpis.views.current);
    expect(after.topEvents.map((e) => e.id)).not.toContain(foreign.id);
  });

  it('shows a team member of the organisation the organisation’s figures', async () => {
    const email = 'teamlid.analytics@example.nl';
    await signUpVerified(t, t.config.publicUrl, { email, password: 'zonnebloem-42' });
    const [user] = await executeRows<{ id: string }>(t.db, sql`select id from users where email = ${email}`);
    const organizationId = await organizationIdBySlug(t, 'de-ademhalte');
    await t.db
      .insert(profileUsers)
      .values({ profileId: organizationId, profileType: 'organization', userId: user!.id });
    const member = await signInAs(t, email, 'zonnebloem-42');
    const mine = await orgAnalytics(cookie.organiser, 30);
    const theirs = await orgAnalytics(member, 30);
    expect(theirs.organization).toEqual(mine.organization);
    expect(theirs.kpis.views).toEqual(mine.kpis.views);
    expect(theirs.topEvents.map((e) => e.id)).toContain(eventId);
  });

  it('counts new followers of the organisation and its review average', async () => {
    const before = await orgAnalytics(cookie.organiser, 30);
    const organiserId = (
      await executeRows<{ id: string }>(
        t.db,
        sql`select id from users where email = 'organisatie@demo.kring.test'`,
      )
    )[0]!.id;
    await callAs(t, cookie.venue, 'DELETE', `/api/follows/${organiserId}`);
    const followed = await callAs(t, cookie.venue, 'PUT', `/api/follows/${organiserId}`);
    expect(followed.statusCode, followed.body).toBe(200);
    const after = await orgAnalytics(cookie.organiser, 30);
    expect(todayOf(after)?.followers).toBe((todayOf(before)?.followers ?? 0) + 1);
    expect(after.kpis.reviewAverage.current === null || after.kpis.reviewAverage.current <= 5).toBe(true);
  });

  it('refuses other ranges with a Dutch 400 and people without an organisation with a 403', async () => {
    for (const days of ['14', 'abc', '0']) {
      const res = await callAs(t, cookie.organiser, 'GET', `/api/dashboard/analytics?days=${days}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'validation_failed',
        fields: { days: 'Kies 7, 30 of 90 dagen.' },
      });
    }
    const defaulted = await callAs(t, cookie.organiser, 'GET', '/api/dashboard/analytics');
    expect(defaulted.json().days).toBe(30);
    expect((await callAs(t, cookie.participant, 'GET', '/api/dashboard/analytics')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboard/analytics' })).statusCode).toBe(401);
  });
});

describe('venue analytics', () => {
  it('counts booking requests, accepted bookings, occupancy and views of events held there', async () => {
    const venueId = await venueIdBySlug(t, 'dansstudio-de-vonk');
    const day = today();
    // Only this test's hours and bookings: the demo seed gives the venue its own (issue 12 venue hire).
    await t.db.execute(sql`delete from venue_opening_hours where venue_id = ${venueId}`);
    await t.db.execute(sql`delete from venue_bookings where venue_id = ${venueId}`);
    for (const weekday of [1, 2, 3, 4, 5, 6, 7])
      await t.db.execute(sql`insert into venue_opening_hours (venue_id, weekday, opens_at, closes_at)
        values (${venueId}, ${weekday}, '09:00', '17:00')`);
    const [unit] = await executeRows<{ id: string }>(
      t.db,
      sql`insert into venue_units (venue_id, name, kind, position, capacity)
        values (${venueId}, 'Hele studio (analytics)', 'whole', 90, 40) returning id`,
    );
    const booking = (from: string, to: string, status: string) =>
      t.db
        .execute(sql`insert into venue_bookings (unit_id, venue_id, span, starts_at, ends_at, participants, status)
        values (${unit!.id}, ${venueId}, '[1,)', ${amsterdamInstant(day, from).toISOString()}::timestamptz,
          ${amsterdamInstant(day, to).toISOString()}::timestamptz, 10, ${status})`);
    await booking('09:00', '13:00', 'accepted');
    await booking('13:00', '15:00', 'requested');
    const held = await insertEvent(t.db, { venueProfileId: venueId });
    await viewAsVisitor(held.id, '10.1.0.3');

    const res = await callAs(t, cookie.venue, 'GET', '/api/dashboard/venue/analytics?days=7');
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json() as VenueAnalytics;
    expect(a.venue?.id).toBe(venueId);
    expect(todayOf(a)).toMatchObject({ requests: 2, accepted: 1, occupancy: 50, views: 1 });
    expect(a.kpis.requests.current).toBeGreaterThanOrEqual(2);
    expect(a.topEvents.map((e) => e.id)).toContain(held.id);

    const overview = (
      await callAs(t, cookie.venue, 'GET', '/api/dashboard/overview')
    ).json() as DashboardOverview;
    const section = overview.sections.find((s) => s.kind === 'venue');
    expect(section).toMatchObject({ kind: 'venue', requestsWaiting: 1 });
    expect(section?.kind === 'venue' && section.occupancyNext30).not.toBeNull();
    expect((await callAs(t, cookie.organiser, 'GET', '/api/dashboard/venue/analytics')).statusCode).toBe(403);
  });
});

describe('overview', () => {
  const sectionsOf = async (who: string) => {
    const res = await callAs(t, who, 'GET', '/api/dashboard/overview');
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as DashboardOverview).sections;
  };

  it('gives each role its own section', async () => {
    const organiser = await sectionsOf(cookie.organiser);
    // Every account is a participant too (spec §4): the organisation section comes first.
    expect(organiser.map((s) => s.kind)[0]).toBe('organization');
    const org = organiser[0]!;
    if (org.kind !== 'organization') throw new Error('no organisation section');
    expect(org.upcoming).toBeGreaterThanOrEqual(1);
    expect(org.nextEvents.length).toBeGreaterThanOrEqual(1);
    expect(org.limit).toBe(10);
    expect(org.publishedThisMonth).toBeGreaterThanOrEqual(1);
    expect(org.newFollowers).toBeGreaterThanOrEqual(1);

    expect((await sectionsOf(cookie.venue)).map((s) => s.kind)[0]).toBe('venue');
    expect((await sectionsOf(cookie.professional)).map((s) => s.kind)[0]).toBe('professional');
    const participant = await sectionsOf(cookie.participant);
    expect(participant.map((s) => s.kind)).toEqual(['participant']);
    expect(participant[0]).toMatchObject({ kind: 'participant' });
    const saved = participant[0]?.kind === 'participant' ? participant[0].savedUpcoming : 0;
    expect(saved).toBeGreaterThanOrEqual(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboard/overview' })).statusCode).toBe(401);
  });
});
