import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { createQueryClient } from '@web/lib/queryClient';
import { MAX_TOASTS } from '@web/lib/toast';
import { AppSplash } from './AppSplash';

export const Providers = ({ children }: { children: ReactNode }) => {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<AppSplash />}>{children}</Suspense>
      <Toaster
        position="top-right"
        visibleToasts={MAX_TOASTS}
        theme="light"
        closeButton
        toastOptions={{
          classNames: {
            toast: '!rounded-2xl !border-line !bg-white !font-sans !text-ink !shadow-[var(--shadow-lift)]',
            description: '!text-ink-soft',
            success: '[&_[data-icon]]:!text-forest-600',
            error: '[&_[data-icon]]:!text-clay-600',
          },
        }}
      />
    </QueryClientProvider>
  );
};
