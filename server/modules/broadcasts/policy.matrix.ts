import { ADMIN_PERSONAS, type MatrixRow } from '../../test/policyMatrix';

/**
 * /api/admin/broadcasts: the admin persona only (others 403 'admin_only', anonymous 401). The admin's send goes
 * to the admins only, so the matrix does not write a notification for every member.
 */
export const MATRIX: readonly MatrixRow[] = [
  {
    action: 'broadcast reach',
    method: 'POST',
    url: '/api/admin/broadcasts/reach',
    payload: { kind: 'all' },
    allowed: ADMIN_PERSONAS,
    refusal: 'admin_only',
  },
  {
    action: 'send a broadcast',
    method: 'POST',
    url: '/api/admin/broadcasts',
    payload: {
      title: 'Matrix',
      content: 'Een melding uit de matrixtest.',
      audience: { kind: 'role', role: 'admin' },
    },
    allowed: ADMIN_PERSONAS,
    refusal: 'admin_only',
  },
  {
    action: 'sent broadcasts',
    method: 'GET',
    url: '/api/admin/broadcasts',
    allowed: ADMIN_PERSONAS,
    refusal: 'admin_only',
  },
];
