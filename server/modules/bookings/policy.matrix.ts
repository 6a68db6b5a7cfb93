import { addDays, amsterdamDateOf, amsterdamInstant, weekdayOf } from '../../../core/domain/weeklyHours';
import type { MatrixCall, MatrixRow, MatrixTools, Persona } from '../../test/policyMatrix';

/**
 * Venue hire. The venue persona owns Dansstudio De Vonk (seeded with units and Monday–Saturday hours); it
 * and the admin keep its setup and answer its requests, everyone else gets 403 booking_forbidden. Requests
 * come from the organisation personas (others: booking_organization_required). The calendar is public.
 */
const VENUE_SIDE: readonly Persona[] = ['venue', 'admin'];
const venueOf = ({ seed }: { seed: MatrixCall['seed'] }) => seed.venues['dansstudio-de-vonk'] ?? '';
const dash = (call: MatrixCall) => `/api/dashboard/venue-hire/${venueOf(call)}`;

/** A free weekday morning ~90 days ahead, a different one per persona, so requests never overlap. */
const slotFor = (persona: Persona, offset = 0) => {
  let day = addDays(
    amsterdamDateOf(new Date()),
    90 +
      7 *
        ([
          'organization',
          'organization_premium',
          'admin',
          'venue',
          'participant',
          'professional',
          'anonymous',
        ].indexOf(persona) +
          offset),
  );
  if (weekdayOf(day) === 7) day = addDays(day, 1);
  return {
    startsAt: amsterdamInstant(day, '10:00').toISOString(),
    endsAt: amsterdamInstant(day, '12:00').toISOString(),
  };
};

const setupOf = async (tools: MatrixTools) =>
  (
    await tools.callAs('venue', 'GET', `/api/dashboard/venue-hire/${tools.seed.venues['dansstudio-de-vonk']}`)
  ).json() as {
    units: { id: string; kind: string; name: string }[];
  };

const roomOf = async (tools: MatrixTools) =>
  (await setupOf(tools)).units.find((u) => u.kind === 'room')?.id ?? '';

/** A fresh request from the organisation persona (answered or linked in the row). */
const freshRequest = async (tools: MatrixTools, persona: Persona): Promise<string> => {
  const venueId = tools.seed.venues['dansstudio-de-vonk'];
  const res = await tools.callAs('organization', 'POST', `/api/venues/${venueId}/bookings`, {
    unitId: await roomOf(tools),
    participants: 5,
    ...slotFor(persona, 20),
  });
  if (res.statusCode !== 201) throw new Error(`could not request: ${res.body}`);
  return (res.json() as { id: string }).id;
};

const disposableUnit = async (tools: MatrixTools, persona: Persona): Promise<string> => {
  const res = await tools.callAs(
    'venue',
    'POST',
    `/api/dashboard/venue-hire/${tools.seed.venues['dansstudio-de-vonk']}/units`,
    {
      name: `Weg ${persona}`,
      capacity: 4,
    },
  );
  return (res.json() as { id: string }).id;
};

const disposableBlock = async (tools: MatrixTools): Promise<string> => {
  const res = await tools.callAs(
    'venue',
    'POST',
    `/api/dashboard/venue-hire/${tools.seed.venues['dansstudio-de-vonk']}/blocked-dates`,
    {
      startsOn: '2028-01-03',
      endsOn: '2028-01-03',
    },
  );
  return (res.json() as { id: string }).id;
};

const venueSide = { allowed: VENUE_SIDE, refusal: 'booking_forbidden' } as const;

export const MATRIX: readonly MatrixRow[] = [
  {
    action: 'venues I manage for hire',
    method: 'GET',
    url: '/api/dashboard/venue-hire/venues',
    allowed: 'signed-in',
  },
  {
    action: 'venue hire setup',
    method: 'GET',
    url: dash,
    route: '/api/dashboard/venue-hire/{venueId}',
    ...venueSide,
  },
  {
    action: "a venue's booking requests",
    method: 'GET',
    url: (call) => `${dash(call)}/bookings?status=requested`,
    route: '/api/dashboard/venue-hire/{venueId}/bookings',
    ...venueSide,
  },
  {
    action: 'add a bookable unit',
    method: 'POST',
    url: (call) => `${dash(call)}/units`,
    route: '/api/dashboard/venue-hire/{venueId}/units',
    payload: ({ persona }) => ({ name: `Matrixzaal ${persona}`, capacity: 12 }),
    ...venueSide,
  },
  {
    action: 'change a unit',
    method: 'PATCH',
    url: (call) => `${dash(call)}/units/${call.prepared}`,
    route: '/api/dashboard/venue-hire/{venueId}/units/{unitId}',
    prepare: roomOf,
    payload: { capacity: 20 },
    ...venueSide,
  },
  {
    action: 'remove a unit',
    method: 'DELETE',
    url: (call) => `${dash(call)}/units/${call.prepared}`,
    route: '/api/dashboard/venue-hire/{venueId}/units/{unitId}',
    prepare: disposableUnit,
    ...venueSide,
  },
  {
    action: 'save opening hours',
    method: 'PUT',
    url: (call) => `${dash(call)}/opening-hours`,
    route: '/api/dashboard/venue-hire/{venueId}/opening-hours',
    payload: { ranges: [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '09:00', end: '22:00' })) },
    ...venueSide,
  },
  {
    action: 'block a date',
    method: 'POST',
    url: (call) => `${dash(call)}/blocked-dates`,
    route: '/api/dashboard/venue-hire/{venueId}/blocked-dates',
    payload: { startsOn: '2028-02-07', endsOn: '2028-02-07', reason: 'Matrix' },
    ...venueSide,
  },
  {
    action: 'remove a blocked date',
    method: 'DELETE',
    url: (call) => `${dash(call)}/blocked-dates/${call.prepared}`,
    route: '/api/dashboard/venue-hire/{venueId}/blocked-dates/{blockedId}',
    prepare: disposableBlock,
    ...venueSide,
  },
  {
    action: 'ask to hire a venue',
    method: 'POST',
    url: (call) => `/api/venues/${venueOf(call)}/bookings`,
    route: '/api/venues/{venueId}/bookings',
    prepare: roomOf,
    payload: ({ persona, prepared }) => ({ unitId: prepared, participants: 5, ...slotFor(persona) }),
    allowed: ['organization', 'organization_premium'],
    refusal: 'booking_organization_required',
  },
  {
    action: 'my requests at a venue',
    method: 'GET',
    url: (call) => `/api/venues/${venueOf(call)}/bookings/mine`,
    route: '/api/venues/{venueId}/bookings/mine',
    allowed: 'signed-in',
  },
  {
    action: 'answer a booking request',
    method: 'PATCH',
    url: ({ prepared }) => `/api/venue-bookings/${prepared}`,
    route: '/api/venue-bookings/{id}',
    prepare: freshRequest,
    payload: { status: 'declined' },
    ...venueSide,
  },
  {
    action: 'link an event to a booking request',
    method: 'PUT',
    url: ({ prepared }) => `/api/venue-bookings/${prepared}/event`,
    route: '/api/venue-bookings/{id}/event',
    prepare: freshRequest,
    payload: { eventId: null },
    allowed: ['organization'],
    refusal: 'booking_forbidden',
  },
];
