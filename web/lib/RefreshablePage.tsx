import type { ReactNode } from 'react';
import { PullToRefresh } from '@web/components/ui/PullToRefresh';
import { useIsMobile } from './useMediaQuery';
import { usePageRefresh } from './usePageRefresh';

/**
 * A page that phones can pull to refresh (spec §4): the landing page and the lists of events, directories and
 * the forum. Refreshing fetches the page's queries again; a failure shows 'Kon pagina niet vernieuwen.'.
 */
export const RefreshablePage = ({ children }: { children: ReactNode }) => {
  const isMobile = useIsMobile();
  const refresh = usePageRefresh();
  return (
    <PullToRefresh enabled={isMobile} onRefresh={refresh}>
      {children}
    </PullToRefresh>
  );
};
