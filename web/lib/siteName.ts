import { useHydratedExternalStore } from './useHydrating';

/**
 * The site's name as the admin set it (/admin/instellingen), for the places that show the brand in text: the
 * header, the footer and the tab title. The site feature writes it once the live settings arrive; 'Kring'
 * until then (and when they cannot be read).
 */
export const DEFAULT_SITE_NAME = 'Kring';

let current = DEFAULT_SITE_NAME;
const listeners = new Set<() => void>();

export const setSiteName = (name: string): void => {
  if (name === current) return;
  current = name;
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => current;

/** The server render knows no live settings: it and the hydrating render use the default name. */
const serverSnapshot = () => DEFAULT_SITE_NAME;

export const useSiteName = (): string => useHydratedExternalStore(subscribe, snapshot, serverSnapshot);
