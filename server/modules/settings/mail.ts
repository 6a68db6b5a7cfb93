import type { MailMessage } from '../../integrations/mail';
import { escapeHtml, greetingName, mailButton, mailLayout } from '../../integrations/mail/layout';

const SIGN_OFF_TEXT = ['Hartelijke groet,', 'Het Kring-team'];
const SIGN_OFF_HTML = '<p>Hartelijke groet,<br>Het Kring-team</p>';

/** Where the account page confirms a new address: it POSTs the token to /api/me/email-change/confirm. */
export const emailChangeLink = (publicUrl: string, token: string): string =>
  `${publicUrl}/dashboard/instellingen/account?emailToken=${encodeURIComponent(token)}`;

export type EmailChangeMailInput = { to: string; name: string; link: string; currentEmail: string };

/** "Bevestig je nieuwe e-mailadres": sent to the NEW address when a member asks to change it. */
export const emailChangeMail = ({ to, name, link, currentEmail }: EmailChangeMailInput): MailMessage => {
  const subject = 'Bevestig je nieuwe e-mailadres voor Kring';
  const hello = `Hoi ${greetingName(name)},`;
  const intro = `Je hebt gevraagd om het e-mailadres van je Kring-account te wijzigen van ${currentEmail} naar ${to}.`;
  const text = [
    hello,
    '',
    intro,
    'Bevestig je nieuwe e-mailadres via deze link (log in als dat gevraagd wordt):',
    '',
    link,
    '',
    'De link is 24 uur geldig en werkt één keer. Tot je bevestigt, log je in met je huidige e-mailadres.',
    'Heb je dit niet zelf gevraagd? Dan kun je deze e-mail negeren; er verandert niets.',
    '',
    ...SIGN_OFF_TEXT,
  ].join('\n');
  const html = mailLayout(
    subject,
    `<p>${escapeHtml(hello)}</p>
<p>${escapeHtml(intro)}</p>
<p>Bevestig je nieuwe e-mailadres via de knop hieronder (log in als dat gevraagd wordt).</p>
${mailButton(link, 'Nieuw e-mailadres bevestigen')}
<p>De link is 24 uur geldig en werkt één keer. Tot je bevestigt, log je in met je huidige e-mailadres.</p>
<p style="color:#6b7280">Heb je dit niet zelf gevraagd? Dan kun je deze e-mail negeren; er verandert niets.</p>
${SIGN_OFF_HTML}`,
  );
  return { to, subject, text, html, kind: 'email_change' };
};

export type EmailChangedNoticeInput = { to: string; name: string; newEmail: string; supportUrl: string };

/** "Je e-mailadres is gewijzigd": sent to the OLD address once the change is confirmed. */
export const emailChangedNoticeMail = ({
  to,
  name,
  newEmail,
  supportUrl,
}: EmailChangedNoticeInput): MailMessage => {
  const subject = 'Je e-mailadres bij Kring is gewijzigd';
  const hello = `Hoi ${greetingName(name)},`;
  const body = `Het e-mailadres van je Kring-account is gewijzigd naar ${newEmail}. Je logt voortaan in met dat adres.`;
  const warning = `Heb je dit niet zelf gedaan? Neem dan meteen contact met ons op via ${supportUrl}.`;
  const text = [hello, '', body, '', warning, '', ...SIGN_OFF_TEXT].join('\n');
  const html = mailLayout(
    subject,
    `<p>${escapeHtml(hello)}</p>
<p>${escapeHtml(body)}</p>
<p style="color:#6b7280">Heb je dit niet zelf gedaan? Neem dan meteen <a href="${escapeHtml(supportUrl)}" style="color:#4d7c6f">contact met ons op</a>.</p>
${SIGN_OFF_HTML}`,
  );
  return { to, subject, text, html, kind: 'email_changed' };
};
