import type { MailMessage } from '../../integrations/mail';
import { escapeHtml, greetingName, mailButton, mailLayout } from '../../integrations/mail/layout';

/**
 * The Dutch mails of appointment requests: a new request goes to the professional; an answer (accepted,
 * declined) or a cancellation by the professional goes to the requester; a cancellation by the requester
 * goes to the professional.
 */

/** 'maandag 12 april 2027, 10:00–11:00' in Amsterdam time. */
export const appointmentWhen = (start: Date, end: Date): string => {
  const day = new Intl.DateTimeFormat('nl-NL', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Amsterdam',
  }).format(start);
  const time = new Intl.DateTimeFormat('nl-NL', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Europe/Amsterdam',
  });
  return `${day}, ${time.format(start)}–${time.format(end)}`;
};

type Letter = {
  to: string;
  name: string;
  subject: string;
  lines: string[];
  link: string;
  linkLabel: string;
  kind: string;
};

const letter = ({ to, name, subject, lines, link, linkLabel, kind }: Letter): MailMessage => {
  const greeting = `Hoi ${greetingName(name)},`;
  const text = [
    greeting,
    '',
    ...lines,
    '',
    `${linkLabel}:`,
    link,
    '',
    'Hartelijke groet,',
    'Het Kring-team',
  ].join('\n');
  const html = mailLayout(
    subject,
    `<p>${escapeHtml(greeting)}</p>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
${mailButton(link, linkLabel)}
<p>Hartelijke groet,<br>Het Kring-team</p>`,
  );
  return { to, subject, text, html, kind };
};

export type AppointmentMailInput = {
  to: string;
  name: string;
  otherName: string;
  what: string;
  start: Date;
  end: Date;
  message?: string | null;
  link: string;
};

/** To the professional: someone asks for an appointment. */
export const requestedMail = (m: AppointmentMailInput): MailMessage =>
  letter({
    to: m.to,
    name: m.name,
    subject: `Nieuwe afspraakaanvraag van ${m.otherName}`,
    lines: [
      `${m.otherName} vraagt een afspraak aan voor ${m.what} op ${appointmentWhen(m.start, m.end)}.`,
      ...(m.message ? [`Bericht: "${m.message}"`] : []),
      'Accepteer of wijs de aanvraag af in je beschikbaarheid op Kring. Tot je antwoordt, blijft het moment vrij voor anderen.',
    ],
    link: m.link,
    linkLabel: 'Aanvraag bekijken',
    kind: 'appointment_requested',
  });

const ANSWERS = {
  accepted: {
    subject: (pro: string) => `${pro} heeft je afspraak geaccepteerd`,
    line: 'Je afspraak is bevestigd. Tot dan!',
  },
  declined: {
    subject: (pro: string) => `${pro} kan je afspraak helaas niet aannemen`,
    line: 'Je aanvraag is afgewezen. Kies gerust een ander moment op de dienstpagina.',
  },
  cancelled: {
    subject: (pro: string) => `${pro} heeft je afspraak geannuleerd`,
    line: 'Je afspraak gaat niet door. Kies gerust een ander moment op de dienstpagina.',
  },
} as const;

/** To the requester: the professional accepted, declined or cancelled. */
export const answeredMail = (m: AppointmentMailInput, status: keyof typeof ANSWERS): MailMessage =>
  letter({
    to: m.to,
    name: m.name,
    subject: ANSWERS[status].subject(m.otherName),
    lines: [
      `Het gaat om je aanvraag voor ${m.what} op ${appointmentWhen(m.start, m.end)}.`,
      ANSWERS[status].line,
    ],
    link: m.link,
    linkLabel: 'Bekijk je aanvragen',
    kind: `appointment_${status}`,
  });

/** To the professional: the requester cancelled. */
export const cancelledByRequesterMail = (m: AppointmentMailInput): MailMessage =>
  letter({
    to: m.to,
    name: m.name,
    subject: `${m.otherName} heeft een afspraak geannuleerd`,
    lines: [
      `${m.otherName} heeft de aanvraag voor ${m.what} op ${appointmentWhen(m.start, m.end)} geannuleerd.`,
      'Het moment is weer vrij in je agenda.',
    ],
    link: m.link,
    linkLabel: 'Aanvragen bekijken',
    kind: 'appointment_cancelled',
  });
