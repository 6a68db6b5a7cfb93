import { type MatrixRow, PERSONAS } from '../../test/policyMatrix';

/**
 * The organisation directory and page are public on purpose (spec §2: visitors browse organisations); every
 * persona, anonymous included, reads them on a seeded organisation. What a session adds (`canEdit`) is a
 * field of the answer, tested in organizations.test.ts.
 */
export const MATRIX: readonly MatrixRow[] = [
  {
    action: 'search organisations',
    method: 'GET',
    url: '/api/organizations?q=adem&near=52.09,5.12&radius=50',
    route: '/api/organizations',
    allowed: PERSONAS,
  },
  {
    action: 'read an organisation page',
    method: 'GET',
    url: ({ seed }) => `/api/organizations/${seed.organizations['de-ademhalte']}`,
    route: '/api/organizations/{idOrSlug}',
    allowed: PERSONAS,
  },
];
