/**
 * Languages an event is held in and a participant may prefer (issue 12): ISO 639-1 codes, Dutch first. The
 * events editor offers them as 'Talen', /dashboard/personalisatie as the participant's languages.
 */
export const EVENT_LANGUAGES = ['nl', 'en', 'de', 'fr'] as const;
export type EventLanguage = (typeof EVENT_LANGUAGES)[number];

/** An event without a choice is Dutch (the column default of events.languages). */
export const DEFAULT_EVENT_LANGUAGES: readonly EventLanguage[] = ['nl'];

export const isEventLanguage = (value: string): value is EventLanguage =>
  (EVENT_LANGUAGES as readonly string[]).includes(value);
