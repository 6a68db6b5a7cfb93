import type { NotificationType } from '../../../core/domain/notificationPreferences';
import nlSettings from '../../../web/public/locales/nl/settings.json';
import type { MailMessage } from '../../integrations/mail';
import { escapeHtml, greetingName, mailButton, mailLayout } from '../../integrations/mail/layout';
import { unsubscribeToken } from './unsubscribeToken';

/** What a notification mail needs to know about one notification. */
export type MailItem = {
  title: string;
  content: string;
  actionUrl: string | null;
  /** The caller's own mail, if it gave one (subject, text, html). */
  mail: { subject: string; text: string; html?: string; kind?: string } | null;
};

export type MailRecipient = { userId: string; email: string; name: string };

type Links = { publicUrl: string; secret: string };

export const NOTIFICATION_MAIL_KIND = 'notification';
export const DIGEST_MAIL_KIND = 'notification_digest';
export const SETTINGS_PATH = '/dashboard/instellingen/notificaties';

/** The Dutch label of a type, as the settings page shows it. */
export const typeLabel = (type: NotificationType): string => nlSettings.notifications.types[type].label;

const absolute = (publicUrl: string, url: string): string =>
  url.startsWith('/') ? `${publicUrl}${url}` : url;

/**
 * The one-click unsubscribe of every notification mail: a link in the footer to the /afmelden page, and the
 * RFC 8058 headers so a mail client can switch the type off with one POST, without a login.
 */
const unsubscribe = (links: Links, userId: string, type: NotificationType) => {
  const token = unsubscribeToken(links.secret, userId, type);
  const page = `${links.publicUrl}/afmelden?token=${encodeURIComponent(token)}`;
  const settings = `${links.publicUrl}${SETTINGS_PATH}`;
  const label = typeLabel(type);
  return {
    headers: {
      'List-Unsubscribe': `<${links.publicUrl}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    text: `\n\n—\nJe krijgt deze e-mail omdat je e-mails over ‘${label}’ ontvangt.\nAfmelden voor deze e-mails: ${page}\nAl je meldingen instellen: ${settings}`,
    html: `<hr style="border:none;border-top:1px solid #e5e7eb;margin:28px 0 16px">
<p style="color:#6b7280;font-size:12px;line-height:1.5">Je krijgt deze e-mail omdat je e-mails over ‘${escapeHtml(label)}’ ontvangt.
<a href="${escapeHtml(page)}" style="color:#4d7c6f">Afmelden voor deze e-mails</a> ·
<a href="${escapeHtml(settings)}" style="color:#4d7c6f">Al je meldingen instellen</a></p>`,
  };
};

const paragraphs = (text: string): string =>
  text
    .split(/\n{2,}/)
    .map((p) => `<p style="line-height:1.5">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');

/** One notification as one mail: the caller's own text when given, else title, content and a button. */
export const notificationMail = (
  links: Links,
  to: MailRecipient,
  type: NotificationType,
  item: MailItem,
): MailMessage => {
  const footer = unsubscribe(links, to.userId, type);
  const url = item.actionUrl ? absolute(links.publicUrl, item.actionUrl) : null;
  if (item.mail) {
    const body = item.mail.html ?? paragraphs(item.mail.text);
    return {
      to: to.email,
      // The caller's template name (e.g. 'venue_booking_requested') keeps its mails findable in the log.
      kind: item.mail.kind ?? NOTIFICATION_MAIL_KIND,
      subject: item.mail.subject,
      text: `${item.mail.text}${footer.text}`,
      html: mailLayout(item.mail.subject, `${body}\n${footer.html}`),
      headers: footer.headers,
    };
  }
  const hello = `Hallo ${greetingName(to.name)},`;
  const text = [
    hello,
    '',
    item.title,
    item.content,
    ...(url ? ['', `Bekijk het op Kring: ${url}`] : []),
  ].join('\n');
  const html = [
    `<p>${escapeHtml(hello)}</p>`,
    `<p style="font-size:17px;font-weight:bold;margin:16px 0 4px">${escapeHtml(item.title)}</p>`,
    paragraphs(item.content),
    url ? mailButton(url, 'Bekijken op Kring') : '',
    footer.html,
  ].join('\n');
  return {
    to: to.email,
    kind: NOTIFICATION_MAIL_KIND,
    subject: item.title,
    text: `${text}${footer.text}`,
    html: mailLayout(item.title, html),
    headers: footer.headers,
  };
};

/** The waiting notifications of one type group as ONE mail (the digest beyond 5 mails an hour). */
export const digestMail = (
  links: Links,
  to: MailRecipient,
  items: ReadonlyArray<MailItem & { type: NotificationType }>,
): MailMessage => {
  // Unsubscribe from the type most of the list is about; the settings link covers the rest.
  const counts = new Map<NotificationType, number>();
  for (const item of items) counts.set(item.type, (counts.get(item.type) ?? 0) + 1);
  const main = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? items[0]!.type;
  const footer = unsubscribe(links, to.userId, main);
  const subject = `${items.length} nieuwe meldingen op Kring`;
  const hello = `Hallo ${greetingName(to.name)},`;
  const intro = 'Er is veel gebeurd. Om je inbox rustig te houden, sturen we de nieuwste meldingen samen:';
  const lines = items.map((item) => {
    const url = item.actionUrl ? ` — ${absolute(links.publicUrl, item.actionUrl)}` : '';
    return `• ${item.title}: ${item.content}${url}`;
  });
  const list = items
    .map((item) => {
      const title = escapeHtml(item.title);
      const link = item.actionUrl
        ? `<a href="${escapeHtml(absolute(links.publicUrl, item.actionUrl))}" style="color:#4d7c6f;font-weight:bold">${title}</a>`
        : `<strong>${title}</strong>`;
      return `<li style="margin:0 0 10px">${link}<br><span style="color:#374151">${escapeHtml(item.content)}</span></li>`;
    })
    .join('\n');
  const html = [
    `<p>${escapeHtml(hello)}</p>`,
    `<p style="line-height:1.5">${escapeHtml(intro)}</p>`,
    `<ul style="padding-left:18px;line-height:1.4">${list}</ul>`,
    mailButton(`${links.publicUrl}/dashboard/notificaties`, 'Alle meldingen bekijken'),
    footer.html,
  ].join('\n');
  return {
    to: to.email,
    kind: DIGEST_MAIL_KIND,
    subject,
    text: `${[hello, '', intro, '', ...lines, '', `Alle meldingen: ${links.publicUrl}/dashboard/notificaties`].join('\n')}${footer.text}`,
    html: mailLayout(subject, html),
    headers: footer.headers,
  };
};
