import type { BookingStatus } from '../../../core/domain/bookings';
import type { Db } from '../../db/client';
import type { MailMessage } from '../../integrations/mail';
import { clipContent, notificationMoment, notify } from '../notifications';

/**
 * Appointments tell the other side through notify (issue 15), in the transaction of the change: a request
 * goes to the professional ('booking_requested'), an answer to the requester ('booking_answered'), a
 * cancellation to the other side ('booking_cancelled'). The appointment mail rides along as notify's `mail`,
 * so only a member who wants e-mail about 'Boekingen' gets it. The actor is never told.
 */

/** The appointment mail as notify's `mail`: the dispatcher addresses it and adds the unsubscribe footer. */
export const asNotifyMail = ({ subject, text, html, kind }: MailMessage) => ({
  subject,
  text,
  kind,
  ...(html ? { html } : {}),
});

const TITLES: Record<'requested' | Exclude<BookingStatus, 'requested'>, string> = {
  requested: 'Nieuwe afspraakaanvraag',
  accepted: 'Je afspraak is bevestigd',
  declined: 'Je afspraakaanvraag is afgewezen',
  cancelled: 'Een afspraak is geannuleerd',
};

export const noticeAppointment = (
  tx: Db,
  input: {
    recipientId: string;
    status: 'requested' | Exclude<BookingStatus, 'requested'>;
    appointment: { id: string; startsAt: Date; serviceTitle: string | null };
    otherName: string;
    actionUrl: string;
    mail: MailMessage;
    actorId: string;
  },
): Promise<number> => {
  const { appointment, status } = input;
  const what = appointment.serviceTitle ? `‘${appointment.serviceTitle}’` : 'een afspraak';
  return notify(tx, {
    userIds: [input.recipientId],
    kind:
      status === 'requested'
        ? 'booking_requested'
        : status === 'cancelled'
          ? 'booking_cancelled'
          : 'booking_answered',
    title: TITLES[status],
    content: clipContent(`${input.otherName} · ${what} op ${notificationMoment(appointment.startsAt)}.`),
    actionUrl: input.actionUrl,
    data: { appointment_id: appointment.id, status },
    mail: asNotifyMail(input.mail),
    exceptUserId: input.actorId,
  });
};
