import type { FieldErrors, Resolver } from 'react-hook-form';
import { PROFILE_INPUTS, type ProfileKind } from '@core/schemas/profiles';
import { type FormValues, toBody } from './fields';

/**
 * The API's own zod schema (core/schemas/profiles) checks the form before it is sent, so the browser and the
 * server refuse the same input with the same Dutch text; errors land on the field (a list item's on its list).
 */
export const profileResolver =
  (kind: ProfileKind): Resolver<FormValues> =>
  async (values) => {
    const result = PROFILE_INPUTS[kind].partial().safeParse(toBody(kind, values));
    if (result.success) return { values, errors: {} };
    const errors: FieldErrors<FormValues> = {};
    for (const issue of result.error.issues) {
      const name = String(issue.path[0] ?? 'root');
      if (!errors[name]) errors[name] = { type: issue.code, message: issue.message };
    }
    return { values: {}, errors };
  };
