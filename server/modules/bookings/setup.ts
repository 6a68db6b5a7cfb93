import { BOOKING_LIMITS } from '../../../core/domain/bookings';
import { AppError } from '../../../core/errors';
import type {
  BlockedDateBody,
  BlockedDateDto,
  CalendarQuery,
  CalendarResponse,
  ManagedVenuesResponse,
  OpeningHoursBody,
  UnitDto,
  UnitPatchBody,
  UnitWriteBody,
  VenueHireSetup,
} from '../../../core/schemas/bookings';
import { addDays, amsterdamInstant } from '../../../core/domain/weeklyHours';
import type { Db } from '../../db/client';
import type { Actor } from '../../http/context';
import { managedVenue } from './access';
import { calendarDays, weeklyOf } from './calendar';
import { presentBlocked, presentUnit } from './presenter';
import {
  countUnits,
  deleteBlockedDate,
  deleteUnit,
  insertBlockedDate,
  insertUnit,
  lockVenue,
  replaceOpeningHours,
  selectBlockedDates,
  selectManagedVenues,
  selectOpeningHours,
  selectUnit,
  selectUnits,
  selectVenueForUser,
  unitHasBookings,
  updateUnit,
} from './queries';
import { selectBusy } from './queriesBookings';

/** The venue picker of /dashboard/venue/beschikbaarheid: venues the actor owns or works on. */
export const listManagedVenues = async (db: Db, actor: Actor): Promise<ManagedVenuesResponse> => ({
  items: await selectManagedVenues(db, actor.userId),
});

/**
 * Everything the availability page edits. A venue without units gets its 'Hele locatie' unit here, with
 * the profile's maximum capacity (or 50), so a new owner starts with one bookable unit (decision of
 * issue 12: created on first open, not by a form).
 */
export const loadSetup = async (db: Db, actor: Actor, venueId: string): Promise<VenueHireSetup> => {
  const venue = await managedVenue(db, actor, venueId);
  let units = await selectUnits(db, venueId);
  if (units.length === 0) {
    await db.transaction(async (tx) => {
      await lockVenue(tx, venueId);
      if ((await countUnits(tx, venueId)).n > 0) return;
      await insertUnit(tx, venueId, 1, {
        name: 'Hele locatie',
        kind: 'whole',
        capacity: venue.maxCapacity && venue.maxCapacity > 0 ? venue.maxCapacity : 50,
      });
    });
    units = await selectUnits(db, venueId);
  }
  const [openingHours, blocked] = await Promise.all([
    selectOpeningHours(db, venueId),
    selectBlockedDates(db, venueId, addDays(new Date().toISOString().slice(0, 10), -1)),
  ]);
  return {
    venue: { id: venue.id, name: venue.name, slug: venue.slug },
    units: units.map(presentUnit),
    openingHours,
    blockedDates: blocked.map(presentBlocked),
  };
};

/** Add a unit (at most BOOKING_LIMITS.unitsPerVenue); positions are handed out under the venue's row lock. */
export const createUnit = async (
  db: Db,
  actor: Actor,
  venueId: string,
  body: UnitWriteBody,
): Promise<UnitDto> => {
  await managedVenue(db, actor, venueId);
  const row = await db.transaction(async (tx) => {
    await lockVenue(tx, venueId);
    const { n, lastPosition } = await countUnits(tx, venueId);
    if (n >= BOOKING_LIMITS.unitsPerVenue)
      throw new AppError('validation_failed', {
        message: `Een locatie heeft hoogstens ${BOOKING_LIMITS.unitsPerVenue} ruimtes.`,
      });
    return insertUnit(tx, venueId, lastPosition + 1, body);
  });
  return presentUnit(row);
};

export const patchUnit = async (
  db: Db,
  actor: Actor,
  venueId: string,
  unitId: string,
  body: UnitPatchBody,
): Promise<UnitDto> => {
  await managedVenue(db, actor, venueId);
  if (!(await selectUnit(db, venueId, unitId))) throw new AppError('booking_unit_not_found');
  const row = await updateUnit(db, unitId, body);
  if (!row) throw new AppError('booking_unit_not_found');
  return presentUnit(row);
};

/** A unit without requests is deleted; one with requests is switched off, so their history stays. */
export const removeUnit = async (db: Db, actor: Actor, venueId: string, unitId: string): Promise<void> => {
  await managedVenue(db, actor, venueId);
  if (!(await selectUnit(db, venueId, unitId))) throw new AppError('booking_unit_not_found');
  if (await unitHasBookings(db, unitId)) await updateUnit(db, unitId, { isActive: false });
  else await deleteUnit(db, unitId);
};

/** Replace the week's opening hours in one transaction (the body is checked: ≤ 3 ranges a day, no overlap). */
export const saveOpeningHours = async (
  db: Db,
  actor: Actor,
  venueId: string,
  body: OpeningHoursBody,
): Promise<VenueHireSetup['openingHours']> => {
  await managedVenue(db, actor, venueId);
  await db.transaction((tx) => replaceOpeningHours(tx, venueId, body.ranges));
  return selectOpeningHours(db, venueId);
};

export const addBlockedDate = async (
  db: Db,
  actor: Actor,
  venueId: string,
  body: BlockedDateBody,
): Promise<BlockedDateDto> => {
  await managedVenue(db, actor, venueId);
  if (body.unitId && !(await selectUnit(db, venueId, body.unitId)))
    throw new AppError('booking_unit_not_found');
  const row = await insertBlockedDate(db, {
    venueId,
    unitId: body.unitId ?? null,
    startsOn: body.startsOn,
    endsOn: body.endsOn,
    reason: body.reason || null,
  });
  return presentBlocked(row);
};

export const removeBlockedDate = async (db: Db, actor: Actor, venueId: string, id: string): Promise<void> => {
  await managedVenue(db, actor, venueId);
  if (!(await deleteBlockedDate(db, venueId, id))) throw new AppError('not_found');
};

/**
 * The public calendar of a venue (the venue page and the owner's month view): per date the open ranges,
 * blocks and the accepted bookings per unit. Never who booked or why.
 */
export const loadCalendar = async (
  db: Db,
  venueId: string,
  query: CalendarQuery,
): Promise<CalendarResponse> => {
  const venue = await selectVenueForUser(db, venueId, '00000000-0000-0000-0000-000000000000');
  if (!venue || venue.isHidden) throw new AppError('venue_not_found');
  const start = amsterdamInstant(query.from, '00:00');
  const end = amsterdamInstant(addDays(query.to, 1), '00:00');
  const [units, hours, blocked, busy] = await Promise.all([
    selectUnits(db, venueId, true),
    selectOpeningHours(db, venueId),
    selectBlockedDates(db, venueId, query.from, query.to),
    selectBusy(db, venueId, start, end),
  ]);
  return {
    venueId,
    units: units.map(presentUnit),
    days: calendarDays(query.from, query.to, weeklyOf(hours), blocked, busy),
  };
};
