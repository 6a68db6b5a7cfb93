import { useEffect } from 'react';
import { useSiteName } from './siteName';

/** Sets the tab title to "{title} · Kring" (or the site tagline on the landing page). */
export const useDocumentTitle = (title: string | null, tagline?: string): void => {
  // The site name of /admin/instellingen (issue 16).
  const site = useSiteName();
  useEffect(() => {
    document.title = title ? `${title} · ${site}` : `${site} · ${tagline ?? ''}`.trim();
  }, [title, tagline, site]);
};
