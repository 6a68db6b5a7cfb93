import type { BookingStatus } from '../../../core/domain/bookings';
import type { MailMessage } from '../../integrations/mail';
import { escapeHtml, mailButton, mailLayout } from '../../integrations/mail/layout';

/** The Dutch e-mails of venue hire: a new request to the venue, an answer or cancellation to the other side. */

const when = (startsAt: Date, endsAt: Date): string => {
  const day = new Intl.DateTimeFormat('nl-NL', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Amsterdam',
  });
  const time = new Intl.DateTimeFormat('nl-NL', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Amsterdam',
  });
  const sameDay = day.format(startsAt) === day.format(endsAt);
  return sameDay
    ? `${day.format(startsAt)}, ${time.format(startsAt)}–${time.format(endsAt)}`
    : `${day.format(startsAt)} ${time.format(startsAt)} tot ${day.format(endsAt)} ${time.format(endsAt)}`;
};

export type BookingMailInput = {
  to: string;
  venueName: string;
  unitName: string;
  organizationName: string;
  startsAt: Date;
  endsAt: Date;
  participants: number;
  message: string | null;
  link: string;
};

const build = (
  input: BookingMailInput,
  kind: string,
  subject: string,
  intro: string,
  cta: string,
): MailMessage => {
  const moment = when(input.startsAt, input.endsAt);
  const lines = [
    `Locatie: ${input.venueName} – ${input.unitName}`,
    `Organisatie: ${input.organizationName}`,
    `Wanneer: ${moment}`,
    `Deelnemers: ${input.participants}`,
    ...(input.message ? [`Bericht: ${input.message}`] : []),
  ];
  const text = [
    'Hoi,',
    '',
    intro,
    '',
    ...lines,
    '',
    `${cta}:`,
    input.link,
    '',
    'Hartelijke groet,',
    'Het Kring-team',
  ].join('\n');
  const html = mailLayout(
    subject,
    `<p>Hoi,</p>
<p>${escapeHtml(intro)}</p>
<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>
${mailButton(input.link, cta)}
<p>Hartelijke groet,<br>Het Kring-team</p>`,
  );
  return { to: input.to, subject, text, html, kind };
};

/** To the venue (owner account and the venue's own address): a new request waits for an answer. */
export const bookingRequestedMail = (input: BookingMailInput): MailMessage =>
  build(
    input,
    'venue_booking_requested',
    `Nieuwe boekingsaanvraag voor ${input.venueName}`,
    `${input.organizationName} wil ${input.unitName} van ${input.venueName} huren. Accepteer of wijs de aanvraag af in je dashboard.`,
    'Aanvragen bekijken',
  );

const ANSWER: Record<Exclude<BookingStatus, 'requested'>, { subject: string; intro: string }> = {
  accepted: {
    subject: 'Je boekingsaanvraag is geaccepteerd',
    intro: 'Goed nieuws: de locatie heeft je aanvraag geaccepteerd. Het moment is voor je gereserveerd.',
  },
  declined: {
    subject: 'Je boekingsaanvraag is afgewezen',
    intro:
      'De locatie heeft je aanvraag helaas afgewezen. Kies gerust een ander moment of een andere ruimte.',
  },
  cancelled: {
    subject: 'Een boeking is geannuleerd',
    intro: 'De boeking hieronder is geannuleerd.',
  },
};

/** To the other side: the request was accepted, declined or cancelled. */
export const bookingAnsweredMail = (
  input: BookingMailInput,
  status: Exclude<BookingStatus, 'requested'>,
): MailMessage =>
  build(
    input,
    `venue_booking_${status}`,
    `${ANSWER[status].subject} (${input.venueName})`,
    ANSWER[status].intro,
    'Bekijk de aanvraag',
  );
