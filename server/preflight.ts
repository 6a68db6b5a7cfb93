/**
 * `npm start` runs this before building the web app: a start that would be refused (bad configuration, or
 * the PGlite folder held by a running server) stops here and changes nothing, not even dist/web. main.ts
 * checks both again itself: this only saves a needless build.
 */
import { loadConfig } from './config';
import { dataDirLockHolder, lockedMessage } from './db/dataDirLock';

try {
  const config = loadConfig(process.env);
  const holder = config.databaseUrl ? null : dataDirLockHolder(config.dbDir);
  if (holder !== null) {
    process.stderr.write(`${lockedMessage(config.dbDir, holder)}\n`);
    process.exit(1);
  }
} catch (err) {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
}
