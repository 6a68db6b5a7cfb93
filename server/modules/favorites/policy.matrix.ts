import {
  PROFILE_SAVE_KINDS,
  PROFILE_SAVE_MESSAGES,
  PROFILE_SAVE_PATHS,
  type ProfileSaveKind,
} from '../../../core/schemas/favorites';
import type { MatrixRow, MatrixSeed } from '../../test/policyMatrix';

/** A seeded public venue or professional to save. */
const profileOf = (seed: MatrixSeed, kind: ProfileSaveKind): string => {
  const id = Object.values(kind === 'venue' ? seed.venues : seed.professionals)[0];
  if (!id) throw new Error(`the seed has no ${kind}`);
  return id;
};

/** The same four calls for saved venues and saved professionals. */
const profileRows = (kind: ProfileSaveKind): MatrixRow[] => {
  const path = PROFILE_SAVE_PATHS[kind];
  const toggle = (method: 'PUT' | 'DELETE'): MatrixRow => ({
    action: `${method === 'PUT' ? 'save' : 'unsave'} a ${kind}`,
    method,
    url: ({ seed }) => `/api/me/favorites/${path}/${profileOf(seed, kind)}`,
    route: `/api/me/favorites/${path}/{id}`,
    allowed: 'signed-in',
    anonymousRefusal: 'favorite_login_required',
    anonymousMessage: PROFILE_SAVE_MESSAGES[kind].login,
  });
  return [
    toggle('PUT'),
    toggle('DELETE'),
    { action: `my saved ${path}`, method: 'GET', url: `/api/me/favorites/${path}`, allowed: 'signed-in' },
    {
      action: `which ${path} I saved`,
      method: 'GET',
      url: ({ seed }) => `/api/me/favorites/${path}/ids?ids=${profileOf(seed, kind)}`,
      route: `/api/me/favorites/${path}/ids`,
      allowed: 'signed-in',
    },
  ];
};

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
  ...PROFILE_SAVE_KINDS.flatMap(profileRows),
];
