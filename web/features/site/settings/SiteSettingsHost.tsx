import { useEffect } from 'react';
import { setSiteName } from '@web/lib/siteName';
import { MaintenanceBanner } from './MaintenanceBanner';
import { useSiteSettings } from './queries';

/**
 * Applies the live site settings to every page (RootLayout): the maintenance banner, and the site name for the
 * header, footer and tab title. Without an answer the page just runs on the defaults.
 */
export const SiteSettingsHost = () => {
  const { data } = useSiteSettings();
  const siteName = data?.siteName;
  useEffect(() => {
    if (siteName) setSiteName(siteName);
  }, [siteName]);
  return data ? <MaintenanceBanner banner={data.maintenanceBanner} /> : null;
};
