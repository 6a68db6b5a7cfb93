import { ADMIN_PERSONAS, type MatrixRow } from '../../test/policyMatrix';

/** /api/admin/audit-log (issue 16): the admin persona only (others 403 'admin_only', anonymous 401). */
export const MATRIX: readonly MatrixRow[] = [
  {
    action: 'audit log',
    method: 'GET',
    url: '/api/admin/audit-log',
    allowed: ADMIN_PERSONAS,
    refusal: 'admin_only',
  },
  {
    action: 'audit log filter choices',
    method: 'GET',
    url: '/api/admin/audit-log/facets',
    allowed: ADMIN_PERSONAS,
    refusal: 'admin_only',
  },
  {
    action: 'audit log as CSV',
    method: 'GET',
    url: '/api/admin/audit-log/export.csv',
    allowed: ADMIN_PERSONAS,
    refusal: 'admin_only',
  },
];
