import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from './ErrorBoundary';

/**
 * Around a lazily loaded part (a menu, a sheet, the toaster): `fallback` stands in while its chunk loads and
 * stays when the chunk cannot be loaded (offline, or an old page after a new release removed it), so a failed
 * download costs that one part, never the page.
 */
export const LazyBoundary = ({ fallback, children }: { fallback: ReactNode; children: ReactNode }) => (
  <ErrorBoundary fallback={fallback}>
    <Suspense fallback={fallback}>{children}</Suspense>
  </ErrorBoundary>
);
