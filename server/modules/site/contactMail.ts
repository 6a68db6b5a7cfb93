import type { ContactBody } from '../../../core/schemas/site';
import type { MailMessage } from '../../integrations/mail';
import { escapeHtml, mailLayout } from '../../integrations/mail/layout';

/** User text in HTML mail: escaped, line breaks kept. */
const paragraph = (value: string): string => escapeHtml(value).replace(/\r?\n/g, '<br>');

export type ContactMailInput = {
  message: ContactBody;
  messageId: string;
  adminEmail: string;
  publicUrl: string;
};

/** The notification for the site's administrators. */
export const contactNotificationMail = ({
  message,
  messageId,
  adminEmail,
  publicUrl,
}: ContactMailInput): MailMessage => {
  const subject = `Nieuw contactbericht: ${message.subject}`;
  const text = [
    'Er is een nieuw bericht binnengekomen via het contactformulier van Kring.',
    '',
    `Naam: ${message.name}`,
    `E-mail: ${message.email}`,
    `Onderwerp: ${message.subject}`,
    '',
    message.message,
    '',
    `Antwoorden kan rechtstreeks naar ${message.email}.`,
    `Bericht-id: ${messageId}`,
    `${publicUrl}/admin/helpdesk`,
  ].join('\n');
  const html = mailLayout(
    subject,
    `<p>Er is een nieuw bericht binnengekomen via het contactformulier van Kring.</p>
<table style="border-collapse:collapse;margin:12px 0">
<tr><td style="padding:2px 12px 2px 0;color:#6b7280">Naam</td><td>${escapeHtml(message.name)}</td></tr>
<tr><td style="padding:2px 12px 2px 0;color:#6b7280">E-mail</td><td><a href="mailto:${escapeHtml(message.email)}">${escapeHtml(message.email)}</a></td></tr>
<tr><td style="padding:2px 12px 2px 0;color:#6b7280">Onderwerp</td><td>${escapeHtml(message.subject)}</td></tr>
</table>
<blockquote style="margin:16px 0;padding:12px 16px;background:#f3f4f6;border-radius:8px">${paragraph(message.message)}</blockquote>
<p style="color:#6b7280;font-size:13px">Bericht-id: ${escapeHtml(messageId)}</p>`,
  );
  return { to: adminEmail, subject, text, html, kind: 'contact_notification' };
};

/** The confirmation for the sender, quoting what they wrote. */
export const contactConfirmationMail = ({ message, publicUrl }: ContactMailInput): MailMessage => {
  const subject = 'We hebben je bericht ontvangen';
  const text = [
    `Hoi ${message.name},`,
    '',
    'Bedankt voor je bericht aan Kring. We hebben het goed ontvangen en reageren meestal binnen twee werkdagen.',
    '',
    'Je schreef:',
    `Onderwerp: ${message.subject}`,
    '',
    message.message,
    '',
    'Hartelijke groet,',
    'Het Kring-team',
    publicUrl,
  ].join('\n');
  const html = mailLayout(
    subject,
    `<p>Hoi ${escapeHtml(message.name)},</p>
<p>Bedankt voor je bericht aan Kring. We hebben het goed ontvangen en reageren meestal binnen twee werkdagen.</p>
<p style="margin-bottom:4px;color:#6b7280">Je schreef:</p>
<p style="margin:0 0 4px"><strong>${escapeHtml(message.subject)}</strong></p>
<blockquote style="margin:0 0 16px;padding:12px 16px;background:#f3f4f6;border-radius:8px">${paragraph(message.message)}</blockquote>
<p>Hartelijke groet,<br>Het Kring-team</p>
<p><a href="${escapeHtml(publicUrl)}" style="color:#4d7c6f">${escapeHtml(publicUrl)}</a></p>`,
  );
  return { to: message.email, subject, text, html, kind: 'contact_confirmation' };
};
