import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { type DbHandle, openDatabase } from '../db/client';
import { MIGRATIONS_FOLDER, migrateDatabase } from '../db/migrate';
import { type SeedOptions, seedDatabase } from '../db/seed/seed';

/**
 * Database templates for the API suite: every test file needs a migrated database, and many the same demo
 * seed. Building one costs PGlite's initdb, ten migrations and the seed (seconds each on these machines), so
 * each distinct start (migrated, or migrated + seeded with given options) is built once per test run and
 * copied after that: a `dumpDataDir` tarball loaded into a new in-memory PGlite, or on PostgreSQL a
 * `CREATE DATABASE … TEMPLATE`. The copy is the same database the build produced, so a test cannot tell.
 *
 * Templates live for one run (the run id comes from vitest's global setup, `globalSetup.ts`), because the seed
 * places events relative to the time it ran: a template from yesterday would have other upcoming events.
 */

export type TestSeed = Omit<SeedOptions, 'log' | 'logger' | 'now'>;

/** The migrations themselves are part of the key: a changed migration makes a new template. */
const migrationsDigest = (): string => {
  const hash = createHash('sha256');
  for (const name of readdirSync(MIGRATIONS_FOLDER, { recursive: true }).map(String).sort()) {
    const path = join(MIGRATIONS_FOLDER, name);
    if (name.endsWith('.sql') || name.endsWith('.json')) hash.update(name).update(readFileSync(path));
  }
  return hash.digest('hex');
};

const templateKey = (seed: TestSeed | null): string =>
  createHash('sha256')
    .update(migrationsDigest())
    .update(JSON.stringify(seed ?? 'migrated'))
    .digest('hex')
    .slice(0, 16);

/** The run's id: set by the global setup; a file run on its own (no setup) gets one for its process. */
const runId = (): string => {
  process.env.KRING_TEST_RUN ??= `solo-${process.pid}-${randomBytes(3).toString('hex')}`;
  return process.env.KRING_TEST_RUN;
};

export const templateDir = (id = runId()): string => join(tmpdir(), `kring-test-templates-${id}`);

const build = async (handle: DbHandle, seed: TestSeed | null): Promise<void> => {
  await migrateDatabase(handle);
  if (seed) await seedDatabase(handle.db, { ...seed, log: () => {} });
};

/**
 * A new in-memory PGlite holding the template. The first file of a run to ask builds it and writes the
 * tarball (atomically: write, then rename), so two files building at once both end with a whole template.
 */
export const openPgliteFromTemplate = async (seed: TestSeed | null): Promise<DbHandle> => {
  const dir = templateDir();
  const file = join(dir, `${templateKey(seed)}.tar`);
  if (existsSync(file)) {
    return openDatabase({ dataDir: 'memory', loadDataDir: new Blob([readFileSync(file)]) });
  }
  const handle = await openDatabase({ dataDir: 'memory' });
  await build(handle, seed);
  if (handle.raw.kind === 'pglite') {
    // A checkpoint first: the tarball is the data folder as it is, and without one every copy replays the WAL
    // since initdb when it opens (≈ 80 ms of the ≈ 550 ms a copy takes to open).
    await handle.raw.client.exec('CHECKPOINT');
    const dump = await handle.raw.client.dumpDataDir('none');
    mkdirSync(dir, { recursive: true });
    const partial = `${file}.${process.pid}.${randomBytes(3).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  return handle;
};

/** The template database's name on the PostgreSQL server: per run and start. */
const templateName = (seed: TestSeed | null): string =>
  `kring_tpl_${runId()
    .replace(/[^a-z0-9]/gi, '')
    .slice(0, 24)}_${templateKey(seed)}`.toLowerCase();

/**
 * The name of a template database on the server of `adminUrl`, built on first use. An advisory lock on the
 * template's key makes concurrent files wait for one build instead of racing.
 */
export const ensurePostgresTemplate = async (adminUrl: string, seed: TestSeed | null): Promise<string> => {
  const name = templateName(seed);
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin`select pg_advisory_lock(hashtext(${name}))`;
    const [found] = await admin`select 1 from pg_database where datname = ${name}`;
    if (!found) {
      await admin.unsafe(`create database ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const handle = await openDatabase({ databaseUrl: url.toString(), maxConnections: 2 });
      try {
        await build(handle, seed);
      } finally {
        // A template must have no open connection when it is copied.
        await handle.close();
      }
    }
    await admin`select pg_advisory_unlock(hashtext(${name}))`;
  } finally {
    await admin.end({ timeout: 5 });
  }
  return name;
};

/** Drop this run's template databases (global teardown). */
export const dropPostgresTemplates = async (adminUrl: string, id: string): Promise<void> => {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    const prefix = `kring_tpl_${id.replace(/[^a-z0-9]/gi, '').slice(0, 24)}_`.toLowerCase();
    const rows = await admin<
      { datname: string }[]
    >`select datname from pg_database where starts_with(datname, ${prefix})`;
    for (const { datname } of rows) await admin.unsafe(`drop database if exists ${datname} with (force)`);
  } finally {
    await admin.end({ timeout: 5 });
  }
};
