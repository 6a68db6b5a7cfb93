import type { TFunction } from 'i18next';
import { isApiError } from '@web/lib/api';
import { apiErrorMessage } from '@web/lib/apiErrors';

/** Errors our client makes itself (no usable answer from the server). */
const CLIENT_SIDE = new Set(['unknown', 'network', 'timeout']);

/**
 * Spec §8 checkout failure: the server's error text, else the default non-2xx message, else
 * 'Kon checkout niet starten. Probeer het later opnieuw.'.
 */
export const checkoutErrorText = (error: unknown, t: TFunction): string =>
  isApiError(error) && !CLIENT_SIDE.has(error.code) ? apiErrorMessage(error, t) : t('errors:checkout_failed');
