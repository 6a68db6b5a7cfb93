import { chmodSync, linkSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, type VapidKeys, generateVapidKeys } from './config';

export const VAPID_KEYS_FILE = 'vapid-keys.json';

/**
 * The VAPID keys when VAPID_* are not set outside production: generated on first start and kept in
 * `$DATA_DIR/vapid-keys.json` (mode 0600), so browsers that subscribed stay subscribed across restarts
 * (a push service refuses pushes signed with another key than the one the subscription was made with).
 * Written the way the session secret is (sessionSecretFile.ts): whole, then linked into place only if absent.
 */
export const vapidKeysFromDataDir = (dataDir: string): VapidKeys => {
  const file = join(dataDir, VAPID_KEYS_FILE);
  mkdirSync(dataDir, { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(generateVapidKeys(), null, 2)}\n`, { mode: 0o600 });
  try {
    linkSync(tmp, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    unlinkSync(tmp);
  }
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  try {
    const keys = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
    if (typeof keys.publicKey === 'string' && typeof keys.privateKey === 'string')
      return { publicKey: keys.publicKey, privateKey: keys.privateKey };
  } catch {
    // fall through to the error below
  }
  throw new ConfigError(
    'VAPID_PUBLIC_KEY',
    `${file} holds no key pair (delete the file to generate a new one; browsers then subscribe again)`,
  );
};
