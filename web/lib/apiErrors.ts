import type { TFunction } from 'i18next';
import { type ApiError, isApiError } from '@web/lib/api';

/** Client-side codes (no answer from the server) with their text in `common:errors`. */
const CLIENT_CODES = new Set(['timeout', 'circuit_open']);

/** Without the errors namespace (still loading): the server's Dutch message, or a general line of ours. */
const fallbackText = (error: ApiError, t: TFunction): string => {
  if (error.status === 0) return t('common:errors.connectionText');
  if (error.code === 'unknown') return t('common:errors.generic');
  return error.message;
};

/**
 * The text to show for a failed call, by its code: `errors:{code}` (the catalogue's text in the reader's
 * language), our own text for a client-side timeout, the server's message for a code this build does not
 * know, and the unknown-error text for anything that is not an ApiError.
 */
export const apiErrorMessage = (error: unknown, t: TFunction): string => {
  if (!isApiError(error)) return t('errors:unknown', { defaultValue: t('common:errors.generic') });
  if (CLIENT_CODES.has(error.code)) return t(`common:errors.${error.code}`);
  return t(`errors:${error.code}`, { defaultValue: fallbackText(error, t) });
};

/** The hint of a failed call in the reader's language, falling back to the server's (which may be specific). */
export const apiErrorHint = (error: unknown, t: TFunction): string | undefined => {
  if (!isApiError(error) || !error.hint) return undefined;
  return t(`errors:hints.${error.code}`, { defaultValue: error.hint });
};

/** The stable code of a failed call, or null; the UI switches on this, never on message text. */
export const apiErrorCode = (error: unknown): string | null => (isApiError(error) ? error.code : null);
