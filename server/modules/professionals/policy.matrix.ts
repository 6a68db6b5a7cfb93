import type { MatrixRow } from '../../test/policyMatrix';

/**
 * Professionals (spec §2, §6: the directory and profile pages need a session). Every signed-in persona
 * browses and reads a published profile; visitors get 401. The profile is the seeded professional persona's
 * own, Wandelcoaching De Graaf. GET /api/professional-types is public on purpose (filter option names).
 */
export const MATRIX: readonly MatrixRow[] = [
  {
    action: 'search the professionals directory',
    method: 'GET',
    url: '/api/professionals?type=coach&online=true',
    route: '/api/professionals',
    allowed: 'signed-in',
  },
  {
    action: 'read a professional profile',
    method: 'GET',
    url: '/api/professionals/wandelcoaching-de-graaf',
    route: '/api/professionals/{idOrSlug}',
    allowed: 'signed-in',
  },
];
