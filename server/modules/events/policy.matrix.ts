import { type MatrixRow, PERSONAS } from '../../test/policyMatrix';

/**
 * The event search is public on purpose (spec §2: visitors browse events). GET /api/events is in the public
 * list of the coverage check; the map markers of the same search are listed here for every persona.
 */
export const MATRIX: readonly MatrixRow[] = [
  {
    action: 'event map markers',
    method: 'GET',
    url: '/api/events/map?near=52.09,5.12&radius=25',
    route: '/api/events/map',
    allowed: PERSONAS,
  },
];
