import { type MatrixRow, PERSONAS } from '../../test/policyMatrix';

/** An id no event has: the calls reach the service and answer 404 or an empty result, changing nothing. */
const NO_EVENT = '00000000-0000-4000-8000-000000000000';

/**
 * Favourites: every signed-in persona manages its own saved events (spec §6 limits only the
 * /dashboard/opgeslagen screen to participants). The event page endpoints are public on purpose (visitors
 * read events, download the calendar file, follow the live count); they are listed for everybody.
 */
export const MATRIX: readonly MatrixRow[] = [
  {
    action: 'save an event',
    method: 'PUT',
    url: `/api/me/favorites/events/${NO_EVENT}`,
    route: '/api/me/favorites/events/{eventId}',
    allowed: 'signed-in',
    anonymousRefusal: 'favorite_login_required',
  },
  {
    action: 'unsave an event',
    method: 'DELETE',
    url: `/api/me/favorites/events/${NO_EVENT}`,
    route: '/api/me/favorites/events/{eventId}',
    allowed: 'signed-in',
    anonymousRefusal: 'favorite_login_required',
  },
  { action: 'my saved events', method: 'GET', url: '/api/me/favorites/events', allowed: 'signed-in' },
  {
    action: 'which events I saved',
    method: 'GET',
    url: `/api/me/favorites/events/ids?ids=${NO_EVENT}`,
    route: '/api/me/favorites/events/ids',
    allowed: 'signed-in',
  },
  {
    action: 'live saved count',
    method: 'GET',
    url: `/api/events/${NO_EVENT}/saved-count/stream`,
    route: '/api/events/{id}/saved-count/stream',
    allowed: PERSONAS,
  },
];
