import type { MailMessage } from '../../integrations/mail';
import { escapeHtml, greetingName, mailButton, mailLayout } from '../../integrations/mail/layout';

/** The Dutch reminder before a trial or a cancelled subscription ends, with its one-click renewal link. */
export const subscriptionReminderMail = (input: {
  to: string;
  name: string;
  planName: string;
  trial: boolean;
  days: 7 | 1;
  endsAt: Date;
  renewUrl: string;
}): MailMessage => {
  const date = new Intl.DateTimeFormat('nl-NL', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Amsterdam',
  }).format(input.endsAt);
  const when = input.days === 1 ? 'morgen' : 'over 7 dagen';
  const what = input.trial ? `Je proefperiode van ${input.planName}` : `Je abonnement ${input.planName}`;
  const subject = `${what} eindigt ${when}`;
  const intro = `${what} eindigt ${when} (${date}). Daarna vervallen de functies van dit abonnement.`;
  const cta = input.trial ? 'Abonnement starten' : 'Abonnement verlengen';
  const hello = `Hoi ${greetingName(input.name)},`;
  const text = [
    hello,
    '',
    intro,
    'Met één klik verleng je zonder iets opnieuw in te vullen:',
    input.renewUrl,
    '',
    'Hartelijke groet,',
    'Het Kring-team',
  ].join('\n');
  const html = mailLayout(
    subject,
    `<p>${escapeHtml(hello)}</p>
<p>${escapeHtml(intro)}</p>
<p>Met één klik verleng je zonder iets opnieuw in te vullen.</p>
${mailButton(input.renewUrl, cta)}
<p>Hartelijke groet,<br>Het Kring-team</p>`,
  );
  return { to: input.to, subject, text, html, kind: 'subscription_reminder' };
};
