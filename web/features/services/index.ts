// What routes use of services: the public service page, the dashboard list and the one form.
export { DashboardServiceList } from './DashboardServiceList';
export { CREATE_SERVICE_PATH, DASHBOARD_SERVICES_PATH, editServicePath } from './paths';
export { serviceDurationText, serviceFormatText, servicePriceText } from './format';
export { serviceKeys, useDashboardService, useDashboardServices, usePublicService } from './queries';
export { ServiceDetailView } from './ServiceDetailView';
export { ServiceForm } from './ServiceForm';
