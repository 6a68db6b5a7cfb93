import { type FieldError, get, useFormContext, useFormState } from 'react-hook-form';
import type { EventFormValues } from '../eventFormValues';

/** The message of the error on `path` (nested paths like 'tickets.0.name' too), if any. */
export const useFieldError = (path: string): string | undefined => {
  const { control } = useFormContext<EventFormValues>();
  const { errors } = useFormState({ control, name: path as never });
  return (get(errors, path) as FieldError | undefined)?.message;
};
