import { DEMO_PASSWORD } from '../../db/seed/data/accounts';
import { totpCode } from '../../test/http';
import type { MatrixRow, MatrixTools, Persona, SignedInPersona } from '../../test/policyMatrix';

/** A password the persona holds only between the matrix's two password calls. */
const STEP_PASSWORD = 'matrix-tussenstap-2026';

/** Anonymous has no session: it acts on (is refused for) the participant's things. */
const subject = (persona: Persona): SignedInPersona => (persona === 'anonymous' ? 'participant' : persona);

/** A second session of the persona (another device), to sign out: its id as the sessions list shows it. */
const otherSession = async (tools: MatrixTools, persona: Persona): Promise<string> => {
  const who = subject(persona);
  await tools.signInAgain(who);
  const res = await tools.callAs(who, 'GET', '/api/me/sessions');
  const other = (res.json() as { id: string; current: boolean }[]).find((s) => !s.current);
  if (!other) throw new Error(`${who} has no second session: ${res.body}`);
  return other.id;
};

/** Start an enrolment as the persona; its TOTP secret, to answer with a code. */
const enrolled = async (tools: MatrixTools, persona: Persona): Promise<string> => {
  if (persona === 'anonymous') return '';
  const res = await tools.callAs(persona, 'POST', '/api/me/two-factor/enroll', { password: DEMO_PASSWORD });
  if (res.statusCode !== 200) throw new Error(`${persona} could not enrol: ${res.body}`);
  return (res.json() as { secret: string }).secret;
};

/**
 * /api/me account security: any signed-in persona on its own account, nobody anonymous. Every call works on the
 * persona's own things and leaves it signed in with the demo password: a second session to sign out, an
 * enrolment to activate, then to remove again, and a password change that puts the demo password back.
 */
export const MATRIX: readonly MatrixRow[] = [
  { action: 'own roles', method: 'GET', url: '/api/me/roles', allowed: 'signed-in' },
  { action: 'list own sessions', method: 'GET', url: '/api/me/sessions', allowed: 'signed-in' },
  {
    action: 'sign out one of my other sessions',
    method: 'DELETE',
    url: ({ prepared }) => `/api/me/sessions/${prepared}`,
    route: '/api/me/sessions/{id}',
    prepare: otherSession,
    allowed: 'signed-in',
  },
  {
    action: 'sign out all other sessions',
    method: 'DELETE',
    url: '/api/me/sessions',
    prepare: otherSession,
    allowed: 'signed-in',
  },
  { action: 'two-factor status', method: 'GET', url: '/api/me/two-factor', allowed: 'signed-in' },
  {
    action: 'enrol two-factor',
    method: 'POST',
    url: '/api/me/two-factor/enroll',
    payload: { password: DEMO_PASSWORD },
    allowed: 'signed-in',
  },
  {
    action: 'activate two-factor with the first code',
    method: 'POST',
    url: '/api/me/two-factor/activate',
    prepare: enrolled,
    payload: ({ prepared }) => ({ code: prepared ? totpCode(prepared) : '123456' }),
    rotatesSession: true,
    allowed: 'signed-in',
  },
  {
    action: 'remove two-factor',
    method: 'DELETE',
    url: '/api/me/two-factor',
    payload: { password: DEMO_PASSWORD },
    rotatesSession: true,
    allowed: 'signed-in',
  },
  {
    action: 'change own password (back to the demo password)',
    method: 'POST',
    url: '/api/me/password',
    prepare: async (tools, persona) => {
      if (persona === 'anonymous') return '';
      const body = { currentPassword: DEMO_PASSWORD, newPassword: STEP_PASSWORD };
      const res = await tools.callAs(persona, 'POST', '/api/me/password', body);
      if (res.statusCode !== 200) throw new Error(`${persona} could not change the password: ${res.body}`);
      return '';
    },
    payload: { currentPassword: STEP_PASSWORD, newPassword: DEMO_PASSWORD },
    rotatesSession: true,
    allowed: 'signed-in',
  },
];
