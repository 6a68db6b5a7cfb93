import { RouterProvider } from 'react-router';
import { Providers } from './Providers';
import type { AppRouter } from './router';

type AppProps = {
  router: AppRouter;
  /** Whether this render hydrates the server's HTML (web/main.tsx). */
  hydrating?: boolean;
};

export const App = ({ router, hydrating = false }: AppProps) => {
  return (
    <Providers hydrating={hydrating}>
      <RouterProvider router={router} />
    </Providers>
  );
};
