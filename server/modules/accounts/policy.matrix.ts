import type { MatrixRow } from '../../test/policyMatrix';

/** /api/me endpoints: any signed-in persona, nobody anonymous. Payloads are invalid on purpose (400 = reached). */
export const MATRIX: readonly MatrixRow[] = [
  { action: 'own roles', method: 'GET', url: '/api/me/roles', allowed: 'signed-in' },
  { action: 'list own sessions', method: 'GET', url: '/api/me/sessions', allowed: 'signed-in' },
  { action: 'sign out all other sessions', method: 'DELETE', url: '/api/me/sessions', allowed: 'signed-in' },
  {
    action: 'sign out one session',
    method: 'DELETE',
    url: '/api/me/sessions/00000000-0000-4000-8000-000000000000',
    route: '/api/me/sessions/{id}',
    allowed: 'signed-in',
  },
  { action: 'two-factor status', method: 'GET', url: '/api/me/two-factor', allowed: 'signed-in' },
  {
    action: 'enrol two-factor',
    method: 'POST',
    url: '/api/me/two-factor/enroll',
    payload: { password: '' },
    allowed: 'signed-in',
  },
  {
    action: 'activate two-factor',
    method: 'POST',
    url: '/api/me/two-factor/activate',
    payload: { code: 'x' },
    allowed: 'signed-in',
  },
  {
    action: 'remove two-factor',
    method: 'DELETE',
    url: '/api/me/two-factor',
    payload: { password: '' },
    allowed: 'signed-in',
  },
  {
    action: 'change own password',
    method: 'POST',
    url: '/api/me/password',
    payload: { currentPassword: '', newPassword: '' },
    allowed: 'signed-in',
  },
];
