import { formatTicketCode } from '../../../core/domain/tickets';
import type { MailAttachment, MailMessage } from '../../integrations/mail';
import { escapeHtml, greetingName, mailButton, mailLayout } from '../../integrations/mail/layout';
import { buildIcs, eventPageUrl, icsFileName } from '../events';
import { qrPng } from './codes';
import type { TicketEventRow } from './queries';

/** The Dutch e-mails of ticket sales: tickets after payment, a waitlist offer, a refund of a late payment. */

const dayTime = new Intl.DateTimeFormat('nl-NL', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Amsterdam',
});
const euro = (n: number) => new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' }).format(n);

const placeOf = (event: TicketEventRow): string | null =>
  event.isOnline ? 'Online' : [event.location, event.address, event.city].filter(Boolean).join(', ') || null;

/** The event as an iCalendar file (the events module's builder), attached to ticket mails. */
export const eventIcs = (publicUrl: string, event: TicketEventRow): { fileName: string; ics: string } => {
  const url = eventPageUrl(publicUrl, event);
  return {
    fileName: icsFileName(event.slug),
    ics: buildIcs([
      {
        uid: `${event.id}@kring`,
        start: event.startDate,
        end: event.endDate,
        summary: event.title,
        description: [event.shortDescription, url].filter(Boolean).join('\n\n'),
        location: placeOf(event),
        url,
      },
    ]),
  };
};

export type TicketsMailInput = {
  publicUrl: string;
  to: string;
  buyerName: string;
  orderId: string;
  event: TicketEventRow;
  ticketName: string;
  codes: string[];
};

/** 'Je tickets voor {event}': every code with its QR (inline PNG, cid), the order link and the event's .ics. */
export const ticketsMail = async (input: TicketsMailInput): Promise<MailMessage> => {
  const { event } = input;
  const subject = `Je tickets voor ${event.title}`;
  const link = `${input.publicUrl}/ticket-success?order=${input.orderId}`;
  const when = dayTime.format(event.startDate);
  const place = placeOf(event);
  const pngs = await Promise.all(input.codes.map((c) => qrPng(c)));
  const { fileName, ics } = eventIcs(input.publicUrl, event);
  const attachments: MailAttachment[] = [
    ...input.codes.map((code, i) => ({
      filename: `ticket-${formatTicketCode(code)}.png`,
      contentType: 'image/png',
      content: pngs[i]!,
    })),
    { filename: fileName, contentType: 'text/calendar; charset=utf-8', content: Buffer.from(ics, 'utf8') },
  ];
  const lines = [`Wanneer: ${when}`, ...(place ? [`Waar: ${place}`] : []), `Ticket: ${input.ticketName}`];
  const codeLines = input.codes.map((c, i) => `Ticket ${i + 1}: ${formatTicketCode(c)}`);
  const text = [
    `Hoi ${greetingName(input.buyerName)},`,
    '',
    `Je bent erbij! Hier zijn je tickets voor ${event.title}.`,
    '',
    ...lines,
    '',
    ...codeLines,
    '',
    'Laat bij de ingang de QR-code (in de bijlage) of de code zien. Je tickets staan ook op:',
    link,
    '',
    'Zet het evenement meteen in je agenda met de bijgevoegde .ics.',
    '',
    'Hartelijke groet,',
    'Het Kring-team',
  ].join('\n');
  const html = mailLayout(
    subject,
    `<p>Hoi ${escapeHtml(greetingName(input.buyerName))},</p>
<p>Je bent erbij! Hier zijn je tickets voor <strong>${escapeHtml(event.title)}</strong>.</p>
<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>
<ol>${codeLines.map((l) => `<li style="font-family:monospace;font-size:16px">${escapeHtml(l)}</li>`).join('')}</ol>
<p>Laat bij de ingang de QR-code (in de bijlage) of de code zien.</p>
${mailButton(link, 'Bekijk je tickets')}
<p>Zet het evenement meteen in je agenda met de bijgevoegde .ics.</p>
<p>Hartelijke groet,<br>Het Kring-team</p>`,
  );
  return { to: input.to, subject, text, html, kind: 'ticket_confirmation', attachments };
};

/** A seat came free for someone on the waitlist: a purchase link valid for a day. */
export const waitlistOfferMail = (input: {
  publicUrl: string;
  to: string;
  name: string;
  event: TicketEventRow;
  ticketName: string;
  quantity: number;
  token: string;
  expiresAt: Date;
}): MailMessage => {
  const subject = `Er is plek vrij voor ${input.event.title}`;
  const link = `${eventPageUrl(input.publicUrl, input.event)}?waitlistOffer=${encodeURIComponent(input.token)}`;
  const seats = input.quantity === 1 ? '1 plek' : `${input.quantity} plekken`;
  const until = dayTime.format(input.expiresAt);
  const intro = `Goed nieuws: er is ${seats} (${input.ticketName}) vrijgekomen voor ${input.event.title}. We houden ${input.quantity === 1 ? 'hem' : 'ze'} voor je vast tot ${until}.`;
  const text = [
    `Hoi ${greetingName(input.name)},`,
    '',
    intro,
    '',
    'Bestel je tickets via deze link:',
    link,
    '',
    'Na die tijd gaat de plek naar de volgende op de wachtlijst.',
    '',
    'Hartelijke groet,',
    'Het Kring-team',
  ].join('\n');
  const html = mailLayout(
    subject,
    `<p>Hoi ${escapeHtml(greetingName(input.name))},</p>
<p>${escapeHtml(intro)}</p>
${mailButton(link, 'Tickets bestellen')}
<p>Na die tijd gaat de plek naar de volgende op de wachtlijst.</p>
<p>Hartelijke groet,<br>Het Kring-team</p>`,
  );
  return { to: input.to, subject, text, html, kind: 'ticket_waitlist_offer' };
};

/** A payment arrived after the hold expired and the seats were gone: the order is refunded. */
export const ticketRefundMail = (input: {
  to: string;
  buyerName: string;
  event: TicketEventRow;
  total: number;
  reason: 'sold_out' | 'canceled';
}): MailMessage => {
  const subject = `Je bestelling voor ${input.event.title} is terugbetaald`;
  const intro =
    input.reason === 'sold_out'
      ? `Je betaling voor ${input.event.title} kwam binnen nadat je reservering was verlopen, en de plekken waren inmiddels verkocht. We betalen ${euro(input.total)} terug op de rekening waarmee je betaalde.`
      : `Je bestelling voor ${input.event.title} is geannuleerd door de organisator. Je tickets zijn niet meer geldig en we betalen ${euro(input.total)} terug.`;
  const text = [
    `Hoi ${greetingName(input.buyerName)},`,
    '',
    intro,
    '',
    'Sorry voor het ongemak.',
    '',
    'Hartelijke groet,',
    'Het Kring-team',
  ].join('\n');
  const html = mailLayout(
    subject,
    `<p>Hoi ${escapeHtml(greetingName(input.buyerName))},</p><p>${escapeHtml(intro)}</p><p>Sorry voor het ongemak.</p><p>Hartelijke groet,<br>Het Kring-team</p>`,
  );
  return { to: input.to, subject, text, html, kind: 'ticket_refund' };
};
