import type { Role } from '../../../../core/domain/roles';

/** Password of every demo account (and of every generated member, so any seeded user can sign in). */
export const DEMO_PASSWORD = 'kring-demo-2026';

export type DemoAccountSeed = {
  key: 'admin' | 'organisatie' | 'organisatie-premium' | 'professional' | 'locatie' | 'deelnemer' | 'multi';
  email: string;
  /** What the account shows off, printed next to the e-mail by `npm start`. */
  label: string;
  fullName: string;
  username: string;
  city: string;
  bio: string;
  /** Global roles (context 'global'). */
  roles: readonly Role[];
  /** Profiles this account owns, by slug. */
  owns: { organization?: string; professional?: string; venue?: string };
  /** Team membership of a profile owned by someone else. */
  teamOf?: { type: 'organization' | 'venue' | 'professional'; slug: string };
  /** Plan or combo id from core/domain/plans.ts, with its status. */
  subscription: { planId: string; status: 'active' | 'trialing' };
  /** better-auth admin plugin role. */
  authRole: 'admin' | 'user';
};

export const DEMO_ACCOUNTS: readonly DemoAccountSeed[] = [
  {
    key: 'admin',
    email: 'admin@demo.kring.test',
    label: 'Beheerder (admin)',
    fullName: 'Annemiek de Wit',
    username: 'annemiek.kring',
    city: 'Utrecht',
    bio: 'Beheerder van Kring. Vragen over het platform? Stuur me gerust een bericht.',
    roles: ['admin', 'participant'],
    owns: {},
    subscription: { planId: 'participant', status: 'active' },
    authRole: 'admin',
  },
  {
    key: 'organisatie',
    email: 'organisatie@demo.kring.test',
    label: 'Organisatie (De Ademhalte)',
    fullName: 'Joris Bakker',
    username: 'joris.ademhalte',
    city: 'Amsterdam',
    bio: 'Ademcoach en oprichter van De Ademhalte in Amsterdam-Oost.',
    roles: ['organization', 'participant'],
    owns: { organization: 'de-ademhalte' },
    subscription: { planId: 'organization', status: 'active' },
    authRole: 'user',
  },
  {
    key: 'organisatie-premium',
    email: 'organisatie-premium@demo.kring.test',
    label: 'Organisatie Premium (Zielsgeluk Retreats)',
    fullName: 'Els Verhoeven',
    username: 'els.zielsgeluk',
    city: 'Durbuy',
    bio: 'Organiseert retraites in de Ardennen met Zielsgeluk Retreats.',
    roles: ['organization_premium', 'participant'],
    owns: { organization: 'zielsgeluk-retreats' },
    subscription: { planId: 'organization_premium', status: 'active' },
    authRole: 'user',
  },
  {
    key: 'professional',
    email: 'professional@demo.kring.test',
    label: 'Professional (Wandelcoaching De Graaf)',
    fullName: 'Mark de Graaf',
    username: 'mark.degraaf',
    city: 'Wageningen',
    bio: 'Natuurcoach in de uiterwaarden van Wageningen.',
    roles: ['professional', 'participant'],
    owns: { professional: 'wandelcoaching-de-graaf' },
    subscription: { planId: 'professional', status: 'trialing' },
    authRole: 'user',
  },
  {
    key: 'locatie',
    email: 'locatie@demo.kring.test',
    label: 'Locatie (Dansstudio De Vonk)',
    fullName: 'Rachid El Amrani',
    username: 'rachid.devonk',
    city: 'Rotterdam',
    bio: 'Beheerder van Dansstudio De Vonk in het Oude Westen.',
    roles: ['venue', 'participant'],
    owns: { venue: 'dansstudio-de-vonk' },
    subscription: { planId: 'venue', status: 'active' },
    authRole: 'user',
  },
  {
    key: 'deelnemer',
    email: 'deelnemer@demo.kring.test',
    label: 'Deelnemer',
    fullName: 'Sanne van der Linden',
    username: 'sanne.vanderlinden',
    city: 'Haarlem',
    bio: 'Dol op ecstatic dance, klankbaden en lange wandelingen in de duinen.',
    roles: ['participant'],
    owns: {},
    subscription: { planId: 'participant', status: 'trialing' },
    authRole: 'user',
  },
  {
    key: 'multi',
    email: 'multi@demo.kring.test',
    label: 'Organisatie + Professional Premium + Locatie, teamlid van Kirtan Collectief Gent',
    fullName: 'Julie Dubois',
    username: 'julie.dubois',
    city: 'Brussel',
    bio: 'Tweetalige facilitator in Brussel: Huis van Verbinding, relatiepraktijk en Zaal De Ruimte.',
    roles: ['organization', 'professional_premium', 'venue', 'participant'],
    owns: {
      organization: 'huis-van-verbinding',
      professional: 'relatiepraktijk-samen',
      venue: 'zaal-de-ruimte',
    },
    teamOf: { type: 'organization', slug: 'kirtan-collectief-gent' },
    subscription: { planId: 'org-premium-pro-venue', status: 'active' },
    authRole: 'user',
  },
];
