import { type MatrixRow, PERSONAS } from '../../test/policyMatrix';

const NO_EVENT = '00000000-0000-4000-8000-000000000000';

/**
 * The event page API is public on purpose: anyone may read a published event, count a view and download its
 * calendar file. Listed for every persona so the coverage check knows they are meant to be open.
 */
export const MATRIX: readonly MatrixRow[] = [
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
