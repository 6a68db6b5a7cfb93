import {
  type DashboardServicesResponse,
  type PublicServiceDetail,
  SERVICE_PRICE_TYPES,
  type ServiceDto,
  type ServicePriceType,
} from '../../../core/schemas/services';
import type { ProfessionalScope, ServiceRecord, selectPublicService } from './queries';

/** A price type outside the known ones (older data) shows as none rather than failing the response. */
const priceTypeOf = (value: string | null): ServicePriceType | null =>
  SERVICE_PRICE_TYPES.includes(value as ServicePriceType) ? (value as ServicePriceType) : null;

export const presentService = (row: ServiceRecord): ServiceDto => ({
  id: row.id,
  professionalId: row.professionalId,
  title: row.title,
  description: row.description,
  price: row.price,
  priceType: priceTypeOf(row.priceType),
  durationMinutes: row.durationMinutes,
  maxParticipants: row.maxParticipants,
  isOnline: row.isOnline,
  isInPerson: row.isInPerson,
  professionalTypeId: row.professionalTypeId,
  professionalTypeName: row.professionalTypeName,
  specializationId: row.specializationId,
  specializationName: row.specializationName,
  genreIds: row.genreIds,
  supportTypes: row.supportTypes,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const presentDashboard = (
  scope: ProfessionalScope | null,
  rows: ServiceRecord[],
  activeCount: number,
  limit: number | null,
  types: DashboardServicesResponse['types'],
): DashboardServicesResponse => ({
  professional: scope
    ? { id: scope.id, name: scope.name, slug: scope.slug, isPremium: scope.isPremium }
    : null,
  items: rows.map(presentService),
  activeCount,
  limit,
  types,
});

type PublicRow = NonNullable<Awaited<ReturnType<typeof selectPublicService>>>;

export const presentPublicService = (row: PublicRow): PublicServiceDetail => {
  const { status: _status, genreIds: _genres, createdAt: _created, ...service } = presentService(row);
  return { ...service, professional: row.professional };
};
