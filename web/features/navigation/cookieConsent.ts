import { useHydratedExternalStore } from '@web/lib/useHydrating';
import { safeStorage } from '@web/lib/storage';

/** Spec §4: cookie consent is unset, accepted or declined; remembered in localStorage. */
export type CookieConsent = 'unset' | 'accepted' | 'declined';
export const COOKIE_CONSENT_KEY = 'kring.cookieConsent';

export const parseConsent = (value: string | null): CookieConsent =>
  value === 'accepted' || value === 'declined' ? value : 'unset';

type ConsentState = { consent: CookieConsent; bannerOpen: boolean };

let state: ConsentState | null = null;
const listeners = new Set<() => void>();

const current = (): ConsentState => {
  if (!state) {
    const consent = parseConsent(safeStorage.get(COOKIE_CONSENT_KEY));
    state = { consent, bannerOpen: consent === 'unset' };
  }
  return state;
};

const update = (next: ConsentState): void => {
  state = next;
  for (const listener of listeners) listener();
};

export const setCookieConsent = (consent: 'accepted' | 'declined'): void => {
  safeStorage.set(COOKIE_CONSENT_KEY, consent);
  update({ consent, bannerOpen: false });
};

/** The footer's 'Cookie-instellingen' button: show the banner again with the current choice. */
export const openCookieSettings = (): void => update({ ...current(), bannerOpen: true });

/**
 * What the server renders (and the browser's hydrating render repeats): no banner, since the server cannot read
 * the choice. The banner then appears right after hydration for a visitor who has not chosen (it is fixed at the
 * bottom, so nothing shifts), and a visitor who has chosen never sees it flash.
 */
const SERVER_STATE: ConsentState = { consent: 'unset', bannerOpen: false };
const serverState = (): ConsentState => SERVER_STATE;

export const useCookieConsent = (): ConsentState =>
  useHydratedExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current,
    serverState,
  );
