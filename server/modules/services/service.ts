import { AppError } from '../../../core/errors';
import {
  ACTIVE_SERVICE_STATUSES,
  type DashboardServicesResponse,
  type PublicServiceDetail,
  SERVICE_LIMIT_STANDARD,
  type ServiceDto,
  type ServicePatchBody,
  type ServiceScopeQuery,
  type ServiceStatus,
  type ServiceWriteBody,
} from '../../../core/schemas/services';
import type { Db } from '../../db/client';
import { ensure } from '../../http/authorize';
import type { Actor } from '../../http/context';
import { servicesPolicy } from './policy';
import { presentDashboard, presentPublicService, presentService } from './presenter';
import {
  type ProfessionalScope,
  type ServiceValues,
  countActiveServices,
  deleteService,
  existingGenreIds,
  insertService,
  isPremiumProfessional,
  lockProfessional,
  selectOwnService,
  selectProfessionalById,
  selectProfessionalForUser,
  selectPublicService,
  selectServices,
  selectSpecialization,
  selectTypesWithSpecializations,
  typeExists,
  updateService,
} from './queries';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isActive = (status: ServiceStatus): boolean => ACTIVE_SERVICE_STATUSES.includes(status);

/**
 * The professional a dashboard call acts for: the named one (admins any; others one they own or belong
 * to, else 403), or the actor's own / team professional; null when they have none.
 */
const scopeFor = async (
  db: Db,
  actor: Actor,
  query: ServiceScopeQuery,
): Promise<ProfessionalScope | null> => {
  ensure(servicesPolicy.manageServices(actor));
  if (!query.professionalId) return selectProfessionalForUser(db, actor.userId);
  const named = await selectProfessionalById(db, query.professionalId, actor.userId);
  if (!named) throw new AppError('service_professional_not_found');
  ensure(servicesPolicy.actForProfessional(actor, named));
  return named;
};

/** Writes need a professional: without one, the Dutch message leads to /dashboard/professional/profiel. */
const requiredScope = async (db: Db, actor: Actor, query: ServiceScopeQuery): Promise<ProfessionalScope> => {
  const scope = await scopeFor(db, actor, query);
  if (!scope) throw new AppError('service_professional_required');
  return scope;
};

/** Spec §6: standard professionals keep at most 5 active services; premium (profile or role) unlimited. */
const limitFor = async (db: Db, scope: ProfessionalScope): Promise<number | null> =>
  (await isPremiumProfessional(db, scope)) ? null : SERVICE_LIMIT_STANDARD;

/**
 * The limit check inside the write's transaction, after the professional's row is locked: concurrent
 * creates for one professional run one after another, so the fifth and a sixth can never both pass.
 */
const guardLimit = async (tx: Db, scope: ProfessionalScope, exceptId?: string): Promise<void> => {
  await lockProfessional(tx, scope.id);
  const limit = await limitFor(tx, scope);
  if (limit === null) return;
  if ((await countActiveServices(tx, scope.id, exceptId)) >= limit)
    throw new AppError('service_limit_reached');
};

/**
 * Normalise and check a write in place: an empty description is none; type, specialisation and genres must
 * exist; a specialisation must belong to the service's type (`typeId`, the new or the current one).
 */
const checkReferences = async (
  db: Db,
  values: Partial<ServiceValues>,
  typeId: string | null | undefined,
): Promise<void> => {
  if (values.description === '') values.description = null;
  if (values.professionalTypeId && !(await typeExists(db, values.professionalTypeId)))
    throw new AppError('service_type_unknown', {
      fields: { professionalTypeId: 'Dit type professional bestaat niet (meer).' },
    });
  if (values.specializationId) {
    const spec = await selectSpecialization(db, values.specializationId);
    if (!spec || (typeId && spec.typeId !== typeId))
      throw new AppError('service_specialization_unknown', {
        fields: { specializationId: 'Deze specialisatie hoort niet bij het gekozen type.' },
      });
  }
  if (values.genreIds && values.genreIds.length > 0) {
    const found = await existingGenreIds(db, values.genreIds);
    values.genreIds = values.genreIds.filter((id) => found.includes(id));
  }
};

const loadOwn = async (db: Db, scope: ProfessionalScope, id: string): Promise<ServiceDto> => {
  const row = await selectOwnService(db, scope.id, id);
  if (!row) throw new AppError('service_not_found');
  return presentService(row);
};

/** GET /api/dashboard/services: the professional's services (every status), the allowance and the types. */
export const listServices = async (
  db: Db,
  actor: Actor,
  query: ServiceScopeQuery,
): Promise<DashboardServicesResponse> => {
  const scope = await scopeFor(db, actor, query);
  const types = await selectTypesWithSpecializations(db);
  if (!scope) return presentDashboard(null, [], 0, SERVICE_LIMIT_STANDARD, types);
  const [rows, activeCount, limit] = await Promise.all([
    selectServices(db, scope.id),
    countActiveServices(db, scope.id),
    limitFor(db, scope),
  ]);
  return presentDashboard(scope, rows, activeCount, limit, types);
};

/** GET /api/dashboard/services/:id: one service of the professional in scope; any other is not found. */
export const getService = async (
  db: Db,
  actor: Actor,
  query: ServiceScopeQuery,
  id: string,
): Promise<ServiceDto> => loadOwn(db, await requiredScope(db, actor, query), id);

/** POST: a new service, published unless the body says draft; an active one must fit in the limit. */
export const createService = async (
  db: Db,
  actor: Actor,
  query: ServiceScopeQuery,
  body: ServiceWriteBody,
): Promise<ServiceDto> => {
  const scope = await requiredScope(db, actor, query);
  const values: ServiceValues = { ...body };
  await checkReferences(db, values, values.professionalTypeId);
  const id = await db.transaction(async (tx) => {
    if (isActive(body.status)) await guardLimit(tx, scope);
    return insertService(tx, scope.id, values);
  });
  return loadOwn(db, scope, id);
};

/** PATCH: change what the body names; turning a draft active again must fit in the limit. */
export const patchService = async (
  db: Db,
  actor: Actor,
  query: ServiceScopeQuery,
  id: string,
  body: ServicePatchBody,
  now = new Date(),
): Promise<ServiceDto> => {
  const scope = await requiredScope(db, actor, query);
  const current = await loadOwn(db, scope, id);
  const values: Partial<ServiceValues> = Object.fromEntries(
    Object.entries(body).filter(([, v]) => v !== undefined),
  );
  const typeId =
    values.professionalTypeId !== undefined ? values.professionalTypeId : current.professionalTypeId;
  await checkReferences(db, values, typeId);
  await db.transaction(async (tx) => {
    if (body.status && isActive(body.status) && !isActive(current.status)) await guardLimit(tx, scope, id);
    if (!(await updateService(tx, scope.id, id, values, now))) throw new AppError('service_not_found');
  });
  return loadOwn(db, scope, id);
};

/** DELETE: remove the service for good (services_count follows by trigger). */
export const removeService = async (
  db: Db,
  actor: Actor,
  query: ServiceScopeQuery,
  id: string,
): Promise<void> => {
  const scope = await requiredScope(db, actor, query);
  if (!(await deleteService(db, scope.id, id))) throw new AppError('service_not_found');
};

/** GET /api/services/:id: a public service with its professional's card; anything else 'Dienst niet gevonden'. */
export const loadPublicService = async (db: Db, id: string): Promise<PublicServiceDetail> => {
  const row = UUID.test(id) ? await selectPublicService(db, id.toLowerCase()) : null;
  if (!row) throw new AppError('service_not_found');
  return presentPublicService(row);
};
