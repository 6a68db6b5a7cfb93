import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, lazy, useState, type ReactNode } from 'react';
import { LazyBoundary } from '@web/lib/LazyBoundary';
import { DocumentLanguage } from '@web/lib/DocumentLanguage';
import { createQueryClient } from '@web/lib/queryClient';
import { HydrationProvider } from '@web/lib/useHydrating';
import { useToastRequested } from '@web/lib/toast';
import { AppSplash } from './AppSplash';

const ToastHost = lazy(() => import('./ToastHost'));

/** Mounts the Toaster once the first toast is asked for (keeps sonner out of the first load). */
const LazyToaster = () => {
  const requested = useToastRequested();
  return requested ? (
    <LazyBoundary fallback={null}>
      <ToastHost />
    </LazyBoundary>
  ) : null;
};

type ProvidersProps = {
  children: ReactNode;
  /** The server render's client, seeded with that request's data (web/entry-server.tsx); else the browser's. */
  queryClient?: QueryClient;
  /** The server's render and the browser's hydration of it (useHydrating). */
  hydrating?: boolean;
};

export const Providers = ({ children, queryClient: given, hydrating = false }: ProvidersProps) => {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationProvider hydrating={hydrating}>
        <Suspense fallback={<AppSplash />}>{children}</Suspense>
        <LazyToaster />
        <DocumentLanguage />
      </HydrationProvider>
    </QueryClientProvider>
  );
};
