/**
 * Spec §8: error reports are dropped when the message mentions JWT, session, invalid session, query timeouts,
 * the map service or navigation. One pure rule, used by the server's and the web's Sentry `beforeSend`, so both
 * sides drop the same reports. Such errors are expected noise (an expired sign-in, a slow query the user retries,
 * the tile server, a cancelled navigation) and still go to the log and the monitoring counters.
 */
const DROPPED: readonly RegExp[] = [
  /\bjwt\b/i,
  // 'session', 'invalid session', 'Session expired', 'no session' …
  /session/i,
  /query[\s_-]*time[\s_-]*out/i,
  /map[\s_-]*service|maplibre|map tiles?|tile server/i,
  /navigation/i,
];

/** True when a report with this message must not be sent. */
export const isDroppedErrorMessage = (message: string | null | undefined): boolean =>
  typeof message === 'string' && message.length > 0 && DROPPED.some((pattern) => pattern.test(message));

/** The parts of a Sentry event the rule reads (structural, so core needs no Sentry types). */
export type ReportableEvent = {
  message?: string;
  exception?: { values?: readonly { type?: string; value?: string }[] };
};

/** The messages of an event: its own and each exception's `Type: value`. */
export const eventMessages = (event: ReportableEvent): string[] => [
  ...(event.message ? [event.message] : []),
  ...(event.exception?.values ?? []).flatMap((v) => [v.value ?? '', v.type ?? '']).filter(Boolean),
];

/** Sentry `beforeSend`: the event, or null when any of its messages falls under the drop rule. */
export const filterErrorReport = <E extends ReportableEvent>(event: E): E | null =>
  eventMessages(event).some(isDroppedErrorMessage) ? null : event;
