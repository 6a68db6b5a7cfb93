import { DELETE_CONFIRM_WORD } from '../../../core/schemas/settings';
import { DEMO_PASSWORD } from '../../db/seed/data/accounts';
import { linkIn } from '../../test/http';
import type { MatrixCall, MatrixRow, MatrixTools, Persona, SignedInPersona } from '../../test/policyMatrix';

/** Anonymous has no account: it sends the participant's values (and is refused before they matter). */
const own = ({ persona, seed }: MatrixCall) =>
  seed.accounts[persona === 'anonymous' ? 'participant' : (persona as SignedInPersona)];

/** The token of a fresh e-mail change the persona asked for (from the mail to the new address). */
const pendingEmailChange = async (tools: MatrixTools, persona: Persona): Promise<string> => {
  if (persona === 'anonymous') return 'matrix-no-token';
  const newEmail = `${persona}.nieuw@demo.kring.test`;
  const res = await tools.callAs(persona, 'POST', '/api/me/email-change', {
    newEmail,
    password: DEMO_PASSWORD,
  });
  if (res.statusCode !== 202) throw new Error(`${persona} could not ask for an e-mail change: ${res.body}`);
  const mail = await tools.mailTo(newEmail, 'email_change');
  if (!mail) throw new Error(`no e-mail change mail to ${newEmail}`);
  return linkIn(mail.text, 'http').searchParams.get('emailToken') ?? '';
};

/**
 * /api/me settings: any signed-in persona on its own account, nobody anonymous. Writes save the persona's own
 * values back unchanged; the e-mail change is confirmed for real (later rows look addresses up by account id);
 * deleting the account runs after every other row of the matrix.
 */
export const MATRIX: readonly MatrixRow[] = [
  { action: 'own account settings', method: 'GET', url: '/api/me/account', allowed: 'signed-in' },
  {
    action: 'update name and username (to the same)',
    method: 'PATCH',
    url: '/api/me/account',
    payload: (call) => ({ fullName: own(call).fullName, username: own(call).username }),
    allowed: 'signed-in',
  },
  { action: 'upload avatar', method: 'POST', url: '/api/me/avatar', upload: 'image', allowed: 'signed-in' },
  { action: 'remove avatar', method: 'DELETE', url: '/api/me/avatar', allowed: 'signed-in' },
  {
    action: 'request e-mail change',
    method: 'POST',
    url: '/api/me/email-change',
    payload: ({ persona }) => ({ newEmail: `${persona}.elders@demo.kring.test`, password: DEMO_PASSWORD }),
    allowed: 'signed-in',
  },
  { action: 'cancel e-mail change', method: 'DELETE', url: '/api/me/email-change', allowed: 'signed-in' },
  {
    action: 'confirm e-mail change',
    method: 'POST',
    url: '/api/me/email-change/confirm',
    prepare: pendingEmailChange,
    payload: ({ prepared }) => ({ token: prepared }),
    allowed: 'signed-in',
  },
  {
    action: 'profile visibility (to the same)',
    method: 'PATCH',
    url: '/api/me/privacy',
    payload: (call) => ({ isPublic: own(call).isPublic }),
    allowed: 'signed-in',
  },
  { action: 'download own data', method: 'GET', url: '/api/me/export', allowed: 'signed-in' },
  {
    action: 'notification preferences',
    method: 'GET',
    url: '/api/me/notification-preferences',
    allowed: 'signed-in',
  },
  {
    action: 'save notification preferences (to the same)',
    method: 'PUT',
    url: '/api/me/notification-preferences',
    payload: (call) => ({ preferences: own(call).notificationPreferences }),
    allowed: 'signed-in',
  },
  {
    action: 'delete own account',
    method: 'DELETE',
    url: '/api/me/account',
    payload: { password: DEMO_PASSWORD, confirm: DELETE_CONFIRM_WORD },
    endsAccount: true,
    allowed: 'signed-in',
  },
];
