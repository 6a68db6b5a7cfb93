import { PageFallback } from '@web/app/PageFallback';

/**
 * /dashboard: never shown as a page. The section guard (web/app/guards) forwards the index by user type
 * (spec §2: admin → /admin, organisation → its events, everyone else → the overview) before this renders;
 * while the roles load the guard shows the same fallback.
 */
export const DashboardIndexPage = () => <PageFallback />;
