import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isApiError } from '@web/lib/api';
import { apiErrorCode, apiErrorMessage } from '@web/lib/apiErrors';
import { notify } from '@web/lib/toast';

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

/**
 * A failed form that the current password confirms: the error as a toast, then a wrong password under the
 * password field, else the server's field messages on their fields. Answers the form-level line to show, or
 * null when a field took the message.
 */
export const passwordConfirmedFormError = <T extends FieldValues>(
  form: UseFormReturn<T>,
  error: unknown,
  fields: readonly Path<T>[],
  t: TFunction,
): string | null => {
  const message = apiErrorMessage(error, t);
  notify.error(message);
  const password = fields.find((field) => field === 'password');
  if (password && apiErrorCode(error) === 'password_incorrect') {
    form.setError(password, { type: 'server', message }, { shouldFocus: true });
    return null;
  }
  return applyServerFieldErrors(form, error, fields) ? null : message;
};
