import type { QueryClient } from '@tanstack/react-query';
import { INITIAL_DATA_ELEMENT_ID, type InitialDataEntry } from '@core/domain/initialData';

/**
 * Query data the server put into the page (core/domain/initialData.ts): the first events page or the event
 * on the event page, so the first render needs no API round trip. Read once at start-up; the data counts as
 * fetched at that moment, so the stale times of spec §9 run from there (the events list refetches after 30 s
 * like any other).
 */
export type InitialData = { entries: InitialDataEntry[]; readAt: number };

const isEntry = (value: unknown): value is InitialDataEntry =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as { key?: unknown }).key) &&
  (value as { data?: unknown }).data !== undefined;

/** The block's JSON → entries; anything malformed counts as none (the queries then fetch as usual). */
export const parseInitialData = (text: string | null | undefined): InitialDataEntry[] => {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter(isEntry) : [];
  } catch {
    return [];
  }
};

let cached: InitialData | null = null;

/** The page's initial data, read from the document on the first call (no document: none). */
export const readInitialData = (): InitialData => {
  if (cached) return cached;
  const element = typeof document === 'undefined' ? null : document.getElementById(INITIAL_DATA_ELEMENT_ID);
  cached = { entries: parseInitialData(element?.textContent), readAt: Date.now() };
  // The cache holds the data from here on; the DOM copy is of no further use.
  element?.remove();
  return cached;
};

/** Puts every entry into the cache as fetched at `readAt`, before any query of the first render asks. */
export const seedQueryClient = (client: QueryClient, initial: InitialData = readInitialData()): void => {
  for (const { key, data } of initial.entries) client.setQueryData(key, data, { updatedAt: initial.readAt });
};
