import { seatsLeft } from '../../../core/domain/tickets';
import type { TicketEventRow, TicketSeatRow } from './queries';

/** Seat arithmetic over the rows of selectTicketSeats (sold + live holds per ticket and per event). */

/** Seats taken across all tickets of the event (inactive ones too: their sold seats still take places). */
export const eventTaken = (rows: readonly TicketSeatRow[]): number =>
  rows.reduce((sum, r) => sum + r.soldCount + r.held, 0);

/** Seats still for sale of one ticket type, bounded by its quantity and the event's max_participants. */
export const seatsOf = (
  event: Pick<TicketEventRow, 'maxParticipants'>,
  rows: readonly TicketSeatRow[],
  row: TicketSeatRow,
) =>
  seatsLeft({
    ticketQuantity: row.quantity,
    ticketTaken: row.soldCount + row.held,
    eventMax: event.maxParticipants,
    eventTaken: eventTaken(rows),
  });

/** Sales open only for a published, not deleted event that has not started. */
export const salesOpen = (event: TicketEventRow, now: Date): boolean =>
  event.status === 'published' && event.deletedAt === null && event.startDate.getTime() > now.getTime();

/** The public may see tickets of a published (or cancelled/expired) event that is not deleted. */
export const eventVisible = (event: TicketEventRow): boolean =>
  event.deletedAt === null && event.status !== 'draft' && event.status !== 'trashed';
