import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';

/**
 * A form field's message. The schemas (core's and the web's) speak Dutch, so Dutch readers see the schema's
 * message; English readers get the same rule from `{scope}.{field}.{type}` (e.g. `accounts:errors`,
 * `settings:errors`). Server messages (type 'server') pass through unchanged.
 */
export const fieldErrorText = (
  t: TFunction,
  language: string | undefined,
  scope: string,
  field: string,
  error: FieldError | undefined,
): string | undefined => {
  if (!error) return undefined;
  if (error.type === 'server' || language === 'nl') return error.message;
  return t(`${scope}.${field}.${error.type}`, {
    defaultValue: error.message ?? t(`${scope}.generic`, { defaultValue: t('errors:validation_failed') }),
  });
};
