import { addDays, amsterdamDateOf, amsterdamInstant, weekdayOf } from '../../../core/domain/weeklyHours';
import type { Db } from '../client';
import { venueBlockedDates, venueBookings, venueOpeningHours, venueUnits } from '../schema';
import { uuidFor } from './data/random';
import { insertMany } from './insert';
import type { PeoplePlan } from './seed-people';
import type { ProfileIds } from './seed-profiles';

/** Venues that take booking requests in the demo: the demo venue, the multi account's venue and two more. */
const HIRE_VENUES = ['dansstudio-de-vonk', 'zaal-de-ruimte'];
const EXTRA_VENUES = 2;

/** The first weekday (Monday–Saturday) on or after `date`. */
const weekdayFrom = (date: string): string => (weekdayOf(date) === 7 ? addDays(date, 1) : date);

/**
 * Venue hire (issue 12): a few venues get a whole-venue unit and two rooms, Monday–Saturday 09:00–22:00
 * and one blocked date; the demo venue has one requested and one accepted booking from De Ademhalte.
 */
export const insertVenueHire = async (
  db: Db,
  plan: PeoplePlan,
  ids: ProfileIds,
  now: Date,
): Promise<void> => {
  const slugs = [
    ...HIRE_VENUES,
    ...[...ids.venueBySlug.keys()].filter((s) => !HIRE_VENUES.includes(s)).slice(0, EXTRA_VENUES),
  ];
  const venues = slugs.flatMap((slug) => {
    const id = ids.venueBySlug.get(slug);
    return id ? [{ slug, id }] : [];
  });
  const today = amsterdamDateOf(now);
  const units = venues.flatMap(({ id }, i) => [
    {
      id: uuidFor('venue-unit', i * 3 + 1),
      venueId: id,
      name: 'Hele locatie',
      kind: 'whole' as const,
      position: 1,
      capacity: 80,
      dayRate: 450,
      partDayRate: 250,
    },
    {
      id: uuidFor('venue-unit', i * 3 + 2),
      venueId: id,
      name: 'Grote zaal',
      kind: 'room' as const,
      position: 2,
      capacity: 50,
      dayRate: 300,
      partDayRate: 175,
    },
    {
      id: uuidFor('venue-unit', i * 3 + 3),
      venueId: id,
      name: 'Kleine zaal',
      kind: 'room' as const,
      position: 3,
      capacity: 20,
      dayRate: 150,
      partDayRate: 90,
    },
  ]);
  // span is set by the venue_units_span trigger (migration 0011).
  await insertMany(
    db,
    venueUnits,
    units.map((u) => ({ ...u, span: 'empty' })),
  );
  await insertMany(
    db,
    venueOpeningHours,
    venues.flatMap(({ id }) =>
      [1, 2, 3, 4, 5, 6].map((weekday) => ({ venueId: id, weekday, opensAt: '09:00', closesAt: '22:00' })),
    ),
  );
  await insertMany(
    db,
    venueBlockedDates,
    venues.map(({ id }) => {
      const day = addDays(today, 40);
      return { venueId: id, startsOn: day, endsOn: day, reason: 'Onderhoud' };
    }),
  );

  const organiser = plan.demo.get('organisatie');
  const organizationId = ids.orgBySlug.get('de-ademhalte');
  const demoVenue = venues[0];
  if (!organiser || !organizationId || !demoVenue || demoVenue.slug !== 'dansstudio-de-vonk') return;
  const requestedDay = weekdayFrom(addDays(today, 21));
  const acceptedDay = weekdayFrom(addDays(today, 28));
  const booking = (n: number, unit: number, day: string, from: string, to: string) => ({
    id: uuidFor('venue-booking', n),
    venueId: demoVenue.id,
    unitId: uuidFor('venue-unit', unit),
    span: 'empty',
    requesterId: organiser.id,
    organizationProfileId: organizationId,
    startsAt: amsterdamInstant(day, from),
    endsAt: amsterdamInstant(day, to),
    participants: 15,
  });
  await insertMany(db, venueBookings, [
    {
      ...booking(1, 3, requestedDay, '10:00', '13:00'),
      message: 'Graag de kleine zaal voor een ochtend ademwerk met een vaste groep.',
    },
    {
      ...booking(2, 2, acceptedDay, '14:00', '17:00'),
      message: 'Middagworkshop dans en beweging.',
      status: 'accepted' as const,
      respondedAt: now,
    },
  ]);
};
