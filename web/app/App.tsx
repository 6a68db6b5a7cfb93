import { RouterProvider } from 'react-router';
import { Providers } from './Providers';
import { router } from './router';

export const App = () => (
  <Providers>
    <RouterProvider router={router} />
  </Providers>
);
