import { type FieldErrors, type Resolver, set } from 'react-hook-form';
import {
  SERVICE_PRICE_TYPES,
  type ServiceDto,
  type ServicePriceType,
  type ServiceStatus,
  ServiceWriteBody,
} from '@core/schemas/services';
import type { ApiError } from '@web/lib/api';

/** What the inputs hold: numbers as typed text (a comma is a decimal separator), selects as ''. */
export type ServiceFormValues = {
  title: string;
  description: string;
  price: string;
  priceType: ServicePriceType | '';
  durationMinutes: string;
  maxParticipants: string;
  isOnline: boolean;
  isInPerson: boolean;
  professionalTypeId: string;
  specializationId: string;
  supportTypes: string;
  status: ServiceStatus;
};

export const emptyServiceForm = (): ServiceFormValues => ({
  title: '',
  description: '',
  price: '',
  priceType: 'per_sessie',
  durationMinutes: '',
  maxParticipants: '',
  isOnline: false,
  isInPerson: true,
  professionalTypeId: '',
  specializationId: '',
  supportTypes: '',
  status: 'published',
});

const text = (n: number | null): string => (n === null ? '' : String(n));

export const serviceToForm = (s: ServiceDto): ServiceFormValues => ({
  title: s.title,
  description: s.description ?? '',
  price: text(s.price),
  priceType: s.priceType ?? '',
  durationMinutes: text(s.durationMinutes),
  maxParticipants: text(s.maxParticipants),
  isOnline: s.isOnline,
  isInPerson: s.isInPerson,
  professionalTypeId: s.professionalTypeId ?? '',
  specializationId: s.specializationId ?? '',
  supportTypes: s.supportTypes.join(', '),
  status: s.status,
});

/** '' → null; a number when it reads as one; otherwise the text, which the schema answers in Dutch. */
const numberOf = (value: string): number | string | null => {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const n = Number(trimmed.replace(',', '.'));
  return Number.isFinite(n) ? n : trimmed;
};

export const formToWriteInput = (v: ServiceFormValues): Record<string, unknown> => ({
  title: v.title,
  description: v.description.trim() === '' ? null : v.description,
  price: numberOf(v.price),
  priceType: SERVICE_PRICE_TYPES.includes(v.priceType as ServicePriceType) ? v.priceType : null,
  durationMinutes: numberOf(v.durationMinutes),
  maxParticipants: numberOf(v.maxParticipants),
  isOnline: v.isOnline,
  isInPerson: v.isInPerson,
  professionalTypeId: v.professionalTypeId || null,
  specializationId: v.specializationId || null,
  supportTypes: v.supportTypes
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
  status: v.status,
});

/** Validates with the contract's schema (Dutch messages); field names are the body's. */
export const serviceFormResolver: Resolver<ServiceFormValues, unknown, ServiceWriteBody> = (values) => {
  const result = ServiceWriteBody.safeParse(formToWriteInput(values));
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors<ServiceFormValues> = {};
  for (const issue of result.error.issues) {
    const path = String(issue.path[0] ?? 'root');
    if (!(path in errors)) set(errors, path, { type: issue.code, message: issue.message });
  }
  return { values: {}, errors };
};

const FIELD_BY_CODE: Record<string, keyof ServiceFormValues> = {
  price_negative: 'price',
  service_duration_invalid: 'durationMinutes',
  event_max_participants_invalid: 'maxParticipants',
  service_type_unknown: 'professionalTypeId',
  service_specialization_unknown: 'specializationId',
};

/** A failed save → the fields it concerns with the server's Dutch message ([] when none). */
export const serverFieldErrors = (error: ApiError): { path: string; message: string }[] => {
  const fields = Object.entries(error.fields ?? {}).map(([path, message]) => ({
    path: path.replace(/^body\.?/, '').split('.')[0] ?? path,
    message,
  }));
  if (fields.length > 0) return fields;
  const field = FIELD_BY_CODE[error.code];
  return field ? [{ path: field, message: error.message }] : [];
};
