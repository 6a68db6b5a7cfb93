import type { BookingStatus } from '../../../core/domain/bookings';
import type { Db } from '../../db/client';
import type { MailMessage } from '../../integrations/mail';
import { clipContent, notificationMoment, notify } from '../notifications';
import { type BookingMailInput, bookingAnsweredMail, bookingRequestedMail } from './mail';
import type { BookingRow } from './queriesBookings';

/**
 * Venue hire tells the other side through notify (issue 15), in the transaction of the change: a request goes
 * to the venue's owner ('booking_requested'), an answer or a venue cancellation to the requester
 * ('booking_answered' / 'booking_cancelled'), a cancellation by the requester to the owner. The dedicated
 * booking mail rides along as notify's `mail`, so it reaches only a member who wants e-mail about
 * 'Boekingen'. The actor is never told.
 */

/** The booking mail as notify's `mail`: the dispatcher addresses it to the member and adds the unsubscribe. */
const asNotifyMail = ({ subject, text, html, kind }: MailMessage) => ({
  subject,
  text,
  kind,
  ...(html ? { html } : {}),
});

export const mailInputOf = (row: BookingRow, to: string, link: string): BookingMailInput => ({
  to,
  venueName: row.venueName,
  unitName: row.unitName,
  organizationName: row.organizationName ?? 'Een organisatie',
  startsAt: row.startsAt,
  endsAt: row.endsAt,
  participants: row.participants,
  message: row.message,
  link,
});

export const VENUE_BOOKINGS_PAGE = '/dashboard/venue/bookings';

export const noticeBookingRequested = (
  tx: Db,
  input: { row: BookingRow; ownerId: string; actorId: string; publicUrl: string },
): Promise<number> => {
  const { row } = input;
  const organisation = row.organizationName ?? 'Een organisatie';
  return notify(tx, {
    userIds: [input.ownerId],
    kind: 'booking_requested',
    title: `Nieuwe boekingsaanvraag voor ${row.venueName}`,
    content: clipContent(
      `${organisation} wil ${row.unitName} huren op ${notificationMoment(row.startsAt)} (${row.participants} deelnemers).`,
    ),
    actionUrl: VENUE_BOOKINGS_PAGE,
    data: { booking_id: row.id, venue_id: row.venueId, ...(row.eventId ? { event_id: row.eventId } : {}) },
    mail: asNotifyMail(
      bookingRequestedMail(mailInputOf(row, '', `${input.publicUrl}${VENUE_BOOKINGS_PAGE}`)),
    ),
    exceptUserId: input.actorId,
  });
};

const ANSWER_TITLE: Record<Exclude<BookingStatus, 'requested'>, string> = {
  accepted: 'Je boekingsaanvraag is geaccepteerd',
  declined: 'Je boekingsaanvraag is afgewezen',
  cancelled: 'Een boeking is geannuleerd',
};

/** The other side hears of an answer or cancellation: the requester when the venue acted, else the owner. */
export const noticeBookingMoved = (
  tx: Db,
  input: {
    row: BookingRow;
    to: Exclude<BookingStatus, 'requested'>;
    recipientId: string;
    recipientIsVenue: boolean;
    actorId: string;
    publicUrl: string;
  },
): Promise<number> => {
  const { row, to } = input;
  const path = input.recipientIsVenue ? VENUE_BOOKINGS_PAGE : `/venues/${row.venueSlug}`;
  return notify(tx, {
    userIds: [input.recipientId],
    kind: to === 'cancelled' ? 'booking_cancelled' : 'booking_answered',
    title: `${ANSWER_TITLE[to]} (${row.venueName})`,
    content: clipContent(
      `${row.unitName} van ${row.venueName} op ${notificationMoment(row.startsAt)} voor ${row.organizationName ?? 'een organisatie'}.`,
    ),
    actionUrl: path,
    data: {
      booking_id: row.id,
      venue_id: row.venueId,
      status: to,
      ...(row.eventId ? { event_id: row.eventId } : {}),
    },
    mail: asNotifyMail(bookingAnsweredMail(mailInputOf(row, '', `${input.publicUrl}${path}`), to)),
    exceptUserId: input.actorId,
  });
};
