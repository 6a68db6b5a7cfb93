import type { Db } from '../client';
import { eventFavorites, events } from '../schema';
import { uuidFor } from './data/random';
import { allowPastEvents, insertMany } from './insert';
import type { PeoplePlan } from './seed-people';
import type { ProfileIds } from './seed-profiles';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Past events the demo participant saved, so the review journeys have something to review (issue 11): two of
 * the demo organisation De Ademhalte (one held at the demo venue Dansstudio De Vonk) and one organised by the
 * demo professional. Nobody has reviewed them. The other demo accounts have no saved past events.
 */
export const insertPastVisits = async (
  db: Db,
  plan: PeoplePlan,
  ids: ProfileIds,
  now: Date,
): Promise<void> => {
  const participant = plan.demo.get('deelnemer');
  const organiser = plan.demo.get('organisatie');
  const professional = plan.demo.get('professional');
  const organizationId = ids.orgBySlug.get('de-ademhalte');
  const venueId = ids.venueBySlug.get('dansstudio-de-vonk');
  if (!participant || !organiser || !professional || !organizationId || !venueId) return;
  const past = (days: number) => new Date(now.getTime() - days * DAY);
  const common = { status: 'expired' as const, country: 'Nederland', publishedAt: past(90) };
  const rows: (typeof events.$inferInsert)[] = [
    {
      ...common,
      id: uuidFor('past-visit', 1),
      slug: 'terugblik-ademavond-in-de-vonk',
      title: 'Terugblik: Ademavond in De Vonk',
      shortDescription: 'Een avond ademwerk en stilte met De Ademhalte.',
      city: 'Utrecht',
      startDate: past(14),
      endDate: new Date(past(14).getTime() + 2 * 60 * 60 * 1000),
      organizerId: organiser.id,
      organizerName: 'De Ademhalte',
      organizationProfileId: organizationId,
      venueProfileId: venueId,
      venueName: 'Dansstudio De Vonk',
    },
    {
      ...common,
      id: uuidFor('past-visit', 2),
      slug: 'terugblik-ochtendmeditatie-aan-het-water',
      title: 'Terugblik: Ochtendmeditatie aan het water',
      shortDescription: 'Samen de dag beginnen met meditatie aan de Vecht.',
      city: 'Utrecht',
      startDate: past(45),
      organizerId: organiser.id,
      organizerName: 'De Ademhalte',
      organizationProfileId: organizationId,
    },
    {
      ...common,
      id: uuidFor('past-visit', 3),
      slug: 'terugblik-wandelcoaching-in-de-duinen',
      title: 'Terugblik: Wandelcoaching in de duinen',
      shortDescription: 'Een middag wandelen en reflecteren in de duinen.',
      city: 'Haarlem',
      startDate: past(30),
      organizerId: professional.id,
      organizerName: professional.name,
    },
  ];
  await db.transaction(async (tx) => {
    await allowPastEvents(tx);
    await insertMany(tx, events, rows);
    await insertMany(
      tx,
      eventFavorites,
      rows.map((e, i) => ({ userId: participant.id, eventId: e.id as string, createdAt: past(60 + i) })),
    );
  });
};
