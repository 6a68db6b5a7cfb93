import type { MatrixRow } from '../../test/policyMatrix';

/**
 * /api/me settings endpoints: any signed-in persona, nobody anonymous. Writes carry invalid bodies on purpose
 * (400 proves the call got past the policy without changing anything).
 */
export const MATRIX: readonly MatrixRow[] = [
  { action: 'own account settings', method: 'GET', url: '/api/me/account', allowed: 'signed-in' },
  {
    action: 'update name and username',
    method: 'PATCH',
    url: '/api/me/account',
    payload: { fullName: '', username: '' },
    allowed: 'signed-in',
  },
  {
    action: 'delete own account',
    method: 'DELETE',
    url: '/api/me/account',
    payload: { password: '', confirm: '' },
    allowed: 'signed-in',
  },
  {
    action: 'upload avatar',
    method: 'POST',
    url: '/api/me/avatar',
    payload: { not: 'multipart' },
    allowed: 'signed-in',
  },
  // Clears the persona's seed avatar in the matrix's own throwaway database only; no stored file is touched.
  { action: 'remove avatar', method: 'DELETE', url: '/api/me/avatar', allowed: 'signed-in' },
  {
    action: 'request e-mail change',
    method: 'POST',
    url: '/api/me/email-change',
    payload: { newEmail: 'x', password: '' },
    allowed: 'signed-in',
  },
  {
    action: 'confirm e-mail change',
    method: 'POST',
    url: '/api/me/email-change/confirm',
    payload: { token: 'x' },
    allowed: 'signed-in',
  },
  { action: 'cancel e-mail change', method: 'DELETE', url: '/api/me/email-change', allowed: 'signed-in' },
  {
    action: 'profile visibility',
    method: 'PATCH',
    url: '/api/me/privacy',
    payload: { isPublic: 'yes' },
    allowed: 'signed-in',
  },
  { action: 'download own data', method: 'GET', url: '/api/me/export', allowed: 'signed-in' },
  {
    action: 'notification preferences',
    method: 'GET',
    url: '/api/me/notification-preferences',
    allowed: 'signed-in',
  },
  {
    action: 'save notification preferences',
    method: 'PUT',
    url: '/api/me/notification-preferences',
    payload: { preferences: [] },
    allowed: 'signed-in',
  },
];
