/**
 * `npm run seed [-- --events N] [-- --members N] [-- --profiles N] [-- --reset]`
 *
 * Fills the database of this environment (DATABASE_URL, else the PGlite in DATA_DIR) with the demo content.
 * Migrates first. Refuses a database that already has data unless `--reset` empties it, a production
 * environment unless SEED_DEMO=true (demo accounts have a published password), and a PGlite folder that a
 * running server holds (dataDirLock.ts).
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { type DbHandle, openDatabase } from '../client';
import { DataDirLockedError } from '../dataDirLock';
import { migrateDatabase } from '../migrate';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './data';
import { isDatabaseEmpty, resetDatabase } from './insert';
import { seedDatabase } from './seed';

const positiveInt = (value: string | undefined, name: string): number | undefined => {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`--${name} verwacht een geheel getal ≥ 0, niet "${value}"`);
  return n;
};

const main = async (): Promise<void> => {
  const { values } = parseArgs({
    options: {
      events: { type: 'string' },
      members: { type: 'string' },
      profiles: { type: 'string' },
      reset: { type: 'boolean', default: false },
    },
  });
  const events = positiveInt(values.events, 'events');
  const members = positiveInt(values.members, 'members');
  const profiles = positiveInt(values.profiles, 'profiles');
  const config = loadConfig(process.env);
  if (!config.demoDataAllowed) {
    process.stderr.write(
      [
        'NODE_ENV=production: geen demo-accounts zonder SEED_DEMO=true (hun wachtwoord staat in de README).',
        'Wil je de demodata hier echt: `SEED_DEMO=true npm run seed`.',
        'NODE_ENV=production: no demo accounts without SEED_DEMO=true (their password is public).',
        '',
      ].join('\n'),
    );
    process.exitCode = 1;
    return;
  }
  let handle: DbHandle;
  try {
    handle = await openDatabase(
      config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dbDir },
    );
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    process.stderr.write(`${err.message}\n`);
    process.exitCode = 1;
    return;
  }
  const say = (msg: string): void => void process.stdout.write(`${msg}\n`);
  try {
    say(`database: ${handle.kind === 'pglite' ? `PGlite in ${config.dbDir}` : 'PostgreSQL'}`);
    await migrateDatabase(handle);
    if (values.reset) {
      say('--reset: alle tabellen leegmaken…');
      await resetDatabase(handle.db);
    } else if (!(await isDatabaseEmpty(handle.db))) {
      say('De database bevat al gegevens. Gebruik `npm run seed -- --reset` om opnieuw te beginnen.');
      process.exitCode = 1;
      return;
    }
    const result = await seedDatabase(handle.db, {
      ...(events !== undefined ? { events } : {}),
      ...(members !== undefined ? { members } : {}),
      ...(profiles !== undefined ? { profiles } : {}),
      log: say,
    });
    say(
      `\n${result.users} accounts, ${result.events} evenementen (${result.publishedUpcomingEvents} komend) in ${(result.ms / 1000).toFixed(1)} s`,
    );
    say(`Demo-accounts (wachtwoord ${DEMO_PASSWORD}):`);
    for (const a of DEMO_ACCOUNTS) say(`  ${a.email.padEnd(38)} ${a.label}`);
  } finally {
    await handle.close();
  }
};

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
