import { BOOKING_LIMITS, type BookingStatus } from '../../../core/domain/bookings';
import { AppError } from '../../../core/errors';
import type {
  BookingDto,
  BookingEventBody,
  BookingListQuery,
  BookingRequestBody,
  MyVenueBookingsResponse,
  VenueBookingsResponse,
} from '../../../core/schemas/bookings';
import { amsterdamDateOf } from '../../../core/domain/weeklyHours';
import type { Db } from '../../db/client';
import { ensure } from '../../http/authorize';
import type { Actor, AppContext } from '../../http/context';
import type { MailMessage } from '../../integrations/mail';
import { setEventVenue } from '../events';
import { managedVenue } from './access';
import { closedDatesFor, isBookable, weeklyOf } from './calendar';
import { bookingAnsweredMail, bookingRequestedMail } from './mail';
import { VENUE_BOOKINGS_PAGE, mailInputOf, noticeBookingMoved, noticeBookingRequested } from './notices';
import { bookingsPolicy } from './policy';
import { presentBooking } from './presenter';
import {
  selectActorOrganizations,
  selectBlockedDates,
  selectEventOfOrganization,
  selectOpeningHours,
  selectOrganizationEvents,
  selectUserEmail,
  selectVenueForUser,
  selectUnit,
} from './queries';
import {
  type BookingRow,
  acceptedOverlapExists,
  countVenueBookings,
  insertBooking,
  lockBooking,
  selectBooking,
  selectOrganizationBookingsAtVenue,
  selectVenueBookingsPage,
  updateBookingEvent,
  updateBookingStatus,
} from './queriesBookings';

type Ctx = Pick<AppContext, 'db' | 'mail' | 'config' | 'logger'>;
const DAY_MS = 86_400_000;

/** The two sides of one request as the actor stands to it. */
const sidesOf = async (db: Db, actor: Actor, row: BookingRow) => {
  const venue = await selectVenueForUser(db, row.venueId, actor.userId);
  const orgs = await selectActorOrganizations(db, actor.userId);
  const venueSide = venue ? bookingsPolicy.manageVenue(actor, venue) : false;
  const requesterSide = bookingsPolicy.actAsRequester(actor, {
    requesterId: row.requesterId,
    actsForOrganization: orgs.some((o) => o.id === row.organizationId),
  });
  return { venue, venueSide, requesterSide, orgs };
};

const abilitiesFor = (row: BookingRow, venueSide: boolean, requesterSide: boolean) => ({
  answer: venueSide && bookingsPolicy.move('venue', row.status, 'accepted'),
  cancel:
    (venueSide && bookingsPolicy.move('venue', row.status, 'cancelled')) ||
    (requesterSide && bookingsPolicy.move('requester', row.status, 'cancelled')),
  linkEvent: requesterSide && (row.status === 'requested' || row.status === 'accepted'),
});

/** Mail goes out after commit; a failed delivery is logged by the sender and never undoes the request. */
const sendAll = async (ctx: Ctx, messages: MailMessage[]) => {
  for (const m of messages) await ctx.mail.send(m);
};

/**
 * The venue's own contact address when it differs from the owner's account: the venue's business inbox, not
 * a member, so it keeps the booking mail directly. The owner's account gets it through notify (by preference).
 */
const contactAddresses = async (db: Db, ownerId: string, contactEmail: string | null): Promise<string[]> => {
  const owner = await selectUserEmail(db, ownerId);
  const contact = contactEmail?.toLowerCase();
  return contact && contact !== owner?.email.toLowerCase() ? [contact] : [];
};

/**
 * Ask to hire a unit of a venue (issue 12). The actor acts for the first organisation they own or work on
 * (booking_organization_required otherwise). Refused with Dutch codes: in the past, longer than
 * maxRequestDays, more participants than the unit holds, outside the opening hours, on a blocked date or
 * over an accepted booking. A slot that is only requested by someone else may be asked for too.
 */
export const requestBooking = async (
  ctx: Ctx,
  actor: Actor,
  venueId: string,
  body: BookingRequestBody,
): Promise<BookingDto> => {
  const { db } = ctx;
  const orgs = await selectActorOrganizations(db, actor.userId);
  ensure(bookingsPolicy.request(actor, orgs.length), 'booking_organization_required');
  const organization = orgs[0]!;
  const venue = await selectVenueForUser(db, venueId, actor.userId);
  if (!venue || venue.isHidden) throw new AppError('venue_not_found');
  const unit = await selectUnit(db, venueId, body.unitId);
  if (!unit || !unit.isActive) throw new AppError('booking_unit_not_found');

  const start = new Date(body.startsAt);
  const end = new Date(body.endsAt);
  if (start.getTime() <= Date.now()) throw new AppError('booking_in_past');
  if (end.getTime() - start.getTime() > BOOKING_LIMITS.maxRequestDays * DAY_MS)
    throw new AppError('booking_too_long');
  if (start.getTime() > Date.now() + BOOKING_LIMITS.maxDaysAhead * DAY_MS)
    throw new AppError('booking_slot_unavailable');
  if (body.participants > unit.capacity) throw new AppError('booking_over_capacity');
  const eventId = body.eventId ?? null;
  if (eventId && !(await selectEventOfOrganization(db, eventId, organization.id)))
    throw new AppError('event_not_found');

  const first = amsterdamDateOf(start);
  const last = amsterdamDateOf(new Date(end.getTime() - 1));
  const [hours, blocked] = await Promise.all([
    selectOpeningHours(db, venueId),
    selectBlockedDates(db, venueId, first, last),
  ]);
  if (!isBookable(start, end, weeklyOf(hours), closedDatesFor(blocked, unit.id, first, last)))
    throw new AppError('booking_slot_unavailable');
  if (await acceptedOverlapExists(db, unit.id, start, end)) throw new AppError('booking_slot_unavailable');

  const row = await db.transaction(async (tx) => {
    const id = await insertBooking(tx, {
      unitId: unit.id,
      venueId,
      requesterId: actor.userId,
      organizationProfileId: organization.id,
      eventId,
      startsAt: start,
      endsAt: end,
      participants: body.participants,
      message: body.message?.trim() || null,
    });
    const made = (await selectBooking(tx, id))!;
    await noticeBookingRequested(tx, {
      row: made,
      ownerId: venue.ownerId,
      actorId: actor.userId,
      publicUrl: ctx.config.publicUrl,
    });
    return made;
  });
  const link = `${ctx.config.publicUrl}${VENUE_BOOKINGS_PAGE}`;
  const to = await contactAddresses(db, venue.ownerId, venue.contactEmail);
  await sendAll(
    ctx,
    to.map((address) => bookingRequestedMail(mailInputOf(row, address, link))),
  );
  return presentBooking(row, abilitiesFor(row, false, true));
};

/**
 * Accept, decline or cancel a request. The venue side answers (and may cancel an accepted booking); the
 * requesting side cancels. The status change is one transaction with the row locked; accepting leaves the
 * last word to the venue_bookings_no_overlap exclusion constraint, so of two overlapping requests accepted
 * at once one wins and the other gets 409 booking_slot_taken and stays 'requested'. An accepted request
 * linked to an event gives the event this venue.
 */
export const moveBooking = async (
  ctx: Ctx,
  actor: Actor,
  id: string,
  to: Exclude<BookingStatus, 'requested'>,
): Promise<BookingDto> => {
  const { db } = ctx;
  const before = await selectBooking(db, id);
  if (!before) throw new AppError('booking_not_found');
  const { venue, venueSide, requesterSide } = await sidesOf(db, actor, before);
  ensure(venueSide || requesterSide, 'booking_forbidden');
  if (to !== 'cancelled') ensure(venueSide, 'booking_forbidden');

  const side = await db.transaction(async (tx) => {
    const locked = await lockBooking(tx, id);
    if (!locked) throw new AppError('booking_not_found');
    const asRequester = requesterSide && bookingsPolicy.move('requester', locked.status, to);
    const asVenue = venueSide && bookingsPolicy.move('venue', locked.status, to);
    if (!asVenue && !asRequester) throw new AppError('booking_already_answered');
    await updateBookingStatus(tx, id, to, asRequester ? null : actor.userId);
    const side = asRequester ? 'requester' : 'venue';
    // The other side hears of it: the requester of an answer or a venue cancellation, the venue of the rest.
    const recipientId = side === 'venue' ? before.requesterId : (venue?.ownerId ?? null);
    if (recipientId)
      await noticeBookingMoved(tx, {
        row: { ...before, status: to },
        to,
        recipientId,
        recipientIsVenue: side === 'requester',
        actorId: actor.userId,
        publicUrl: ctx.config.publicUrl,
      });
    return side;
  });

  const row = (await selectBooking(db, id))!;
  if (to === 'accepted' && row.eventId)
    await setEventVenue(db, row.eventId, { id: row.venueId, name: row.venueName });
  if (side === 'requester' && venue) {
    const dashboard = `${ctx.config.publicUrl}${VENUE_BOOKINGS_PAGE}`;
    const addresses = await contactAddresses(db, venue.ownerId, venue.contactEmail);
    await sendAll(
      ctx,
      addresses.map((a) => bookingAnsweredMail(mailInputOf(row, a, dashboard), to)),
    );
  }
  return presentBooking(row, abilitiesFor(row, venueSide, requesterSide));
};

/** Link (or unlink) one of the requesting organisation's events; once accepted the event gets the venue. */
export const linkBookingEvent = async (
  ctx: Ctx,
  actor: Actor,
  id: string,
  body: BookingEventBody,
): Promise<BookingDto> => {
  const { db } = ctx;
  const before = await selectBooking(db, id);
  if (!before) throw new AppError('booking_not_found');
  const { venueSide, requesterSide } = await sidesOf(db, actor, before);
  ensure(requesterSide, 'booking_forbidden');
  if (before.status !== 'requested' && before.status !== 'accepted')
    throw new AppError('booking_already_answered');
  if (
    body.eventId &&
    !(before.organizationId && (await selectEventOfOrganization(db, body.eventId, before.organizationId)))
  )
    throw new AppError('event_not_found');
  await updateBookingEvent(db, id, body.eventId);
  if (body.eventId && before.status === 'accepted')
    await setEventVenue(db, body.eventId, { id: before.venueId, name: before.venueName });
  const row = (await selectBooking(db, id))!;
  return presentBooking(row, abilitiesFor(row, venueSide, requesterSide));
};

/** /dashboard/venue/bookings: one page of a venue's requests (optionally one status), newest first. */
export const listVenueBookings = async (
  db: Db,
  actor: Actor,
  venueId: string,
  query: BookingListQuery,
): Promise<VenueBookingsResponse> => {
  await managedVenue(db, actor, venueId);
  const [rows, counts] = await Promise.all([
    selectVenueBookingsPage(db, venueId, query.status, query.pageSize, (query.page - 1) * query.pageSize),
    countVenueBookings(db, venueId),
  ]);
  const total = query.status
    ? counts[query.status]
    : counts.requested + counts.accepted + counts.declined + counts.cancelled;
  return {
    items: rows.map((r) => presentBooking(r, abilitiesFor(r, true, false))),
    total,
    page: query.page,
    pageSize: query.pageSize,
    counts,
  };
};

/** The venue page's booking section: the actor's organisation, its events and its requests at this venue. */
export const listMyVenueBookings = async (
  db: Db,
  actor: Actor,
  venueId: string,
  query: BookingListQuery,
): Promise<MyVenueBookingsResponse> => {
  const venue = await selectVenueForUser(db, venueId, actor.userId);
  if (!venue || venue.isHidden) throw new AppError('venue_not_found');
  const orgs = await selectActorOrganizations(db, actor.userId);
  const organization = orgs[0] ?? null;
  const [{ rows, total }, events] = await Promise.all([
    selectOrganizationBookingsAtVenue(
      db,
      venueId,
      orgs.map((o) => o.id),
      query.pageSize,
      (query.page - 1) * query.pageSize,
    ),
    organization ? selectOrganizationEvents(db, organization.id) : Promise.resolve([]),
  ]);
  return {
    items: rows.map((r) =>
      presentBooking(r, abilitiesFor(r, bookingsPolicy.manageVenue(actor, venue), true)),
    ),
    total,
    page: query.page,
    pageSize: query.pageSize,
    organization: organization ? { id: organization.id, name: organization.name } : null,
    events: events.map((e) => ({ id: e.id, title: e.title, startDate: e.startDate.toISOString() })),
  };
};
