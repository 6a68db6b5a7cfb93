import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { events } from '../../../db/schema';

/**
 * Venue hire (issue 12): an accepted booking linked to an event gives the event its venue. Events own the
 * table, so modules/bookings calls this through the events index instead of writing the row itself.
 */
export const setEventVenue = async (
  db: Db,
  eventId: string,
  venue: { id: string; name: string },
): Promise<void> => {
  await db
    .update(events)
    .set({ venueProfileId: venue.id, venueName: venue.name, updatedAt: new Date() })
    .where(eq(events.id, eventId));
};
