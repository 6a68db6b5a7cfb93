import { useEffect } from 'react';

const SITE = 'Kring';

/** Sets the tab title to "{title} · Kring" (or the site tagline on the landing page). */
export const useDocumentTitle = (title: string | null, tagline?: string): void => {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE}` : `${SITE} · ${tagline ?? ''}`.trim();
  }, [title, tagline]);
};
