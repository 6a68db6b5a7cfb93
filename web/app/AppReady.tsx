import { useEffect } from 'react';
import { markAppReady } from '@web/lib/appReady';

/**
 * Marks <html data-app-ready> once the page itself has been committed: for a server-rendered page, the end of
 * its hydration. It sits beside the page inside the layout's Suspense boundary, because React may commit the
 * frame around a boundary before the boundary's content hydrates (time-sliced, or waiting for a chunk); a mark
 * from the app's root came before the page's controls answered and before its first layout effects ran. The e2e
 * suite waits for it after each page load (e2e/support/test.ts); the header's menus start loading after it
 * (web/lib/lazyPart.tsx).
 */
export const AppReady = () => {
  useEffect(() => {
    markAppReady();
  }, []);
  return null;
};
