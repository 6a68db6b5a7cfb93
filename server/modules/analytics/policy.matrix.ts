import { type MatrixRow, ORGANISATION_PERSONAS, VENUE_PERSONAS } from '../../test/policyMatrix';

/**
 * Dashboards: the overview is everyone's home; organisation analytics need an organisation role (admins too),
 * venue analytics a venue role (admins too). Team members without the role get in through their
 * membership, which the seeded personas do not have.
 */
export const MATRIX: readonly MatrixRow[] = [
  {
    action: 'my dashboard overview',
    method: 'GET',
    url: '/api/dashboard/overview',
    allowed: 'signed-in',
  },
  {
    action: 'organisation analytics',
    method: 'GET',
    url: '/api/dashboard/analytics?days=30',
    route: '/api/dashboard/analytics',
    allowed: ORGANISATION_PERSONAS,
  },
  {
    action: 'venue analytics',
    method: 'GET',
    url: '/api/dashboard/venue/analytics?days=7',
    route: '/api/dashboard/venue/analytics',
    allowed: VENUE_PERSONAS,
  },
];
