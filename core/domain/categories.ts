/** The nine main event types of spec §2, in menu order. Slugs are stable URL segments. */
export const MAIN_EVENT_TYPES = [
  'dans',
  'event',
  'festival',
  'jaartraject',
  'lessenherhalend',
  'online',
  'opleiding-certificaat',
  'retreatinclverblijf',
  'workshoptraining',
] as const;
export type MainEventType = (typeof MAIN_EVENT_TYPES)[number];

export const isMainEventType = (value: string): value is MainEventType =>
  (MAIN_EVENT_TYPES as readonly string[]).includes(value);
