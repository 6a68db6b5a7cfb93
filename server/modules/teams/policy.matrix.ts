import type { OrganizationProfileDto, TeamDto } from '../../../core/schemas/teams';
import { linkIn } from '../../test/http';
import {
  type MatrixRow,
  type MatrixTools,
  ORGANISATION_PERSONAS,
  type Persona,
  type SignedInPersona,
} from '../../test/policyMatrix';

/**
 * Teams and the own organisation profile. Managing a team is for its owner only: every persona works on the
 * team of De Ademhalte, which the organisation persona owns; the others get 403 'team_owner_only' (an admin
 * too). Accepting an invitation is for anyone invited: each persona accepts one made for it (the rows that
 * add members come last, so earlier rows see the personas' seeded roles). GET /api/team-invitations/{token} is
 * public (the invitation preview).
 */
const OWNER = 'organization';
const team = (seed: MatrixTools['seed']) => `/api/teams/organization/${seed.organizations['de-ademhalte']}`;
const TEAM_ROUTE = '/api/teams/{profileType}/{profileId}';

/** The token of the newest invitation mailed to the persona. */
const invitationToken = async (tools: MatrixTools, to: SignedInPersona): Promise<string> => {
  const mail = await tools.mailTo(to, 'team_invite');
  if (!mail) throw new Error(`no invitation mail to ${to}`);
  return linkIn(mail.text, 'http').searchParams.get('token') ?? '';
};

const invite = async (tools: MatrixTools, owner: SignedInPersona, url: string, email: string) => {
  const res = await tools.callAs(owner, 'POST', `${url}/invitations`, { email });
  if (res.statusCode !== 201) throw new Error(`${owner} could not invite ${email}: ${res.body}`);
  return (res.json() as { id: string }).id;
};

/** An open invitation of De Ademhalte, to withdraw. */
const openInvitation = (tools: MatrixTools, persona: Persona) =>
  invite(tools, OWNER, team(tools.seed), `matrix.${persona}@example.nl`);

/** A member of De Ademhalte's team (not the owner): the participant, invited and accepted when not one yet. */
const teamMember = async (tools: MatrixTools): Promise<string> => {
  const participant = tools.seed.accounts.participant.userId;
  const { teams } = (await tools.callAs(OWNER, 'GET', '/api/me/teams')).json() as { teams: TeamDto[] };
  const ademhalte = teams.find((t) => t.profileId === tools.seed.organizations['de-ademhalte']);
  if (ademhalte?.members.some((m) => m.userId === participant)) return participant;
  const email = await tools.mailAddress('participant');
  await invite(tools, OWNER, team(tools.seed), email);
  const token = await invitationToken(tools, 'participant');
  const res = await tools.callAs('participant', 'POST', '/api/team-invitations/accept', { token });
  if (res.statusCode !== 200) throw new Error(`the participant could not join: ${res.body}`);
  return participant;
};

/** An invitation for the persona: from Zielsgeluk Retreats, or to its owner from De Ademhalte. */
const invitationFor = async (tools: MatrixTools, persona: Persona): Promise<string> => {
  if (persona === 'anonymous') return 'matrix-anonymous-has-no-invitation-token';
  const [owner, slug]: [SignedInPersona, string] =
    persona === 'organization_premium'
      ? [OWNER, 'de-ademhalte']
      : ['organization_premium', 'zielsgeluk-retreats'];
  const url = `/api/teams/organization/${tools.seed.organizations[slug]}`;
  await invite(tools, owner, url, await tools.mailAddress(persona));
  return invitationToken(tools, persona);
};

/**
 * The persona's organisation profile as the form would send it back unchanged (JSON). The admin owns none:
 * it saves a first one, as the settings tab lets it.
 */
const ownOrganizationProfile = async (tools: MatrixTools, persona: Persona): Promise<string> => {
  const body = { organizationName: `Organisatie van ${persona}` };
  if (!ORGANISATION_PERSONAS.includes(persona)) return JSON.stringify(body);
  const res = await tools.callAs(persona as SignedInPersona, 'GET', '/api/me/organization-profile');
  const { profile } = res.json() as { profile: OrganizationProfileDto | null };
  if (!profile) return JSON.stringify(body);
  const { organizationName, description, websiteUrl, contactEmail, phone, city } = profile;
  return JSON.stringify({
    organizationName,
    description: description ?? '',
    websiteUrl: websiteUrl ?? '',
    contactEmail: contactEmail ?? '',
    phone: phone ?? '',
    city: city ?? '',
  });
};

export const MATRIX: readonly MatrixRow[] = [
  { action: 'own teams', method: 'GET', url: '/api/me/teams', allowed: 'signed-in' },
  {
    action: 'own organisation profile',
    method: 'GET',
    url: '/api/me/organization-profile',
    allowed: ORGANISATION_PERSONAS,
  },
  {
    action: 'save own organisation profile (to the same)',
    method: 'PUT',
    url: '/api/me/organization-profile',
    prepare: ownOrganizationProfile,
    payload: ({ prepared }) => JSON.parse(prepared) as unknown,
    allowed: ORGANISATION_PERSONAS,
  },
  {
    action: 'invite a team member',
    method: 'POST',
    url: ({ seed }) => `${team(seed)}/invitations`,
    route: `${TEAM_ROUTE}/invitations`,
    payload: { email: 'iemand@example.nl' },
    allowed: [OWNER],
    refusal: 'team_owner_only',
  },
  {
    action: 'withdraw an invitation',
    method: 'DELETE',
    url: ({ seed, prepared }) => `${team(seed)}/invitations/${prepared}`,
    route: `${TEAM_ROUTE}/invitations/{id}`,
    prepare: openInvitation,
    allowed: [OWNER],
    refusal: 'team_owner_only',
  },
  {
    action: 'remove a team member',
    method: 'DELETE',
    url: ({ seed, prepared }) => `${team(seed)}/members/${prepared}`,
    route: `${TEAM_ROUTE}/members/{userId}`,
    prepare: teamMember,
    allowed: [OWNER],
    refusal: 'team_owner_only',
  },
  {
    action: 'accept an invitation',
    method: 'POST',
    url: '/api/team-invitations/accept',
    prepare: invitationFor,
    payload: ({ prepared }) => ({ token: prepared }),
    rotatesSession: true,
    allowed: 'signed-in',
  },
];
