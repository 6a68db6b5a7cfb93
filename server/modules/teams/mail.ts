import type { ProfileType } from '../../../core/domain/roles';
import type { MailMessage } from '../../integrations/mail';
import { escapeHtml, mailButton, mailLayout } from '../../integrations/mail/layout';

/** Where the web app shows the invitation (signed-in users accept, others sign in or start a trial first). */
export const teamInvitationLink = (publicUrl: string, token: string): string =>
  `${publicUrl}/team/uitnodiging?token=${encodeURIComponent(token)}`;

const KIND_LABEL: Record<ProfileType, string> = {
  organization: 'de organisatie',
  professional: 'de professional',
  venue: 'de locatie',
};

export type TeamInviteMailInput = {
  to: string;
  inviterName: string;
  profileName: string;
  profileType: ProfileType;
  link: string;
  expiresAt: Date;
};

const dateNl = (date: Date): string =>
  new Intl.DateTimeFormat('nl-NL', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Amsterdam',
  }).format(date);

/** "… nodigt je uit voor het team van …": sent when a profile owner invites someone by e-mail. */
export const teamInviteMail = (input: TeamInviteMailInput): MailMessage => {
  const { to, inviterName, profileName, profileType, link, expiresAt } = input;
  const subject = `${inviterName} nodigt je uit voor het team van ${profileName}`;
  const what = `${KIND_LABEL[profileType]} ${profileName}`;
  const until = dateNl(expiresAt);
  const text = [
    'Hoi,',
    '',
    `${inviterName} nodigt je uit om lid te worden van het team van ${what} op Kring.`,
    'Als teamlid kun je dit profiel kiezen in je rollenmenu (Account Rollen) en meewerken aan het profiel.',
    '',
    'Bekijk en accepteer de uitnodiging via deze link:',
    link,
    '',
    `De uitnodiging is geldig tot en met ${until}. Log in met dit e-mailadres (${to}), of maak met dit adres een account aan.`,
    'Ken je de afzender niet of wil je niet meedoen? Dan kun je deze e-mail negeren; er gebeurt niets.',
    '',
    'Hartelijke groet,',
    'Het Kring-team',
  ].join('\n');
  const cta = mailButton(link, 'Uitnodiging bekijken');
  const html = mailLayout(
    subject,
    `<p>Hoi,</p>
<p><strong>${escapeHtml(inviterName)}</strong> nodigt je uit om lid te worden van het team van ${escapeHtml(KIND_LABEL[profileType])} <strong>${escapeHtml(profileName)}</strong> op Kring.</p>
<p>Als teamlid kun je dit profiel kiezen in je rollenmenu (Account Rollen) en meewerken aan het profiel.</p>
${cta}
<p>De uitnodiging is geldig tot en met ${escapeHtml(until)}. Log in met dit e-mailadres (${escapeHtml(to)}), of maak met dit adres een account aan.</p>
<p style="color:#6b7280">Ken je de afzender niet of wil je niet meedoen? Dan kun je deze e-mail negeren; er gebeurt niets.</p>
<p>Hartelijke groet,<br>Het Kring-team</p>`,
  );
  return { to, subject, text, html, kind: 'team_invite' };
};
