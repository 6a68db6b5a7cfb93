import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardEventListResponse } from '../../../../core/schemas/eventWrite';
import { users, venueProfiles } from '../../../db/schema';
import { type TestApp, createTestApp } from '../../../test/app';
import { insertEvent } from '../../../test/fixtures';
import { callAs, organizationIdBySlug, signInAs, venueIdBySlug } from '../../../test/events';

/**
 * Which events the organisers' dashboard lists (eventsOfUser): each way of being part of an event, including
 * the older venue_id for events without venue_profile_id, and the cases that must stay out.
 */

let t: TestApp;
const as: Record<string, string> = {};
const ids: Record<string, string> = {};

const userId = async (email: string): Promise<string> => {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
};

const list = async (who: string): Promise<DashboardEventListResponse> => {
  const res = await callAs(t, as[who] as string, 'GET', '/api/dashboard/events?pageSize=100');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as DashboardEventListResponse;
};

beforeAll(async () => {
  t = await createTestApp({ seed: { events: 6, members: 2 } });
  for (const [key, email] of Object.entries({
    org: 'organisatie@demo.kring.test',
    multi: 'multi@demo.kring.test',
  }))
    as[key] = await signInAs(t, email);
  // The venue list needs an organisation role too: multi@ has one and owns a venue.
  const [own] = await t.db
    .select({ id: venueProfiles.id })
    .from(venueProfiles)
    .where(eq(venueProfiles.userId, await userId('multi@demo.kring.test')));
  const venue = own!.id;
  const other = await venueIdBySlug(t, 'dansstudio-de-vonk');
  const kirtan = await organizationIdBySlug(t, 'kirtan-collectief-gent');
  const admin = await userId('admin@demo.kring.test');
  const base = { organizerId: admin, status: 'draft' as const };
  ids.organised = (
    await insertEvent(t.db, { ...base, organizerId: await userId('organisatie@demo.kring.test') })
  ).id;
  ids.atVenue = (await insertEvent(t.db, { ...base, venueProfileId: venue, venueId: venue })).id;
  ids.legacyVenue = (await insertEvent(t.db, { ...base, venueProfileId: null, venueId: venue })).id;
  // venue_profile_id wins over the older venue_id.
  ids.movedAway = (await insertEvent(t.db, { ...base, venueProfileId: other, venueId: venue })).id;
  ids.ofTeam = (await insertEvent(t.db, { ...base, organizationProfileId: kirtan })).id;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('GET /api/dashboard/events: whose events', () => {
  it('lists the organiser their own events', async () => {
    const { items } = await list('org');
    expect(items.map((i) => i.id)).toContain(ids.organised);
    expect(items.map((i) => i.id)).not.toContain(ids.atVenue);
  });

  it('lists the venue owner events at the venue, also by the older venue_id, not ones moved elsewhere', async () => {
    const body = await list('multi');
    const listed = body.items.map((i) => i.id);
    expect(listed).toEqual(expect.arrayContaining([ids.atVenue, ids.legacyVenue]));
    expect(listed).not.toContain(ids.movedAway);
    expect(listed).not.toContain(ids.organised);
    expect(body.total).toBe(body.counts.all);
  });

  it('lists an active team member the organisation events, not to others', async () => {
    expect((await list('multi')).items.map((i) => i.id)).toContain(ids.ofTeam);
    expect((await list('org')).items.map((i) => i.id)).not.toContain(ids.ofTeam);
  });
});
