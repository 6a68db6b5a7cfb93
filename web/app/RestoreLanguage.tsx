import { useEffect } from 'react';
import { changeLanguage, type Language } from '@web/lib/i18n';

/**
 * A server-rendered page is Dutch (web/entry-server.tsx) and hydrates in Dutch, so the first render matches;
 * a visitor who chose English gets it right after hydration (an update before hydration has finished would
 * make React throw the server's HTML away).
 */
export const RestoreLanguage = ({ language }: { language: Language }) => {
  useEffect(() => {
    void changeLanguage(language);
  }, [language]);
  return null;
};
