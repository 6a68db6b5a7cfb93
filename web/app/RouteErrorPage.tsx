import { useLocation, useNavigate, useRouteError } from 'react-router';
import { ErrorFallback } from './ErrorFallback';

type RetryState = { errorRetry?: number } | null;

/**
 * Root error boundary (route errorElement). 'Probeer opnieuw' re-navigates to the same URL, which resets
 * the boundary and retries lazy chunks; the attempt count travels in history state.
 */
export const RouteErrorPage = () => {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  const attempts = (location.state as RetryState)?.errorRetry ?? 0;
  const handleRetry = () =>
    void navigate(`${location.pathname}${location.search}${location.hash}`, {
      replace: true,
      state: { errorRetry: attempts + 1 },
    });
  const detail = import.meta.env.DEV && error instanceof Error ? error.message : undefined;
  return <ErrorFallback attempts={attempts} onRetry={handleRetry} detail={detail} />;
};
