import { ADMIN_PERSONAS, type MatrixRow } from '../../test/policyMatrix';

/**
 * /api/admin/events/import: the admin persona only (others 403 'admin_only', anonymous 401). The import row
 * sends an empty CSV, which the admin gets back as 400 'bulk_upload_empty': nothing is imported.
 */
export const MATRIX: readonly MatrixRow[] = [
  {
    action: 'download the event import template',
    method: 'GET',
    url: '/api/admin/events/import/template',
    allowed: ADMIN_PERSONAS,
    refusal: 'admin_only',
  },
  {
    action: 'check or import events from CSV',
    method: 'POST',
    url: '/api/admin/events/import?dryRun=false',
    route: '/api/admin/events/import',
    payload: { csv: '' },
    allowed: ADMIN_PERSONAS,
    refusal: 'admin_only',
  },
];
