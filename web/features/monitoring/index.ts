// /admin/monitoring: the health of the running system, refreshed every 30 s.
export { MonitoringView } from './MonitoringView';
export { MONITORING_REFRESH_MS, useMonitoring } from './queries';
