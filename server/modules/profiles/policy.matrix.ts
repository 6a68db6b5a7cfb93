import type { ProfileKind } from '../../../core/schemas/profiles';
import {
  type MatrixCall,
  type MatrixRow,
  type MatrixTools,
  ORGANISATION_PERSONAS,
  PROFESSIONAL_PERSONAS,
  type Persona,
  VENUE_PERSONAS,
} from '../../test/policyMatrix';

/**
 * The owner-side profile forms. Each kind's form is for its §6 role group (admins too); the member profile is
 * everybody's. Owners save their own profile; the admin, who owns none, saves a seeded one through `?id=`
 * (edit on behalf of the owner, audited), found by asking the owning persona's form. Creating is last: every
 * role persona already owns its profile (spec §5: one per account), so only the admin makes a first one.
 */
const OWNER_OF: Record<Exclude<ProfileKind, 'participant'>, 'organization' | 'venue' | 'professional'> = {
  organization: 'organization',
  venue: 'venue',
  professional: 'professional',
};
const PATH = (kind: ProfileKind) => `/api/dashboard/profiles/${kind}`;

/** For the admin: the id of the kind's demo profile, so it edits that one; '' for everyone else. */
const targetFor =
  (kind: Exclude<ProfileKind, 'participant'>) =>
  async (tools: MatrixTools, persona: Persona): Promise<string> => {
    if (persona !== 'admin') return '';
    const res = await tools.callAs(OWNER_OF[kind], 'GET', PATH(kind));
    return (res.json() as { profile: { id: string } | null }).profile?.id ?? '';
  };
const withTarget =
  (path: string) =>
  ({ prepared }: MatrixCall): string =>
    prepared ? `${path}${path.includes('?') ? '&' : '?'}id=${prepared}` : path;

const PAYLOAD: Record<ProfileKind, Record<string, unknown>> = {
  organization: { tagline: 'Samen ademen, samen groeien' },
  venue: { amenities: ['Wifi', 'Koffie en thee'] },
  professional: { priceRange: '€60–€90' },
  participant: { location: 'Randstad' },
};
const GROUP = {
  organization: ORGANISATION_PERSONAS,
  venue: VENUE_PERSONAS,
  professional: PROFESSIONAL_PERSONAS,
} as const;

const ownedRows = (kind: Exclude<ProfileKind, 'participant'>): MatrixRow[] => [
  { action: `own ${kind} profile form`, method: 'GET', url: PATH(kind), allowed: GROUP[kind] },
  {
    action: `save the ${kind} profile (admin: on behalf of the owner)`,
    method: 'PUT',
    url: withTarget(PATH(kind)),
    route: PATH(kind),
    prepare: targetFor(kind),
    payload: PAYLOAD[kind],
    allowed: GROUP[kind],
  },
  {
    action: `upload the ${kind} profile picture`,
    method: 'POST',
    url: withTarget(`${PATH(kind)}/images?kind=logo`),
    route: `${PATH(kind)}/images`,
    prepare: targetFor(kind),
    upload: 'image',
    allowed: GROUP[kind],
  },
];

const createRow = (kind: Exclude<ProfileKind, 'participant'>, name: Record<string, string>): MatrixRow => ({
  action: `create a ${kind} profile`,
  method: 'POST',
  url: PATH(kind),
  payload: name,
  allowed: ['admin'],
  refusalFor: Object.fromEntries(
    GROUP[kind]
      .filter((p) => p !== 'admin')
      .map((p) => [p, kind === 'organization' ? 'profile_exists' : `${kind}_profile_exists`]),
  ),
});

export const MATRIX: readonly MatrixRow[] = [
  ...ownedRows('organization'),
  ...ownedRows('venue'),
  ...ownedRows('professional'),
  { action: 'own member profile form', method: 'GET', url: PATH('participant'), allowed: 'signed-in' },
  {
    action: 'save the own member profile',
    method: 'PUT',
    url: PATH('participant'),
    payload: PAYLOAD.participant,
    allowed: 'signed-in',
  },
  {
    action: 'upload the own avatar',
    method: 'POST',
    url: `${PATH('participant')}/images?kind=logo`,
    route: `${PATH('participant')}/images`,
    upload: 'image',
    allowed: 'signed-in',
  },
  createRow('organization', { organizationName: 'Beheer Kring' }),
  createRow('venue', { name: 'Zaal van de beheerder' }),
  createRow('professional', { businessName: 'Praktijk van de beheerder' }),
];
