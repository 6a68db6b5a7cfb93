import { AppError } from '../../../core/errors';
import type { Db } from '../../db/client';
import { ensure } from '../../http/authorize';
import type { Actor } from '../../http/context';
import { bookingsPolicy } from './policy';
import { type VenueRow, selectVenueForUser } from './queries';

/** The venue a dashboard call acts on: 404 when unknown, 403 booking_forbidden when the actor may not manage it. */
export const managedVenue = async (db: Db, actor: Actor, venueId: string): Promise<VenueRow> => {
  const venue = await selectVenueForUser(db, venueId, actor.userId);
  if (!venue) throw new AppError('venue_not_found');
  ensure(bookingsPolicy.manageVenue(actor, venue), 'booking_forbidden');
  return venue;
};
