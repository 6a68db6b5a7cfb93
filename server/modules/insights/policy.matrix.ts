import { ADMIN_PERSONAS, type MatrixRow } from '../../test/policyMatrix';

/** /api/admin/insights: the admin persona only (others 403 'admin_only', anonymous 401). Page views are public. */
export const MATRIX: readonly MatrixRow[] = [
  {
    action: 'admin dashboard figures',
    method: 'GET',
    url: '/api/admin/insights/dashboard',
    allowed: ADMIN_PERSONAS,
    refusal: 'admin_only',
  },
  {
    action: 'admin analytics',
    method: 'GET',
    url: '/api/admin/insights/analytics?days=90&bucket=week',
    route: '/api/admin/insights/analytics',
    allowed: ADMIN_PERSONAS,
    refusal: 'admin_only',
  },
];
