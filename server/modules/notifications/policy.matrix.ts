import type { MatrixRow } from '../../test/policyMatrix';

/**
 * The inbox (issue 15): every signed-in persona reads and marks its own notifications; anonymous gets
 * 'Je moet ingelogd zijn om je meldingen te zien.'. Marking read is idempotent, so each persona may repeat it
 * on its own newest notification (the demo seed gives every demo account at least one).
 */
export const MATRIX: readonly MatrixRow[] = [
  {
    action: 'my latest notifications',
    method: 'GET',
    url: '/api/me/notifications',
    allowed: 'signed-in',
    anonymousRefusal: 'notifications_login_required',
  },
  {
    action: 'my notification history',
    method: 'GET',
    url: '/api/me/notifications/history?status=all&page=1',
    route: '/api/me/notifications/history',
    allowed: 'signed-in',
    anonymousRefusal: 'notifications_login_required',
  },
  {
    action: 'my unread notification count',
    method: 'GET',
    url: '/api/me/notifications/unread-count',
    allowed: 'signed-in',
    anonymousRefusal: 'notifications_login_required',
  },
  {
    action: 'mark my notification read',
    method: 'POST',
    prepare: async (tools, persona) => {
      if (persona === 'anonymous') return '00000000-0000-4000-8000-000000000000';
      const res = await tools.callAs(persona, 'GET', '/api/me/notifications');
      const [first] = (res.json() as { items: { id: string }[] }).items;
      if (!first) throw new Error(`${persona} has no notification in the seed`);
      return first.id;
    },
    url: ({ prepared }) => `/api/me/notifications/${prepared}/read`,
    route: '/api/me/notifications/{id}/read',
    allowed: 'signed-in',
    anonymousRefusal: 'notifications_login_required',
  },
  {
    action: 'mark all my notifications read',
    method: 'POST',
    url: '/api/me/notifications/read-all',
    allowed: 'signed-in',
    anonymousRefusal: 'notifications_login_required',
  },
];
