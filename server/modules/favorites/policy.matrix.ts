import { type MatrixRow, PERSONAS } from '../../test/policyMatrix';

/**
 * Favourites, on a published upcoming event of the seed: saving and unsaving are idempotent, so each persona
 * may repeat them. Every signed-in persona manages its own saved events (spec §6 limits only the
 * /dashboard/opgeslagen screen to participants). The event page endpoints are public on purpose (visitors
 * read events, download the calendar file, follow the live count); they are listed for everybody.
 */
export const MATRIX: readonly MatrixRow[] = [
  {
    action: 'save an event',
    method: 'PUT',
    url: ({ seed }) => `/api/me/favorites/events/${seed.publicEvent.id}`,
    route: '/api/me/favorites/events/{eventId}',
    allowed: 'signed-in',
    anonymousRefusal: 'favorite_login_required',
  },
  {
    action: 'unsave an event',
    method: 'DELETE',
    url: ({ seed }) => `/api/me/favorites/events/${seed.publicEvent.id}`,
    route: '/api/me/favorites/events/{eventId}',
    allowed: 'signed-in',
    anonymousRefusal: 'favorite_login_required',
  },
  { action: 'my saved events', method: 'GET', url: '/api/me/favorites/events', allowed: 'signed-in' },
  {
    action: 'which events I saved',
    method: 'GET',
    url: ({ seed }) => `/api/me/favorites/events/ids?ids=${seed.publicEvent.id}`,
    route: '/api/me/favorites/events/ids',
    allowed: 'signed-in',
  },
  {
    action: 'live saved count',
    method: 'GET',
    url: ({ seed }) => `/api/events/${seed.publicEvent.id}/saved-count/stream`,
    route: '/api/events/{id}/saved-count/stream',
    stream: true,
    allowed: PERSONAS,
  },
];
