export { AdminDashboardView } from './AdminDashboardView';
export { AdminAnalyticsView } from './AdminAnalyticsView';
export { PageViewBeacon } from './PageViewBeacon';
