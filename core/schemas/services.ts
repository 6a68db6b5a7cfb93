import { z } from 'zod';
import { LIMITS } from '../domain/limits';
import { ERRORS } from '../errors';

/**
 * Professional services (spec §3 professional_services, §5 number rules, §6 "professional up to 5
 * services", §8 'Kon diensten niet laden' / 'Dienst niet gevonden'). Server: server/modules/services;
 * web: web/features/services.
 */

export const SERVICE_LIMITS = {
  titleMax: 150,
  descriptionMax: 5000,
  priceMax: 100_000,
  durationMax: 60 * 24 * 30,
  maxParticipantsMax: 100_000,
  supportTypesMax: 10,
  supportTypeMax: 50,
  genresMax: 10,
} as const;

/** How a price is meant (price_type): per session, per hour, or a fixed amount for the whole service. */
export const SERVICE_PRICE_TYPES = ['per_sessie', 'per_uur', 'vast'] as const;
export type ServicePriceType = (typeof SERVICE_PRICE_TYPES)[number];

/** draft is ours: a service kept aside. Only active and published count as active and show publicly. */
export const SERVICE_STATUSES = ['published', 'active', 'draft'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];
export const ACTIVE_SERVICE_STATUSES: readonly ServiceStatus[] = ['published', 'active'];

/** Standard professionals: at most this many active services (spec §6); premium has no limit (null). */
export const SERVICE_LIMIT_STANDARD = LIMITS.professionalServices;

const L = SERVICE_LIMITS;
const uuid = z.string().uuid();

/**
 * The writable fields. Spec §5: price decimal (≥ 0), duration and max participants integers (> 0). Every
 * message is Dutch: the form shows it under the field. null clears an optional field.
 */
const fields = {
  title: z
    .string('Geef de dienst een titel.')
    .trim()
    .min(1, 'Geef de dienst een titel.')
    .max(L.titleMax, `Gebruik maximaal ${L.titleMax} tekens.`),
  description: z
    .string()
    .trim()
    .max(L.descriptionMax, `Gebruik maximaal ${L.descriptionMax} tekens.`)
    .nullable(),
  price: z
    .number('Vul een bedrag in.')
    .min(0, ERRORS.price_negative.message)
    .max(L.priceMax, `Het bedrag mag maximaal € ${L.priceMax} zijn.`)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'Gebruik maximaal twee decimalen.')
    .nullable(),
  priceType: z.enum(SERVICE_PRICE_TYPES, 'Kies hoe de prijs geldt.').nullable(),
  durationMinutes: z
    .number('Vul de duur in minuten in.')
    .int('De duur is een heel aantal minuten.')
    .min(1, ERRORS.service_duration_invalid.message)
    .max(L.durationMax, `De duur mag maximaal ${L.durationMax} minuten zijn.`)
    .nullable(),
  maxParticipants: z
    .number('Vul het maximum aantal deelnemers in.')
    .int('Het maximum aantal deelnemers is een heel getal.')
    .min(1, ERRORS.event_max_participants_invalid.message)
    .max(L.maxParticipantsMax, `Maximaal ${L.maxParticipantsMax} deelnemers.`)
    .nullable(),
  isOnline: z.boolean(),
  isInPerson: z.boolean(),
  professionalTypeId: uuid.nullable(),
  specializationId: uuid.nullable(),
  genreIds: z.array(uuid).max(L.genresMax, `Kies maximaal ${L.genresMax} genres.`),
  supportTypes: z
    .array(z.string().trim().min(1).max(L.supportTypeMax, `Gebruik maximaal ${L.supportTypeMax} tekens.`))
    .max(L.supportTypesMax, `Maximaal ${L.supportTypesMax} vormen van ondersteuning.`),
  status: z.enum(SERVICE_STATUSES, 'Kies een geldige status.'),
};

/** POST /api/dashboard/services: only the title is required; published by default (issue 11). */
export const ServiceWriteBody = z.object({
  ...fields,
  description: fields.description.default(null),
  price: fields.price.default(null),
  priceType: fields.priceType.default(null),
  durationMinutes: fields.durationMinutes.default(null),
  maxParticipants: fields.maxParticipants.default(null),
  isOnline: fields.isOnline.default(false),
  isInPerson: fields.isInPerson.default(true),
  professionalTypeId: fields.professionalTypeId.default(null),
  specializationId: fields.specializationId.default(null),
  genreIds: fields.genreIds.default([]),
  supportTypes: fields.supportTypes.default([]),
  status: fields.status.default('published'),
});
export type ServiceWriteBody = z.infer<typeof ServiceWriteBody>;
export type ServiceWriteInput = z.input<typeof ServiceWriteBody>;

/** PATCH /api/dashboard/services/:id: any subset of the fields; what is absent stays as it is. */
export const ServicePatchBody = z.object(fields).partial();
export type ServicePatchBody = z.infer<typeof ServicePatchBody>;

/** A dashboard call may name the professional (admins: any; others: one they own or belong to). */
export const ServiceScopeQuery = z.object({ professionalId: uuid.optional() });
export type ServiceScopeQuery = z.infer<typeof ServiceScopeQuery>;

export const ServiceIdParams = z.object({ id: uuid });
/** The public page takes any text and answers 404 for what is not a service id (a typo never gives 400). */
export const PublicServiceParams = z.object({ id: z.string().trim().min(1).max(200) });

export const ServiceDto = z.object({
  id: uuid,
  professionalId: uuid,
  title: z.string(),
  description: z.string().nullable(),
  price: z.number().nullable(),
  priceType: z.enum(SERVICE_PRICE_TYPES).nullable(),
  durationMinutes: z.number().int().nullable(),
  maxParticipants: z.number().int().nullable(),
  isOnline: z.boolean(),
  isInPerson: z.boolean(),
  professionalTypeId: uuid.nullable(),
  professionalTypeName: z.string().nullable(),
  specializationId: uuid.nullable(),
  specializationName: z.string().nullable(),
  genreIds: z.array(uuid),
  supportTypes: z.array(z.string()),
  status: z.enum(SERVICE_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ServiceDto = z.infer<typeof ServiceDto>;

export const ServiceProfessionalType = z.object({
  id: uuid,
  name: z.string(),
  specializations: z.array(z.object({ id: uuid, name: z.string() })),
});
export type ServiceProfessionalType = z.infer<typeof ServiceProfessionalType>;

/** GET /api/dashboard/services: the professional in scope (null: none yet), its services and allowance. */
export const DashboardServicesResponse = z.object({
  professional: z.object({ id: uuid, name: z.string(), slug: z.string(), isPremium: z.boolean() }).nullable(),
  items: z.array(ServiceDto),
  /** Services that count towards the limit (published or active). */
  activeCount: z.number().int(),
  /** null = unlimited (premium). */
  limit: z.number().int().nullable(),
  /** professional_types with their specialisations, for the form. */
  types: z.array(ServiceProfessionalType),
});
export type DashboardServicesResponse = z.infer<typeof DashboardServicesResponse>;

/** The professional card on a service page. */
export const ServiceProfessionalSummary = z.object({
  id: uuid,
  name: z.string(),
  title: z.string().nullable(),
  slug: z.string(),
  imageUrl: z.string().nullable(),
  city: z.string().nullable(),
  isPremium: z.boolean(),
  isVerified: z.boolean(),
});
export type ServiceProfessionalSummary = z.infer<typeof ServiceProfessionalSummary>;

/** GET /api/services/:id. */
export const PublicServiceDetail = ServiceDto.omit({ status: true, genreIds: true, createdAt: true }).extend({
  professional: ServiceProfessionalSummary,
});
export type PublicServiceDetail = z.infer<typeof PublicServiceDetail>;

/** The web's query key of a public service page, which the server's page head seeds. */
export const serviceDetailQueryKey = (id: string) => ['services', 'public', id] as const;
