import {
  ADMIN_PERSONAS,
  type MatrixRow,
  ORGANISATION_PERSONAS,
  PERSONAS,
  type Persona,
} from '../../test/policyMatrix';

/**
 * The events domain's endpoints for the role × endpoint matrix (server/test/policyMatrix.test.ts).
 *
 * Search and event page: public on purpose (spec §2: visitors browse events, read a published event, count a
 * view and download its calendar file). GET /api/events is in the public list of the coverage check; the rest
 * are listed here for every persona so the check knows they are meant to be open.
 */
const NO_EVENT = '00000000-0000-4000-8000-000000000000';

const PUBLIC: readonly MatrixRow[] = [
  {
    action: 'event map markers',
    method: 'GET',
    url: '/api/events/map?near=52.09,5.12&radius=25',
    route: '/api/events/map',
    allowed: PERSONAS,
  },
  {
    action: 'event page data',
    method: 'GET',
    url: `/api/events/${NO_EVENT}/detail`,
    route: '/api/events/{idOrSlug}/detail',
    allowed: PERSONAS,
  },
  {
    action: 'count a view',
    method: 'POST',
    url: `/api/events/${NO_EVENT}/view`,
    route: '/api/events/{id}/view',
    allowed: PERSONAS,
  },
  {
    action: 'calendar file',
    method: 'GET',
    url: `/api/events/${NO_EVENT}/calendar.ics`,
    route: '/api/events/{id}/calendar.ics',
    allowed: PERSONAS,
  },
];

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

const MANAGE: readonly MatrixRow[] = [
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

/**
 * /api/admin/events/import: the admin persona only (others 403 'admin_only', anonymous 401). The import row
 * sends an empty CSV, which the admin gets back as 400 'bulk_upload_empty': nothing is imported.
 */
const IMPORT: readonly MatrixRow[] = [
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

export const MATRIX: readonly MatrixRow[] = [...PUBLIC, ...MANAGE, ...IMPORT];
