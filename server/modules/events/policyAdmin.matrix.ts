import type { EventEditorDto } from '../../../core/schemas/eventWrite';
import { eventBody } from '../../test/events';
import { ADMIN_PERSONAS, type MatrixRow, type MatrixTools } from '../../test/policyMatrix';

/**
 * The admin's events (issue 16) for the role × endpoint matrix: every /api/admin/events endpoint is for the
 * admin persona only (others 403 'admin_only', anonymous 401); reporting an event is for any signed-in member.
 * Writes act on events made for the call, so repeating them per persona changes nothing shared.
 */

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

/** A fresh published event of De Ademhalte, made by the admin (the report and resolve rows act on it). */
const freshEvent = async (tools: MatrixTools): Promise<string> => {
  const res = await tools.callAs('admin', 'POST', '/api/admin/events', {
    ...eventBody({ organizationProfileId: tools.seed.organizations['de-ademhalte'] ?? null }),
    publish: true,
  });
  if (res.statusCode !== 201) throw new Error(`fresh event: ${res.statusCode} ${res.body}`);
  return (res.json() as EventEditorDto).id;
};

export const MATRIX: readonly MatrixRow[] = [
  {
    action: 'admin event list',
    method: 'GET',
    url: '/api/admin/events?status=trashed',
    route: '/api/admin/events',
    allowed: ADMIN_PERSONAS,
    refusal: 'admin_only',
  },
  {
    action: 'admin event detail',
    method: 'GET',
    url: ({ seed }) => `/api/admin/events/${seed.publicEvent.id}`,
    route: '/api/admin/events/{id}',
    allowed: ADMIN_PERSONAS,
    refusal: 'admin_only',
  },
  {
    action: 'admin bulk action (unfeature: nothing to change, answered per event)',
    method: 'POST',
    url: '/api/admin/events/bulk',
    payload: ({ seed }) => ({ action: 'unfeature', ids: [seed.publicEvent.id] }),
    allowed: ADMIN_PERSONAS,
    refusal: 'admin_only',
  },
  {
    action: 'create an event on behalf of an organisation',
    method: 'POST',
    url: '/api/admin/events',
    payload: ({ seed }) => eventBody({ organizationProfileId: seed.organizations['de-ademhalte'] ?? null }),
    allowed: ADMIN_PERSONAS,
    refusal: 'admin_only',
  },
  {
    action: 'resolve a report of an event',
    method: 'POST',
    url: ({ prepared }) => prepared,
    route: '/api/admin/events/{id}/reports/{reportId}/resolve',
    payload: {},
    prepare: async (tools, persona) => {
      if (persona !== 'admin') return `/api/admin/events/${NO_SUCH_ID}/reports/${NO_SUCH_ID}/resolve`;
      const eventId = await freshEvent(tools);
      const res = await tools.callAs('participant', 'POST', `/api/events/${eventId}/reports`, {
        reason: 'Matrix: dit evenement lijkt niet te kloppen.',
      });
      if (res.statusCode !== 201) throw new Error(`report: ${res.statusCode} ${res.body}`);
      return `/api/admin/events/${eventId}/reports/${(res.json() as { id: string }).id}/resolve`;
    },
    allowed: ADMIN_PERSONAS,
    refusal: 'admin_only',
  },
  {
    action: 'report an event',
    method: 'POST',
    url: ({ prepared }) => `/api/events/${prepared}/reports`,
    route: '/api/events/{idOrSlug}/reports',
    payload: { reason: 'Matrix: dit evenement lijkt niet te kloppen.' },
    prepare: (tools) => freshEvent(tools),
    allowed: 'signed-in',
  },
];
