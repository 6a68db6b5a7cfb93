import type { TFunction } from 'i18next';
import { isApiError } from '@web/lib/api';

/**
 * The text to show for a failed call: the server's Dutch message for its own codes, our translation for
 * client-side ones (no connection, timeout), a generic line for anything that is not an ApiError.
 */
export const apiErrorMessage = (error: unknown, t: TFunction): string => {
  if (!isApiError(error)) return t('common:errors.unknown');
  if (error.code === 'network' || error.code === 'timeout') return t(`common:errors.${error.code}`);
  return error.message;
};

/** The stable code of a failed call, or null; the UI switches on this, never on message text. */
export const apiErrorCode = (error: unknown): string | null => (isApiError(error) ? error.code : null);
