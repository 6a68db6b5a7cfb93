import { ADMIN_PERSONAS, type MatrixRow } from '../../test/policyMatrix';

/** /api/admin/monitoring: the admin persona only (others 403 'admin_only', anonymous 401). */
export const MATRIX: readonly MatrixRow[] = [
  {
    action: 'monitoring overview',
    method: 'GET',
    url: '/api/admin/monitoring',
    allowed: ADMIN_PERSONAS,
    refusal: 'admin_only',
  },
];
