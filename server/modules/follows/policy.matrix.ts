import nlFollows from '../../../web/public/locales/nl/follows.json';
import { type MatrixCall, type MatrixRow, PERSONAS } from '../../test/policyMatrix';

/**
 * Follows: every signed-in persona follows someone else on its own account (the organisation persona is
 * followed by everybody but itself, which follows the venue persona). Follow and unfollow are idempotent, so
 * each persona may repeat them; the follower count and its stream are public like the profiles.
 */
const target = ({ persona, seed }: MatrixCall): string =>
  persona === 'organization' ? seed.accounts.venue.userId : seed.accounts.organization.userId;

export const MATRIX: readonly MatrixRow[] = [
  {
    action: 'follow a user',
    method: 'PUT',
    url: (call) => `/api/follows/${target(call)}`,
    route: '/api/follows/{userId}',
    allowed: 'signed-in',
    anonymousMessage: nlFollows.loginRequired,
  },
  {
    action: 'turn notifications of a follow off',
    method: 'PATCH',
    url: (call) => `/api/follows/${target(call)}`,
    route: '/api/follows/{userId}',
    payload: { notificationsEnabled: false },
    allowed: 'signed-in',
    anonymousMessage: nlFollows.loginRequired,
  },
  {
    action: 'unfollow a user',
    method: 'DELETE',
    url: (call) => `/api/follows/${target(call)}`,
    route: '/api/follows/{userId}',
    allowed: 'signed-in',
    anonymousMessage: nlFollows.loginRequired,
  },
  {
    action: 'which users I follow',
    method: 'GET',
    url: ({ seed }) => `/api/follows/state?ids=${seed.accounts.organization.userId}`,
    route: '/api/follows/state',
    allowed: 'signed-in',
    anonymousMessage: nlFollows.loginRequired,
  },
  {
    action: 'what I follow',
    method: 'GET',
    url: '/api/follows?kind=organization',
    route: '/api/follows',
    allowed: 'signed-in',
    anonymousMessage: nlFollows.loginRequired,
  },
  {
    action: 'follower count of a user',
    method: 'GET',
    url: ({ seed }) => `/api/users/${seed.accounts.organization.userId}/followers`,
    route: '/api/users/{userId}/followers',
    allowed: PERSONAS,
  },
];
