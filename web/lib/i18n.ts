import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { writeNumbersByHand } from './i18nNumbers';
import { localeBackend } from './localeBackend';

export const LANGUAGES = ['nl', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'nl';
/** localStorage key holding the visitor's language choice. */
export const LANGUAGE_STORAGE_KEY = 'kring.lang';
/** The error catalogue's texts, keyed by error code (core/errors.ts reads the nl file). */
export const ERRORS_NAMESPACE = 'errors';
export const NAMESPACES = ['common', 'site', 'pricing', 'roadmap', 'events', 'screens'] as const;

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The visitor's stored language choice, Dutch when none. */
export const readStoredLanguage = (): Language => {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE; // storage blocked (private mode, sandboxed iframe)
  }
};

/** Remembers the visitor's choice; `<html lang>` follows the rendered page instead (DocumentLanguage.tsx). */
const storeLanguage = (lng: string): void => {
  const language = isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // The choice then lasts for this page view only.
  }
};

/**
 * The namespaces the server preloads for this page (server/http/pageData.ts `<link rel=preload
 * href=/locales/nl/{ns}.json>`). Loading them before the first render means the page never suspends on its
 * translations: a suspended first render shows the splash and React then holds the page back for its
 * fallback throttle (≈ 300 ms), which was most of the wait before the first cards.
 */
const preloadedNamespaces = (): string[] =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][href^="/locales/"]')]
    .map((link) => /^\/locales\/[^/]+\/([\w-]+)\.json$/.exec(new URL(link.href).pathname)?.[1])
    .filter((ns): ns is string => ns !== undefined);

/**
 * Dutch is the default and the fallback (spec §1). Translations are static files under
 * /locales/{lng}/{ns}.json, loaded on demand per namespace (localeBackend.ts: 5xx/network failures are retried,
 * 4xx not, spec §8 "Translation load"). `language`: what the first render uses (Dutch when it hydrates the
 * server's Dutch HTML; web/main.tsx).
 */
export const initI18n = async (language: Language = readStoredLanguage()): Promise<typeof i18next> => {
  i18next.on('languageChanged', storeLanguage);
  await i18next
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      load: 'languageOnly',
      ns: [...new Set(['common', ...preloadedNamespaces()])],
      defaultNS: 'common',
      interpolation: { escapeValue: false }, // React escapes already
      react: { useSuspense: true },
    });
  writeNumbersByHand(i18next);
  storeLanguage(i18next.language);
  // Error texts by code (apiErrorMessage), fetched beside the first render instead of before it: a failed
  // call comes after the page has loaded, and a changed language reloads the namespace with the others.
  void i18next.loadNamespaces(ERRORS_NAMESPACE);
  return i18next;
};

export const changeLanguage = (language: Language): Promise<unknown> => i18next.changeLanguage(language);
