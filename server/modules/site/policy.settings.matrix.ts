import { ADMIN_PERSONAS, type MatrixRow } from '../../test/policyMatrix';

/**
 * /api/admin/settings (issue 16): the admin persona only (others 403 'admin_only', anonymous 401). The save
 * writes the value the defaults already have, so the matrix changes nothing for the other rows.
 */
export const MATRIX: readonly MatrixRow[] = [
  {
    action: 'site settings (admin)',
    method: 'GET',
    url: '/api/admin/settings',
    allowed: ADMIN_PERSONAS,
    refusal: 'admin_only',
  },
  {
    action: 'save site settings',
    method: 'PATCH',
    url: '/api/admin/settings',
    payload: { defaultRadiusKm: 25 },
    allowed: ADMIN_PERSONAS,
    refusal: 'admin_only',
  },
];
