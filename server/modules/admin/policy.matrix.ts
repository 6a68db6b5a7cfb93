import { ADMIN_PERSONAS, type MatrixRow } from '../../test/policyMatrix';

/**
 * /api/admin: the admin persona only (others 403 'admin_only', anonymous 401). The admin acts on a seeded member
 * who is none of the personas: suspends and then reinstates them (reinstating is idempotent), and views as them.
 * Stopping an impersonation belongs to an impersonation session, which no persona's own session is: everyone is
 * refused.
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
    url: ({ seed }) => `/api/admin/users/${seed.memberId}`,
    route: '/api/admin/users/{id}',
    allowed: ADMIN_PERSONAS,
    refusal: 'admin_only',
  },
  {
    action: 'suspend a user',
    method: 'POST',
    url: ({ seed }) => `/api/admin/users/${seed.memberId}/suspend`,
    route: '/api/admin/users/{id}/suspend',
    payload: { reason: 'Matrix test' },
    allowed: ADMIN_PERSONAS,
    refusal: 'admin_only',
  },
  {
    action: 'reinstate a user',
    method: 'POST',
    url: ({ seed }) => `/api/admin/users/${seed.memberId}/reinstate`,
    route: '/api/admin/users/{id}/reinstate',
    allowed: ADMIN_PERSONAS,
    refusal: 'admin_only',
  },
  {
    // The admin's own session stays; the impersonation cookie the answer sets is not kept.
    action: 'start impersonating',
    method: 'POST',
    url: '/api/admin/impersonate',
    payload: ({ seed }) => ({ targetUserId: seed.memberId }),
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
    url: ({ seed }) => `/api/admin/email-logs/${seed.emailLogId}`,
    route: '/api/admin/email-logs/{id}',
    allowed: ADMIN_PERSONAS,
    refusal: 'admin_only',
  },
];
