import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Keeps `<html lang>` equal to the language of what is on screen: set when React commits a render, not when
 * i18next switches. An English visitor of a server-rendered page gets it rendered anew in English (web/main.tsx);
 * until that render commits, the Dutch HTML of the server is what a screen reader reads, and its `lang="nl"` stays.
 * Written only when it differs: Chromium restyles the whole document on every write of `lang`, even of the same
 * value (the `:lang()` pseudo-class), which after hydrating a long page was a 13–27 ms task (issue 17).
 */
export const DocumentLanguage = () => {
  const { i18n } = useTranslation('common', { useSuspense: false });
  const language = i18n.resolvedLanguage ?? i18n.language;
  useEffect(() => {
    if (document.documentElement.lang !== language) document.documentElement.lang = language;
  }, [language]);
  return null;
};
