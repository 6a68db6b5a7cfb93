import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, lazy, useState, type ReactNode } from 'react';
import { createQueryClient } from '@web/lib/queryClient';
import { useToastRequested } from '@web/lib/toast';
import { AppSplash } from './AppSplash';

const ToastHost = lazy(() => import('./ToastHost'));

/** Mounts the Toaster once the first toast is asked for (keeps sonner out of the first load). */
const LazyToaster = () => {
  const requested = useToastRequested();
  return requested ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
};

export const Providers = ({ children }: { children: ReactNode }) => {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<AppSplash />}>{children}</Suspense>
      <LazyToaster />
    </QueryClientProvider>
  );
};
