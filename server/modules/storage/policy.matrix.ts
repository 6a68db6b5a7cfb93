import { ADMIN_PERSONAS, type MatrixRow } from '../../test/policyMatrix';

/** /api/admin/storage: the admin persona only (others 403 'admin_only', anonymous 401). */
export const MATRIX: readonly MatrixRow[] = [
  {
    action: 'storage summary',
    method: 'GET',
    url: '/api/admin/storage/summary',
    allowed: ADMIN_PERSONAS,
    refusal: 'admin_only',
  },
  {
    action: 'stored files',
    method: 'GET',
    url: '/api/admin/storage/files',
    allowed: ADMIN_PERSONAS,
    refusal: 'admin_only',
  },
  {
    action: 'storage orphans',
    method: 'GET',
    url: '/api/admin/storage/orphans',
    allowed: ADMIN_PERSONAS,
    refusal: 'admin_only',
  },
  {
    action: 'unused uploads',
    method: 'GET',
    url: '/api/admin/storage/unused-uploads',
    allowed: ADMIN_PERSONAS,
    refusal: 'admin_only',
  },
  {
    action: 'storage cleanup',
    method: 'POST',
    url: '/api/admin/storage/cleanup',
    // A key that is not stored: nothing is removed, the admin gets it back as skipped.
    payload: { keys: ['matrix/not-stored.webp'] },
    allowed: ADMIN_PERSONAS,
    refusal: 'admin_only',
  },
];
