import type { MatrixRow } from '../../test/policyMatrix';

/**
 * Interests and recommendations act on the caller's own row. Choosing types and reading recommendations
 * follow the participant screens of spec §6 (/dashboard/interesses, /dashboard/aanbevolen); home place,
 * radius and languages are for everyone signed in. Every demo persona also holds the participant role (the
 * seed gives it to all), so all of them get through; a user without it gets 'interests_participants_only'
 * (recommendations.test.ts). Saving is idempotent, so every persona may repeat it.
 */
export const MATRIX: readonly MatrixRow[] = [
  {
    action: 'read my interests',
    method: 'GET',
    url: '/api/me/interests',
    allowed: 'signed-in',
  },
  {
    action: 'save my event types and subtypes',
    method: 'PUT',
    url: '/api/me/interests/categories',
    payload: { categoryIds: [] },
    allowed: 'signed-in',
  },
  {
    action: 'save my home city, radius and languages',
    method: 'PUT',
    url: '/api/me/interests/personalisation',
    payload: { homeCity: 'Utrecht', radiusKm: 25, languages: ['nl', 'en'] },
    allowed: 'signed-in',
  },
  {
    action: 'my recommendations',
    method: 'GET',
    url: '/api/me/recommendations',
    allowed: 'signed-in',
  },
];
