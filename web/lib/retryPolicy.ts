import { isApiError } from './api';

/** Retry classes of spec §9, from most to least specific. */
export type RetryClass = 'auth' | 'unauthorized' | 'client' | 'server' | 'none';

const AUTH_CODES = new Set(['session_expired', 'profile_session_invalid']);

/** Decides how a failed query is retried; pure so the policy is unit-tested. */
export const classifyError = (error: unknown): RetryClass => {
  if (isApiError(error)) {
    // An open breaker refuses at once; retrying would only knock on it again (the list notice offers a retry).
    if (error.code === 'circuit_open') return 'none';
    if (AUTH_CODES.has(error.code) || /jwt/i.test(error.message)) return 'auth';
    if (error.status === 401 || error.status === 403) return 'unauthorized';
    if (error.status === 0 || error.status === 400 || error.status === 406) return 'client';
    if (error.status >= 400 && error.status < 500) return 'none';
    return 'server';
  }
  if (error instanceof TypeError) return 'client'; // fetch's network failure
  return 'server';
};

const MAX_RETRIES: Record<RetryClass, number> = { auth: 5, unauthorized: 4, client: 3, server: 2, none: 0 };

/** TanStack `retry`: failureCount is 0 after the first failure. */
export const shouldRetryQuery = (failureCount: number, error: unknown): boolean =>
  failureCount < MAX_RETRIES[classifyError(error)];

/** TanStack `retryDelay` (ms): auth 300 ms ×1.5 up to 1.5 s; 401/403 500 ms ×2 up to 2 s; else 1 s ×2 up to 5 s. */
export const queryRetryDelay = (attemptIndex: number, error: unknown): number => {
  switch (classifyError(error)) {
    case 'auth':
      return Math.min(300 * 1.5 ** attemptIndex, 1500);
    case 'unauthorized':
      return Math.min(500 * 2 ** attemptIndex, 2000);
    default:
      return Math.min(1000 * 2 ** attemptIndex, 5000);
  }
};
