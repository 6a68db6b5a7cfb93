/** The dashboard's service screens (core/domain/screens.ts dashServices, dashServiceCreate, dashServiceDetail). */
export const DASHBOARD_SERVICES_PATH = '/dashboard/services';
export const CREATE_SERVICE_PATH = '/dashboard/services/create';
export const editServicePath = (id: string) => `/dashboard/services/${id}`;
