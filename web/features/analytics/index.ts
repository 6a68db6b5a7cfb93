export { OrganizationAnalyticsView } from './OrganizationAnalyticsView';
export { VenueAnalyticsView } from './VenueAnalyticsView';
export { OverviewView } from './OverviewView';
