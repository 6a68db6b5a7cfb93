export { OrganizationAnalyticsView } from './OrganizationAnalyticsView';
export { VenueAnalyticsView } from './VenueAnalyticsView';
export { OverviewView } from './OverviewView';
// Shared with the admin's insights (issue 16): the figure tile, the chart card with its CSV, and helpers.
export { OverviewTile } from './OverviewTile';
export { ChartCard } from './ChartCard';
export { usePreloadTimeChart } from './LazyTimeChart';
export { ChartCardFrame } from './ChartCardFrame';
export { ChartTable } from './ChartTable';
export { ChartBoundary } from './ChartBoundary';
export { AnalyticsSkeleton } from './AnalyticsSkeleton';
export { downloadCsv, toCsv } from './csv';
export { formatDay, formatNumber } from './format';
