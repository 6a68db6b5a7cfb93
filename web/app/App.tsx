import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { APP_READY_ATTRIBUTE } from '@core/domain/serverRender';
import { Providers } from './Providers';
import type { AppRouter } from './router';

type AppProps = {
  router: AppRouter;
  /** Whether this render hydrates the server's HTML (web/main.tsx). */
  hydrating?: boolean;
};

export const App = ({ router, hydrating = false }: AppProps) => {
  // After the first commit, which for a server-rendered page is the end of its hydration (time-sliced, so a
  // first element with React's marks says nothing about the rest): the page's controls now answer. The e2e
  // suite waits for it after each page load (e2e/support/test.ts).
  useEffect(() => {
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
  }, []);
  return (
    <Providers hydrating={hydrating}>
      <RouterProvider router={router} />
    </Providers>
  );
};
