/**
 * `npm run admin:grant -- <e-mail>`: makes an existing account an administrator.
 *
 * A production database starts without accounts (no demo data there, see db/seed/onStart.ts), so the first
 * administrator signs up like anyone else and an operator with access to the server promotes that account
 * here. Further admins can be made the same way. On PGlite the server must be stopped (dataDirLock.ts).
 */
import { loadConfig } from '../config';
import { type DbHandle, openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/dataDirLock';
import { migrateDatabase } from '../db/migrate';
import { grantAdminByEmail } from '../modules/admin';

const fail = (message: string): void => {
  process.stderr.write(`${message}\n`);
  process.exitCode = 1;
};

const main = async (): Promise<void> => {
  const email = process.argv[2]?.trim();
  if (!email || !email.includes('@')) {
    fail('Gebruik: npm run admin:grant -- <e-mailadres van een bestaand account>');
    return;
  }
  const config = loadConfig(process.env);
  let handle: DbHandle;
  try {
    handle = await openDatabase(
      config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dbDir },
    );
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    fail(err.message);
    return;
  }
  try {
    await migrateDatabase(handle);
    if (await grantAdminByEmail(handle.db, email)) {
      process.stdout.write(`${email} is nu beheerder (admin). / ${email} is now an administrator.\n`);
    } else {
      fail(`Geen account met e-mailadres ${email}. Maak eerst een account aan via /gratis-proefperiode.`);
    }
  } finally {
    await handle.close();
  }
};

await main();
