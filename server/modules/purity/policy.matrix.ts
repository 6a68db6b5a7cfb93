import { ADMIN_PERSONAS, type MatrixRow } from '../../test/policyMatrix';

/** /api/admin/users/{userId}/purity-test: the admin persona only (others 403 'admin_only', anonymous 401). */
export const MATRIX: readonly MatrixRow[] = [
  {
    action: 'run the purity test',
    method: 'GET',
    url: ({ seed }) => `/api/admin/users/${seed.memberId}/purity-test`,
    route: '/api/admin/users/{userId}/purity-test',
    allowed: ADMIN_PERSONAS,
    refusal: 'admin_only',
  },
  {
    action: 'repair a purity finding',
    method: 'POST',
    url: ({ seed }) => `/api/admin/users/${seed.memberId}/purity-test/repair`,
    route: '/api/admin/users/{userId}/purity-test/repair',
    // The seeded member is consistent: nothing to repair, nothing written.
    payload: { check: 'profile_row' },
    allowed: ADMIN_PERSONAS,
    refusal: 'admin_only',
  },
];
