import { ADMIN_PERSONAS, type MatrixRow } from '../../test/policyMatrix';

/** A uuid no account has: the admin's calls answer 404 and change nothing. */
const NOBODY = '00000000-0000-4000-8000-000000000000';

/**
 * /api/admin: the admin persona only (others 403 'admin_only', anonymous 401). Stopping an impersonation
 * belongs to an impersonation session, which no persona's own session is: everyone is refused.
 */
export const MATRIX: readonly MatrixRow[] = [
  {
    action: 'list users',
    method: 'GET',
    url: '/api/admin/users',
    allowed: ADMIN_PERSONAS,
    refusal: 'admin_only',
  },
  {
    action: 'user detail',
    method: 'GET',
    url: `/api/admin/users/${NOBODY}`,
    route: '/api/admin/users/{id}',
    allowed: ADMIN_PERSONAS,
    refusal: 'admin_only',
  },
  {
    action: 'suspend a user',
    method: 'POST',
    url: `/api/admin/users/${NOBODY}/suspend`,
    route: '/api/admin/users/{id}/suspend',
    payload: { reason: 'Matrix test' },
    allowed: ADMIN_PERSONAS,
    refusal: 'admin_only',
  },
  {
    action: 'reinstate a user',
    method: 'POST',
    url: `/api/admin/users/${NOBODY}/reinstate`,
    route: '/api/admin/users/{id}/reinstate',
    allowed: ADMIN_PERSONAS,
    refusal: 'admin_only',
  },
  {
    action: 'start impersonating',
    method: 'POST',
    url: '/api/admin/impersonate',
    payload: { targetUserId: NOBODY },
    allowed: ADMIN_PERSONAS,
    refusal: 'admin_only',
  },
  {
    action: 'stop impersonating',
    method: 'POST',
    url: '/api/admin/impersonate/stop',
    allowed: [],
    refusal: 'not_impersonating',
  },
  {
    action: 'e-mail log',
    method: 'GET',
    url: '/api/admin/email-logs',
    allowed: ADMIN_PERSONAS,
    refusal: 'admin_only',
  },
  {
    action: 'one logged e-mail',
    method: 'GET',
    url: `/api/admin/email-logs/${NOBODY}`,
    route: '/api/admin/email-logs/{id}',
    allowed: ADMIN_PERSONAS,
    refusal: 'admin_only',
  },
];
