import type { TFunction } from 'i18next';
import type { FieldError, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isApiError } from '@web/lib/api';

/**
 * A field's message: the core schemas and the server speak Dutch; English readers get the same rule from
 * `settings:errors.{field}.{type}`. Server messages (type 'server') pass through unchanged.
 */
export const settingsFieldError = (
  t: TFunction,
  language: string | undefined,
  field: string,
  error: FieldError | undefined,
): string | undefined => {
  if (!error) return undefined;
  if (error.type === 'server' || language === 'nl') return error.message;
  return t(`settings:errors.${field}.${error.type}`, {
    defaultValue: error.message ?? t('settings:errors.generic'),
  });
};

/**
 * Put the server's field messages (`ApiError.fields`) on the form's fields; true when at least one landed,
 * so the caller shows a form-level message only when no field took it.
 */
export const applyServerFieldErrors = <T extends FieldValues>(
  form: UseFormReturn<T>,
  error: unknown,
  fields: readonly Path<T>[],
): boolean => {
  if (!isApiError(error) || !error.fields) return false;
  let applied = false;
  for (const [name, message] of Object.entries(error.fields)) {
    const field = fields.find((f) => f === name);
    if (!field) continue;
    form.setError(field, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
};
