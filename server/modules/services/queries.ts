import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { ACTIVE_SERVICE_STATUSES } from '../../../core/schemas/services';
import type { Db } from '../../db/client';
import {
  eventCategories,
  professionalServices,
  professionalSpecializations,
  professionalTypes,
  professionals,
  userRoles,
} from '../../db/schema';

/**
 * All SQL of professional services: the professional a dashboard acts for, the row lock that makes the
 * service limit race-safe, the services themselves (indexed by professional_services_professional_idx on
 * professional_id, status), and the public service page.
 */

import type { ProfessionalScope } from '../../db/professionalScope';

export {
  type ProfessionalScope,
  selectProfessionalById,
  selectProfessionalForUser,
} from '../../db/professionalScope';

/**
 * Lock the professional's row for the rest of the transaction: two concurrent creates (or a create and a
 * re-publish) for one professional queue here, so the count they check cannot be stale.
 */
export const lockProfessional = async (tx: Db, professionalId: string): Promise<void> => {
  await tx
    .select({ id: professionals.id })
    .from(professionals)
    .where(eq(professionals.id, professionalId))
    .for('update');
};

/** Premium: the profile is premium, or its owner holds professional_premium (any context). */
export const isPremiumProfessional = async (db: Db, scope: ProfessionalScope): Promise<boolean> => {
  if (scope.isPremium) return true;
  const [row] = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(and(eq(userRoles.userId, scope.userId), eq(userRoles.role, 'professional_premium')))
    .limit(1);
  return row !== undefined;
};

const isActive = inArray(professionalServices.status, [...ACTIVE_SERVICE_STATUSES]);

/** Active (published or active) services of a professional, optionally leaving one out (the one being edited). */
export const countActiveServices = async (
  db: Db,
  professionalId: string,
  exceptId?: string,
): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(professionalServices)
    .where(
      and(
        eq(professionalServices.professionalId, professionalId),
        isActive,
        exceptId ? sql`${professionalServices.id} <> ${exceptId}` : undefined,
      ),
    );
  return row?.n ?? 0;
};

const serviceColumns = {
  id: professionalServices.id,
  professionalId: professionalServices.professionalId,
  title: professionalServices.title,
  description: professionalServices.description,
  price: professionalServices.price,
  priceType: professionalServices.priceType,
  durationMinutes: professionalServices.durationMinutes,
  maxParticipants: professionalServices.maxParticipants,
  isOnline: professionalServices.isOnline,
  isInPerson: professionalServices.isInPerson,
  professionalTypeId: professionalServices.professionalTypeId,
  professionalTypeName: professionalTypes.name,
  specializationId: professionalServices.specializationId,
  specializationName: professionalSpecializations.name,
  genreIds: professionalServices.genreIds,
  supportTypes: professionalServices.supportTypes,
  status: professionalServices.status,
  createdAt: professionalServices.createdAt,
  updatedAt: professionalServices.updatedAt,
};
export type ServiceRecord = Awaited<ReturnType<typeof selectServices>>[number];

/** The services of one professional (dashboard: every status), newest first. Bounded by the plan in practice. */
export const selectServices = (db: Db, professionalId: string, limit = 200) =>
  db
    .select(serviceColumns)
    .from(professionalServices)
    .leftJoin(professionalTypes, eq(professionalTypes.id, professionalServices.professionalTypeId))
    .leftJoin(
      professionalSpecializations,
      eq(professionalSpecializations.id, professionalServices.specializationId),
    )
    .where(eq(professionalServices.professionalId, professionalId))
    .orderBy(desc(professionalServices.createdAt), asc(professionalServices.id))
    .limit(limit);

/** One service of one professional (anything else: null, so someone else's service is "not found"). */
export const selectOwnService = async (
  db: Db,
  professionalId: string,
  serviceId: string,
): Promise<ServiceRecord | null> => {
  const [row] = await db
    .select(serviceColumns)
    .from(professionalServices)
    .leftJoin(professionalTypes, eq(professionalTypes.id, professionalServices.professionalTypeId))
    .leftJoin(
      professionalSpecializations,
      eq(professionalSpecializations.id, professionalServices.specializationId),
    )
    .where(
      and(eq(professionalServices.id, serviceId), eq(professionalServices.professionalId, professionalId)),
    )
    .limit(1);
  return row ?? null;
};

/** The columns a write sets (what the service layer validated). */
export type ServiceValues = Omit<
  typeof professionalServices.$inferInsert,
  'id' | 'professionalId' | 'createdAt' | 'updatedAt'
>;

export const insertService = async (
  tx: Db,
  professionalId: string,
  values: ServiceValues,
): Promise<string> => {
  const [row] = await tx
    .insert(professionalServices)
    .values({ ...values, professionalId })
    .returning({ id: professionalServices.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
};

export const updateService = async (
  tx: Db,
  professionalId: string,
  serviceId: string,
  values: Partial<ServiceValues>,
  now: Date,
): Promise<boolean> => {
  const rows = await tx
    .update(professionalServices)
    .set({ ...values, updatedAt: now })
    .where(
      and(eq(professionalServices.id, serviceId), eq(professionalServices.professionalId, professionalId)),
    )
    .returning({ id: professionalServices.id });
  return rows.length > 0;
};

export const deleteService = async (tx: Db, professionalId: string, serviceId: string): Promise<boolean> => {
  const rows = await tx
    .delete(professionalServices)
    .where(
      and(eq(professionalServices.id, serviceId), eq(professionalServices.professionalId, professionalId)),
    )
    .returning({ id: professionalServices.id });
  return rows.length > 0;
};

/** professional_types with their specialisations, in the catalogue's order. */
export const selectTypesWithSpecializations = async (db: Db) => {
  const [types, specs] = await Promise.all([
    db
      .select({ id: professionalTypes.id, name: professionalTypes.name })
      .from(professionalTypes)
      .orderBy(asc(professionalTypes.sortOrder), asc(professionalTypes.name)),
    db
      .select({
        id: professionalSpecializations.id,
        name: professionalSpecializations.name,
        typeId: professionalSpecializations.professionalTypeId,
      })
      .from(professionalSpecializations)
      .orderBy(asc(professionalSpecializations.name)),
  ]);
  return types.map((t) => ({
    ...t,
    specializations: specs.filter((s) => s.typeId === t.id).map(({ id, name }) => ({ id, name })),
  }));
};

/** Does the specialisation exist (and, with a type, belong to it)? Does the type exist? */
export const selectSpecialization = async (db: Db, specializationId: string) => {
  const [row] = await db
    .select({ id: professionalSpecializations.id, typeId: professionalSpecializations.professionalTypeId })
    .from(professionalSpecializations)
    .where(eq(professionalSpecializations.id, specializationId))
    .limit(1);
  return row ?? null;
};

export const typeExists = async (db: Db, typeId: string): Promise<boolean> => {
  const [row] = await db
    .select({ id: professionalTypes.id })
    .from(professionalTypes)
    .where(eq(professionalTypes.id, typeId))
    .limit(1);
  return row !== undefined;
};

/** Which of these event category ids exist (genres are event categories). */
export const existingGenreIds = async (db: Db, ids: string[]): Promise<string[]> => {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: eventCategories.id })
    .from(eventCategories)
    .where(inArray(eventCategories.id, ids));
  return rows.map((r) => r.id);
};

/** A public service: active or published, of a published professional an admin has not hidden. */
export const selectPublicService = async (db: Db, serviceId: string) => {
  const [row] = await db
    .select({
      ...serviceColumns,
      professional: {
        id: professionals.id,
        name: professionals.businessName,
        title: professionals.professionalTitle,
        slug: professionals.slug,
        imageUrl: professionals.profileImageUrl,
        city: professionals.city,
        isPremium: professionals.isPremium,
        isVerified: professionals.isVerified,
      },
    })
    .from(professionalServices)
    .innerJoin(professionals, eq(professionals.id, professionalServices.professionalId))
    .leftJoin(professionalTypes, eq(professionalTypes.id, professionalServices.professionalTypeId))
    .leftJoin(
      professionalSpecializations,
      eq(professionalSpecializations.id, professionalServices.specializationId),
    )
    .where(
      and(
        eq(professionalServices.id, serviceId),
        isActive,
        eq(professionals.status, 'published'),
        eq(professionals.isHidden, false),
      ),
    )
    .limit(1);
  return row ?? null;
};
