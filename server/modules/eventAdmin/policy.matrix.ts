import type { MatrixRow, Persona } from '../../test/policyMatrix';
import { ORGANISATION_PERSONAS } from '../../test/policyMatrix';

/**
 * Organisers' event management. Lists and the venue picker only read; the create and upload calls send an
 * invalid body (400 = reached, nothing stored). Per-event calls use an id no event has: the personas that may
 * open events (organisation roles, and venue roles for events at their venue) get 404, others 403.
 */
const EVENT = '/api/dashboard/events/00000000-0000-4000-8000-00000000e404';
const EVENT_PERSONAS: readonly Persona[] = [...ORGANISATION_PERSONAS, 'venue'];

const perEvent = (
  action: string,
  method: MatrixRow['method'],
  suffix: string,
  route: string,
  payload?: Record<string, unknown>,
): MatrixRow => ({
  action,
  method,
  url: `${EVENT}${suffix}`,
  route,
  ...(payload ? { payload } : {}),
  allowed: EVENT_PERSONAS,
});

export const MATRIX: readonly MatrixRow[] = [
  {
    action: 'dashboard event list',
    method: 'GET',
    url: '/api/dashboard/events',
    allowed: ORGANISATION_PERSONAS,
  },
  {
    action: 'create an event',
    method: 'POST',
    url: '/api/dashboard/events',
    payload: { title: 1 },
    allowed: ORGANISATION_PERSONAS,
  },
  {
    action: 'upload an event image',
    method: 'POST',
    url: '/api/dashboard/events/images',
    payload: { file: 'none' },
    allowed: ORGANISATION_PERSONAS,
  },
  {
    action: 'venue picker',
    method: 'GET',
    url: '/api/dashboard/venues?q=de',
    route: '/api/dashboard/venues',
    allowed: ORGANISATION_PERSONAS,
  },
  perEvent('open an event in the editor', 'GET', '', '/api/dashboard/events/{idOrSlug}'),
  perEvent('save an event', 'PUT', '', '/api/dashboard/events/{id}', { title: 1 }),
  perEvent('publish an event', 'POST', '/publish', '/api/dashboard/events/{id}/publish'),
  perEvent('cancel an event', 'POST', '/cancel', '/api/dashboard/events/{id}/cancel'),
  perEvent('move an event to the trash', 'POST', '/trash', '/api/dashboard/events/{id}/trash'),
  perEvent('restore an event', 'POST', '/restore', '/api/dashboard/events/{id}/restore'),
  perEvent('delete an event forever', 'DELETE', '', '/api/dashboard/events/{id}'),
];
