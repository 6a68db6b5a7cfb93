import type { BellState } from '@core/domain/notifications';
import { isApiError } from '@web/lib/api';

/**
 * The bell's state of spec §4: unavailable without a session or without a stream, loading until the first
 * list, error when that failed (red dot, click retries), else ready.
 */
export const bellStateOf = (input: {
  signedIn: boolean;
  streamDown: boolean;
  isPending: boolean;
  isError: boolean;
}): BellState => {
  if (!input.signedIn) return 'unavailable';
  if (input.isError) return 'error';
  if (input.isPending) return 'loading';
  if (input.streamDown) return 'unavailable';
  return 'ready';
};

/** Spec §8 texts: a timeout, a server failure, anything else. */
export const bellErrorKey = (error: unknown): 'timeout' | 'service' | 'failed' => {
  if (isApiError(error) && error.code === 'timeout') return 'timeout';
  if (isApiError(error) && error.status >= 500) return 'service';
  return 'failed';
};
