import { randomBytes } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, secretProblem } from './config';

export const SESSION_SECRET_FILE = 'session-secret';

/**
 * The session secret when SESSION_SECRET is not set outside production: random on first start, kept in
 * `$DATA_DIR/session-secret` (mode 0600) so development needs no configuration and sessions survive a
 * restart, while nobody else knows it (a published default let anyone forge e-mail tokens).
 */
export const sessionSecretFromDataDir = (dataDir: string): string => {
  const file = join(dataDir, SESSION_SECRET_FILE);
  mkdirSync(dataDir, { recursive: true });
  // Written whole to a private file, then hard-linked into place only if none exists: two processes starting
  // at once never both write, and neither ever reads a half-written secret.
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600 });
  try {
    linkSync(tmp, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    unlinkSync(tmp);
  }
  // Tighten a file someone made readable for others.
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  const secret = readFileSync(file, 'utf8').trim();
  const problem = secretProblem(secret);
  if (problem)
    throw new ConfigError(
      'SESSION_SECRET',
      `the secret in ${file} ${problem} (delete the file to generate a new one)`,
    );
  return secret;
};
