/**
 * Small helpers for the Dutch texts callers write into notifications (issue 15): a moment as members read it
 * ('za 14 mrt, 19:30', Amsterdam time) and content kept to NOTIFICATION_CONTENT_MAX characters.
 */
/** Callers keep a notification's content short (the bell shows two lines). */
export const NOTIFICATION_CONTENT_MAX = 200;

const MOMENT = new Intl.DateTimeFormat('nl-NL', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Amsterdam',
});

export const notificationMoment = (at: Date): string => MOMENT.format(at);

/** Content over the limit ends in '…' instead of being refused. */
export const clipContent = (text: string): string =>
  text.length <= NOTIFICATION_CONTENT_MAX ? text : `${text.slice(0, NOTIFICATION_CONTENT_MAX - 1)}…`;
