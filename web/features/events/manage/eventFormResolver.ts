import { type FieldErrors, type Resolver, set } from 'react-hook-form';
import { EventWriteBody } from '@core/schemas/eventWrite';
import type { ApiError } from '@web/lib/api';
import { type EventFormValues, formFieldPath, formToWriteInput } from './eventFormValues';

/**
 * Validates the form with the contract's schema (EventWriteBody, Dutch messages) after mapping it to the
 * request body; the submit handler receives the parsed body (as a draft: the button decides `publish`).
 */
export const eventFormResolver: Resolver<EventFormValues, unknown, EventWriteBody> = (values) => {
  const result = EventWriteBody.safeParse(formToWriteInput(values));
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors<EventFormValues> = {};
  const seen = new Set<string>();
  for (const issue of result.error.issues) {
    const path = formFieldPath(issue.path.map(String).join('.')) || 'root';
    if (seen.has(path)) continue;
    seen.add(path);
    set(errors, path, { type: issue.code, message: issue.message });
  }
  return { values: {}, errors };
};

/** Server codes without `fields` that still belong to one field (named constraints, spec §8). */
const FIELD_BY_CODE: Record<string, string> = {
  event_title_exists: 'title',
  event_slug_exists: 'title',
  event_start_in_past: 'startDate',
  event_end_before_start: 'endDate',
  event_max_participants_invalid: 'maxParticipants',
  price_negative: 'price',
  event_subtype_unknown: 'subtypes',
  event_category_unknown: 'mainType',
  event_venue_not_found: 'venue',
};

/** A failed save → the form fields it concerns, with the server's Dutch message ([] when none). */
export const serverFieldErrors = (error: ApiError): { path: string; message: string }[] => {
  const fields = Object.entries(error.fields ?? {}).map(([path, message]) => ({
    path: formFieldPath(path.replace(/^body\.?/, '')),
    message,
  }));
  if (fields.length > 0) return fields;
  const field = FIELD_BY_CODE[error.code];
  return field ? [{ path: field, message: error.message }] : [];
};
