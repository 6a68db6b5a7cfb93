import { useEffect } from 'react';
import { APP_READY_ATTRIBUTE } from '@core/domain/serverRender';

/**
 * Marks <html data-app-ready> once the page itself has been committed: for a server-rendered page, the end of
 * its hydration. It sits beside the page inside the layout's Suspense boundary, because React may commit the
 * frame around a boundary before the boundary's content hydrates (time-sliced, or waiting for a chunk); a mark
 * from the app's root came before the page's controls answered and before its first layout effects ran. The e2e
 * suite waits for it after each page load (e2e/support/test.ts).
 */
export const AppReady = () => {
  useEffect(() => {
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
  }, []);
  return null;
};
