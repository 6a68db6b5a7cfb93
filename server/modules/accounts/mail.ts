import type { MailMessage } from '../../integrations/mail';
import { escapeHtml, greetingName, mailButton as button, mailLayout } from '../../integrations/mail/layout';

export type AccountMailInput = { to: string; name: string; link: string };

/** Where the web app confirms an address: the page POSTs the token to /api/auth/verify-email. */
export const verificationLink = (publicUrl: string, token: string): string =>
  `${publicUrl}/auth/verify-email?token=${encodeURIComponent(token)}`;

/** Where the web app shows the new-password form (the spec's recovery return). */
export const resetPasswordLink = (publicUrl: string, token: string): string =>
  `${publicUrl}/auth/callback?type=recovery&token=${encodeURIComponent(token)}`;

/** "Bevestig je e-mailadres": sent after sign-up and on request. */
export const verificationMail = ({ to, name, link }: AccountMailInput): MailMessage => {
  const subject = 'Bevestig je e-mailadres voor Kring';
  const hello = `Hoi ${greetingName(name)},`;
  const text = [
    hello,
    '',
    'Welkom bij Kring! Bevestig je e-mailadres via de link hieronder, dan kun je meteen inloggen en je proefperiode van 5 weken starten.',
    '',
    link,
    '',
    'De link is 24 uur geldig.',
    'Heb je geen account aangemaakt bij Kring? Dan kun je deze e-mail negeren; er gebeurt niets.',
    '',
    'Hartelijke groet,',
    'Het Kring-team',
  ].join('\n');
  const html = mailLayout(
    subject,
    `<p>${escapeHtml(hello)}</p>
<p>Welkom bij Kring! Bevestig je e-mailadres via de knop hieronder, dan kun je meteen inloggen en je proefperiode van 5 weken starten.</p>
${button(link, 'E-mailadres bevestigen')}
<p>De link is 24 uur geldig.</p>
<p style="color:#6b7280">Heb je geen account aangemaakt bij Kring? Dan kun je deze e-mail negeren; er gebeurt niets.</p>
<p>Hartelijke groet,<br>Het Kring-team</p>`,
  );
  return { to, subject, text, html, kind: 'verify_email' };
};

/** "Stel een nieuw wachtwoord in": sent when someone asks to reset the password. */
export const resetPasswordMail = ({ to, name, link }: AccountMailInput): MailMessage => {
  const subject = 'Stel een nieuw wachtwoord in voor Kring';
  const hello = `Hoi ${greetingName(name)},`;
  const text = [
    hello,
    '',
    'Je hebt gevraagd om een nieuw wachtwoord voor je Kring-account. Via deze link kies je een nieuw wachtwoord:',
    '',
    link,
    '',
    'De link is 1 uur geldig en werkt één keer. Daarna word je op andere apparaten uitgelogd.',
    'Heb je dit niet zelf gevraagd? Dan kun je deze e-mail negeren; je wachtwoord blijft hetzelfde.',
    '',
    'Hartelijke groet,',
    'Het Kring-team',
  ].join('\n');
  const html = mailLayout(
    subject,
    `<p>${escapeHtml(hello)}</p>
<p>Je hebt gevraagd om een nieuw wachtwoord voor je Kring-account. Via de knop hieronder kies je een nieuw wachtwoord.</p>
${button(link, 'Nieuw wachtwoord instellen')}
<p>De link is 1 uur geldig en werkt één keer. Daarna word je op andere apparaten uitgelogd.</p>
<p style="color:#6b7280">Heb je dit niet zelf gevraagd? Dan kun je deze e-mail negeren; je wachtwoord blijft hetzelfde.</p>
<p>Hartelijke groet,<br>Het Kring-team</p>`,
  );
  return { to, subject, text, html, kind: 'reset_password' };
};
