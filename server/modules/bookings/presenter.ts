import type { BlockedDateDto, BookingDto, UnitDto } from '../../../core/schemas/bookings';
import type { BlockedRow, UnitRow } from './queries';
import type { BookingRow } from './queriesBookings';

export const presentUnit = (row: UnitRow): UnitDto => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  capacity: row.capacity,
  dayRate: row.dayRate,
  partDayRate: row.partDayRate,
  isActive: row.isActive,
});

export const presentBlocked = (row: BlockedRow): BlockedDateDto => ({
  id: row.id,
  unitId: row.unitId,
  startsOn: row.startsOn,
  endsOn: row.endsOn,
  reason: row.reason,
});

/** What the actor may do with a request now (the web hides the rest). */
export type BookingAbilities = BookingDto['abilities'];

/** A request as both sides see it: never the requester's account, only the organisation. */
export const presentBooking = (row: BookingRow, abilities: BookingAbilities): BookingDto => ({
  id: row.id,
  venue: { id: row.venueId, name: row.venueName, slug: row.venueSlug },
  unit: { id: row.unitId, name: row.unitName, kind: row.unitKind },
  organization:
    row.organizationId && row.organizationName && row.organizationSlug
      ? { id: row.organizationId, name: row.organizationName, slug: row.organizationSlug }
      : null,
  event:
    row.eventId && row.eventTitle && row.eventSlug
      ? { id: row.eventId, title: row.eventTitle, slug: row.eventSlug }
      : null,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  participants: row.participants,
  message: row.message,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  respondedAt: row.respondedAt?.toISOString() ?? null,
  abilities,
});
