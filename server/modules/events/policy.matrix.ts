import type { EventEditorDto } from '../../../core/schemas/eventWrite';
import { importTemplateCsv } from './import/template';
import { eventBody } from '../../test/events';
import {
  ADMIN_PERSONAS,
  type MatrixRow,
  type MatrixTools,
  ORGANISATION_PERSONAS,
  PERSONAS,
  type Persona,
  type SignedInPersona,
} from '../../test/policyMatrix';

/**
 * The events domain's endpoints for the role × endpoint matrix (server/test/policyMatrix.test.ts).
 *
 * Search and event page: public on purpose (spec §2: visitors browse events, read a published event, count a
 * view and download its calendar file). GET /api/events is in the public list of the coverage check; the rest
 * are listed here for every persona so the check knows they are meant to be open.
 */
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
    url: ({ seed }) => `/api/events/${seed.publicEvent.slug}/detail`,
    route: '/api/events/{idOrSlug}/detail',
    allowed: PERSONAS,
  },
  {
    action: 'count a view',
    method: 'POST',
    url: ({ seed }) => `/api/events/${seed.publicEvent.id}/view`,
    route: '/api/events/{id}/view',
    allowed: PERSONAS,
  },
  {
    action: 'calendar file',
    method: 'GET',
    url: ({ seed }) => `/api/events/${seed.publicEvent.id}/calendar.ics`,
    route: '/api/events/{id}/calendar.ics',
    allowed: PERSONAS,
  },
];

/**
 * Organisers' event management. Lists and the venue picker only read; creating makes a draft with a unique
 * title. Per-event calls act on a fresh event per persona, in the state the action starts from: the persona's own
 * (organisation roles and admin), one an organisation holds at the venue persona's venue (venue owners edit
 * events at their venue, spec §6), or De Ademhalte's for the personas that are refused.
 */
const EVENT_PERSONAS: readonly Persona[] = [...ORGANISATION_PERSONAS, 'venue'];
const OWN_EVENTS: readonly Persona[] = ['organization', 'organization_premium', 'admin'];

const eventFor =
  (state: 'draft' | 'published' | 'trashed') =>
  async (tools: MatrixTools, persona: Persona): Promise<string> => {
    const owner: SignedInPersona = OWN_EVENTS.includes(persona)
      ? (persona as SignedInPersona)
      : 'organization';
    const venueId = persona === 'venue' ? tools.seed.venues['dansstudio-de-vonk'] : undefined;
    const body = eventBody({ publish: state === 'published', ...(venueId ? { venueId } : {}) });
    const res = await tools.callAs(owner, 'POST', '/api/dashboard/events', body);
    if (res.statusCode !== 201) throw new Error(`${owner} could not create an event: ${res.body}`);
    const { id } = res.json() as EventEditorDto;
    if (state === 'trashed') {
      const trashed = await tools.callAs(owner, 'POST', `/api/dashboard/events/${id}/trash`);
      if (trashed.statusCode !== 200) throw new Error(`${owner} could not trash ${id}: ${trashed.body}`);
    }
    return id;
  };

const perEvent = (
  action: string,
  method: MatrixRow['method'],
  suffix: string,
  route: string,
  state: 'draft' | 'published' | 'trashed',
  payload?: MatrixRow['payload'],
): MatrixRow => ({
  action,
  method,
  url: ({ prepared }) => `/api/dashboard/events/${prepared}${suffix}`,
  route,
  prepare: eventFor(state),
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
    payload: () => eventBody(),
    allowed: ORGANISATION_PERSONAS,
  },
  {
    action: 'upload an event image',
    method: 'POST',
    url: '/api/dashboard/events/images',
    upload: 'image',
    allowed: ORGANISATION_PERSONAS,
  },
  {
    action: 'venue picker',
    method: 'GET',
    url: '/api/dashboard/venues?q=de',
    route: '/api/dashboard/venues',
    allowed: ORGANISATION_PERSONAS,
  },
  perEvent('open an event in the editor', 'GET', '', '/api/dashboard/events/{idOrSlug}', 'draft'),
  perEvent('save an event', 'PUT', '', '/api/dashboard/events/{id}', 'draft', () => eventBody()),
  perEvent('publish a draft', 'POST', '/publish', '/api/dashboard/events/{id}/publish', 'draft'),
  perEvent('cancel a published event', 'POST', '/cancel', '/api/dashboard/events/{id}/cancel', 'published'),
  perEvent('move a draft to the trash', 'POST', '/trash', '/api/dashboard/events/{id}/trash', 'draft'),
  perEvent('restore from the trash', 'POST', '/restore', '/api/dashboard/events/{id}/restore', 'trashed'),
  perEvent('delete a trashed event forever', 'DELETE', '', '/api/dashboard/events/{id}', 'trashed'),
];

/**
 * /api/admin/events/import: the admin persona only (others 403 'admin_only', anonymous 401). The import row
 * checks the template's example row as a dry run: a report comes back, nothing is imported.
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
    url: '/api/admin/events/import?dryRun=true',
    route: '/api/admin/events/import',
    payload: () => ({ csv: importTemplateCsv() }),
    allowed: ADMIN_PERSONAS,
    refusal: 'admin_only',
  },
];

export const MATRIX: readonly MatrixRow[] = [...PUBLIC, ...MANAGE, ...IMPORT];
