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
  {
    action: 'profile directory',
    method: 'GET',
    url: '/api/admin/profiles?type=organization&q=adem',
    route: '/api/admin/profiles',
    allowed: ADMIN_PERSONAS,
    refusal: 'admin_only',
  },
  {
    action: 'one profile (admin)',
    method: 'GET',
    url: ({ seed }) => `/api/admin/profiles/organization/${seed.organizations['de-ademhalte'] ?? ''}`,
    route: '/api/admin/profiles/{type}/{id}',
    allowed: ADMIN_PERSONAS,
    refusal: 'admin_only',
  },
  {
    // Verifying an organisation twice changes nothing the second time: harmless to repeat.
    action: 'verify a profile',
    method: 'PATCH',
    url: ({ seed }) => `/api/admin/profiles/organization/${seed.organizations['de-ademhalte'] ?? ''}`,
    route: '/api/admin/profiles/{type}/{id}',
    payload: { isVerified: true },
    allowed: ADMIN_PERSONAS,
    refusal: 'admin_only',
  },
  {
    // A seeded member (no demo persona) without a venue: the admin makes one for them.
    action: 'create a profile for an account',
    method: 'POST',
    url: '/api/admin/profiles/venue',
    route: '/api/admin/profiles/{type}',
    prepare: async ({ callAs }) => {
      const users = (await callAs('admin', 'GET', '/api/admin/users?pageSize=100')).json() as {
        items: { email: string }[];
      };
      for (const { email } of users.items) {
        if (email.endsWith('@demo.kring.test')) continue;
        const q = encodeURIComponent(email);
        const venues = await callAs('admin', 'GET', `/api/admin/profiles?type=venue&q=${q}`);
        if ((venues.json() as { total: number }).total === 0) return email;
      }
      throw new Error('every seeded member owns a venue');
    },
    payload: ({ prepared }) => ({ ownerEmail: prepared, name: 'Matrixzaal', city: 'Utrecht' }),
    allowed: ADMIN_PERSONAS,
    refusal: 'admin_only',
  },
];
