import { RouterProvider } from 'react-router';
import { Providers } from './Providers';
import type { AppRouter } from './router';

export const App = ({ router }: { router: AppRouter }) => (
  <Providers>
    <RouterProvider router={router} />
  </Providers>
);
