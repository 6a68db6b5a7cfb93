import type { MatrixRow } from '../../test/policyMatrix';
import { ORGANISATION_PERSONAS } from '../../test/policyMatrix';

/**
 * Teams and the own organisation profile. A random profile id answers 404 and invalid bodies 400, so allowed
 * calls change nothing (an empty organisation name passes the schema, so the refusal is the service's 403). GET /api/team-invitations/{token} is public (the invitation preview).
 */
const PROFILE = '/api/teams/organization/00000000-0000-4000-8000-000000000000';
const ID = '00000000-0000-4000-8000-000000000001';

export const MATRIX: readonly MatrixRow[] = [
  { action: 'own teams', method: 'GET', url: '/api/me/teams', allowed: 'signed-in' },
  {
    action: 'invite a team member',
    method: 'POST',
    url: `${PROFILE}/invitations`,
    route: '/api/teams/{profileType}/{profileId}/invitations',
    payload: { email: 'iemand@example.nl' },
    allowed: 'signed-in',
  },
  {
    action: 'withdraw an invitation',
    method: 'DELETE',
    url: `${PROFILE}/invitations/${ID}`,
    route: '/api/teams/{profileType}/{profileId}/invitations/{id}',
    allowed: 'signed-in',
  },
  {
    action: 'remove a team member',
    method: 'DELETE',
    url: `${PROFILE}/members/${ID}`,
    route: '/api/teams/{profileType}/{profileId}/members/{userId}',
    allowed: 'signed-in',
  },
  {
    action: 'accept an invitation',
    method: 'POST',
    url: '/api/team-invitations/accept',
    payload: { token: 'x' },
    allowed: 'signed-in',
  },
  {
    action: 'own organisation profile',
    method: 'GET',
    url: '/api/me/organization-profile',
    allowed: ORGANISATION_PERSONAS,
  },
  {
    action: 'save own organisation profile',
    method: 'PUT',
    url: '/api/me/organization-profile',
    payload: { organizationName: '' },
    allowed: ORGANISATION_PERSONAS,
  },
];
